import { createContext, useContext, type ReactNode } from 'react';

const ReadOnlyContext = createContext(false);

/**
 * Shows every input of this package below it read-only (a record's detail view and its edit mode
 * use the same inputs; toggling edit flips this).
 */
export const InputsReadOnly = ({ readOnly, children }: { readOnly: boolean; children: ReactNode }) => (
  <ReadOnlyContext.Provider value={readOnly}>{children}</ReadOnlyContext.Provider>
);

/** An input's own `readOnly` wins; otherwise the surrounding InputsReadOnly decides. */
export function useInputReadOnly(own?: boolean): boolean {
  const inherited = useContext(ReadOnlyContext);
  return own ?? inherited;
}

import { DD254_BODY_FIELDS } from '@clearline/shared';
import type { Schema } from '../../../api/client';

export type Dd254Body = Schema<'Dd254Dto'>;

// The body fields come from @clearline/shared (the API's request class is checked against the same list),
// checked here against the request type.
const FIELDS = DD254_BODY_FIELDS satisfies ReadonlyArray<keyof Dd254Body>;

/** The PUT body of the form's values: the blocks and the next review date (blank as null) and the version read. */
export function dd254Body(values: Record<string, unknown>): Dd254Body {
  const body: Record<string, unknown> = { version: values.version };
  for (const key of FIELDS) {
    const v = values[key];
    body[key] = v === '' || v === undefined ? null : v;
  }
  return body as Dd254Body;
}

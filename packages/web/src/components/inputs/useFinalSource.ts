import { useSourceContext } from 'react-admin';

/**
 * The full form path of an input's `source`: inside an ArrayInput item `city` becomes
 * `personnelContacts.0.city`. Use it to watch or set the value with react-hook-form.
 */
export function useFinalSource(source: string): string {
  return useSourceContext().getSource(source);
}

/** The path of a sibling field: `personnelContacts.0.zipCode` + `countryId` → `personnelContacts.0.countryId`. */
export function siblingPath(finalSource: string, sibling: string): string {
  const cut = finalSource.lastIndexOf('.');
  return cut < 0 ? sibling : `${finalSource.slice(0, cut + 1)}${sibling}`;
}

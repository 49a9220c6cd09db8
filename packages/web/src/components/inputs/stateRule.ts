import { DEFAULT_COUNTRY_ID } from '@clearline/shared';

/** No country chosen yet counts as the home country (the forms preselect it). */
export const isHomeCountry = (countryId: number | null | undefined): boolean =>
  countryId === null || countryId === undefined || countryId === DEFAULT_COUNTRY_ID;

/**
 * What the state becomes when the address's country changes from `before` to `after`: cleared (null)
 * when it changes from another country to the home country (whose states are a list), otherwise
 * unchanged (undefined).
 */
export function stateAfterCountryChange(
  before: number | null | undefined,
  after: number | null | undefined,
  state: unknown,
): null | undefined {
  if (before === after || isHomeCountry(before) || !isHomeCountry(after)) return undefined;
  return state === null || state === undefined || state === '' ? undefined : null;
}

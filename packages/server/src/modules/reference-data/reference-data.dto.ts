/** A country (reference data; id 236 = United States). */
export class CountryView {
  id: number;
  name: string;
  /** ISO 3166-1 alpha-2 */
  iso2: string;
  /** ISO 3166-1 alpha-3 */
  iso3: string;
}

/** A state, district or territory of a country (the US list for country 236). */
export class StateView {
  id: number;
  countryId: number;
  /** postal code, e.g. VA */
  code: string;
  name: string;
}

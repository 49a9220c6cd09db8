/** A country (reference data; id 236 = United States). */
export class CountryView {
  id: number;
  name: string;
  /** ISO 3166-1 alpha-2 */
  iso2: string;
  /** ISO 3166-1 alpha-3 */
  iso3: string;
  /** the master data names of the same values (spec 03 §3) */
  countryName: string;
  alpha2CountryCode: string;
  alpha3CountryCode: string;
  /** ISO 3166-1 numeric, 1 to 3 digits; null for a country without one */
  numericCountryCode: string | null;
  /** named by the DNI Annual Threat Assessment */
  dniThreatListIncluded: boolean;
}

/** A state, district or territory of a country (the US list for country 236). */
export class StateView {
  id: number;
  countryId: number;
  /** postal code, e.g. VA */
  code: string;
  name: string;
  /** the master data names of the same values (spec 03 §3) */
  stateName: string;
  stateCode: string;
}

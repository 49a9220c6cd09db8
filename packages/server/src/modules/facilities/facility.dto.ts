import { BoolField, NumberField, PatternField, RefIdField, TextField, ZipField } from '../../core/http/fields';

/** CAGE code: five letters or digits. */
export const CAGE_CODE_PATTERN = /^[A-Za-z0-9]{5}$/;

/** POST /facilities and PUT /facilities/{id}. */
export class FacilityDto {
  @TextField({ label: 'Facility Name', required: true })
  facilityName: string;

  /** CAGE code (five letters or digits), unique in the tenant */
  @PatternField({ label: 'CAGE Code', pattern: CAGE_CODE_PATTERN, message: 'CAGE Code must be 5 letters or digits' })
  facilityCode?: string | null;

  @TextField({ label: 'Street 1' })
  street1?: string | null;

  @TextField({ label: 'Street 2' })
  street2?: string | null;

  @TextField({ label: 'City' })
  city?: string | null;

  @TextField({ label: 'State' })
  state?: string | null;

  @ZipField({ label: 'Facility' })
  zipCode?: string | null;

  /** default 236 (United States) */
  @RefIdField({ label: 'Country' })
  countryId?: number | null;

  /** default true */
  @BoolField({ label: 'Enabled' })
  enabled?: boolean | null;

  /** the tenant's host (home) facility; default false */
  @BoolField({ label: 'Host Facility' })
  hostFacility?: boolean | null;

  /** the version read; a stale save is refused (409) */
  @NumberField({ label: 'Version', integer: true, min: 1 })
  version?: number | null;
}

export class FacilityView {
  id: string;
  version: number;
  facilityName: string;
  /** CAGE code */
  facilityCode: string | null;
  street1: string | null;
  street2: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  countryId: number;
  enabled: boolean;
  hostFacility: boolean;
  /** people linked to the facility */
  personnelCount: number;
  createdAt: string;
  updatedAt: string;
}

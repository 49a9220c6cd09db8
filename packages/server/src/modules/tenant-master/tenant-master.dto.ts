import { Transform } from 'class-transformer';
import { COST_CENTER_MESSAGES, TENANT_POC_MESSAGES, TENANT_POC_TYPES } from '@clearline/shared';
import {
  BoolField,
  EmailField,
  EnumField,
  EnumOf,
  formList,
  NumberField,
  TextField,
  TextListField,
  UuidField,
} from '../../core/http/fields';

const C = COST_CENTER_MESSAGES.labels;
const P = TENANT_POC_MESSAGES.labels;

/** POST and PUT /tenant-master-data/cost-center */
export class CostCenterInputDto {
  @TextField({ label: C.name, required: true })
  name: string;

  /** unique in the tenant (case-insensitive): 'Cost Center Code already in use' */
  @TextField({ label: C.code, required: true })
  code: string;

  /** the version read; a stale save is refused (409) */
  @NumberField({ label: 'Version', integer: true, min: 1 })
  version?: number | null;
}

export class CostCenterDto {
  id: string;
  version: number;
  name: string;
  code: string;
  createdAt: string;
  updatedAt: string;
}

/** POST and PUT /tenant-master-data/poc */
export class TenantPocInputDto {
  /** SMO when left out on add */
  @EnumField(TENANT_POC_TYPES, { label: P.pocType })
  pocType?: string | null;

  /** a person of the tenant */
  @UuidField({ label: P.personnelId, references: 'personnel', required: true })
  personnelId: string;

  /** 'Email Address is not valid' */
  @EmailField({ label: P.teamEmailAddress })
  teamEmailAddress?: string | null;

  /**
   * the tenant's facilities, each by its id or its CAGE code, as a list or as one comma-separated text (spec 03 §3:
   * "comma list of facility ids"); one that names no facility answers 400 naming it; required (at least one) unless
   * selectAllFacilities is on, cleared when it is. The answer lists the facilities' ids.
   */
  @Transform(formList)
  @TextListField({ label: P.assignedCageCodes, maxItems: 500 })
  assignedCageCodes?: string[] | null;

  /** default true on add; left out on edit keeps the stored choice */
  @BoolField({ label: P.selectAllFacilities })
  selectAllFacilities?: boolean | null;

  /** the version read; a stale save is refused (409) */
  @NumberField({ label: 'Version', integer: true, min: 1 })
  version?: number | null;
}

export class TenantPocDto {
  id: string;
  version: number;
  @EnumOf(TENANT_POC_TYPES)
  pocType: string;
  personnelId: string;
  /** "First Last" of the person */
  personnelName: string;
  teamEmailAddress: string | null;
  selectAllFacilities: boolean;
  /** facility ids; empty when selectAllFacilities */
  assignedCageCodes: string[];
  /** the facilities' names, in the order of assignedCageCodes */
  facilityNames: string[];
  createdAt: string;
  updatedAt: string;
}

/** A point of contact as an employee sees it on My Portal. */
export class MyPortalPocDto {
  id: string;
  @EnumOf(TENANT_POC_TYPES)
  pocType: string;
  /** "First Last" of the person */
  name: string;
  /** the team address when given, else the person's work e-mail */
  email: string;
  /** the person's work phone (else cell phone), null when none is on file */
  phone: string | null;
  selectAllFacilities: boolean;
  facilityNames: string[];
}

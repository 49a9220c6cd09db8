import { Transform } from 'class-transformer';
import {
  CAGE_CODE_PATTERN,
  JOB_RUN_STATUSES,
  type JobRunStatus,
  normalizePhone,
  PAY_TIERS,
  PEOPLE_MESSAGES,
  TENANT_LABELS as L,
  TENANT_PROFILE_FIELDS,
  type PayTier,
  type TenantStatus,
  type TenantType,
  type TenantView,
  TENANT_TYPES,
} from '@clearline/shared';
import {
  BoolField,
  DayField,
  EmailField,
  EnumField,
  EnumOf,
  NumberField,
  PatternField,
  ReadOnly,
  RefIdField,
  TextField,
  UuidField,
  ZipField,
} from '../../core/http/fields';

const PHONE = /^\d{3}-\d{3}-\d{4}$/;
/** the types a tenant can be created as or converted to (SYSTEM is the platform's own) */
const CHOSEN_TENANT_TYPES = ['SAAS', 'MSS', 'DEFAULT'] as const;
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** blank text clears an optional field */
const blankToNull = ({ value }: { value: unknown }) => (typeof value === 'string' && value.trim() === '' ? null : trim({ value }));
/** phones are stored as ddd-ddd-dddd (a 10-digit US number, optional +1) */
const phone = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? (value.trim() === '' ? null : normalizePhone(value.trim())) : value;
const email = (label: string) => EmailField({ label });
const phoneRule = (label: string) =>
  PatternField({ label, pattern: PHONE, message: `${PEOPLE_MESSAGES.notValid(label)} (10 digits, e.g. 703-555-0100)` });

/** Contact and address fields a tenant keeps about itself (the tenant-profile page edits only these). */
export class TenantProfileFieldsDto {
  @Transform(blankToNull)
  @TextField({ label: L.contactName })
  contactName?: string | null;

  @Transform(blankToNull)
  @TextField({ label: L.contactTitle })
  contactTitle?: string | null;

  @Transform(blankToNull)
  @email(L.contactEmail)
  contactEmail?: string | null;

  @Transform(phone)
  @phoneRule(L.contactPhone)
  contactPhone?: string | null;

  @Transform(blankToNull)
  @TextField({ label: L.billingContactName })
  billingContactName?: string | null;

  @Transform(blankToNull)
  @email(L.billingContactEmail)
  billingContactEmail?: string | null;

  @Transform(phone)
  @phoneRule(L.billingContactPhone)
  billingContactPhone?: string | null;

  @Transform(blankToNull)
  @TextField({ label: L.street1 })
  street1?: string | null;

  @Transform(blankToNull)
  @TextField({ label: L.street2 })
  street2?: string | null;

  @Transform(blankToNull)
  @TextField({ label: L.city })
  city?: string | null;

  @Transform(blankToNull)
  @TextField({ label: L.state })
  state?: string | null;

  @Transform(blankToNull)
  @ZipField({ label: 'Tenant' })
  zipCode?: string | null;

  /** default 236 (United States) on add */
  @RefIdField({ label: L.countryId, nullable: false })
  countryId?: number;

  @Transform(blankToNull)
  @PatternField({ label: L.cageCode, pattern: CAGE_CODE_PATTERN, message: `${L.cageCode} must be 5 letters or digits` })
  cageCode?: string | null;

  @Transform(blankToNull)
  @PatternField({ label: L.website, pattern: /^https?:\/\/\S+$/, message: `${L.website} must start with http:// or https://` })
  website?: string | null;
}

export const PROFILE_FIELDS = TENANT_PROFILE_FIELDS;

/** Fields only the provider (TENANT_MANAGEMENT) or the managing MSS edits. */
export class TenantManagedFieldsDto extends TenantProfileFieldsDto {
  @EnumField(PAY_TIERS, { label: L.payTier, nullable: false })
  payTier?: PayTier;

  @Transform(blankToNull)
  @TextField({ label: L.notes, multiline: true })
  notes?: string | null;

  @UuidField({
    label: L.securityTeamPocUserId,
    references: {
      notTenantScoped: 'a user of the managing MSS tenant, not of the caller: TenantsService.assertPoc checks it (system scope)',
    },
  })
  securityTeamPocUserId?: string | null;

  @Transform(blankToNull)
  @TextField({ label: L.clientFsoName })
  clientFsoName?: string | null;

  @Transform(blankToNull)
  @email(L.clientFsoEmail)
  clientFsoEmail?: string | null;

  @Transform(phone)
  @phoneRule(L.clientFsoPhone)
  clientFsoPhone?: string | null;
}

export class CreateTenantDto extends TenantManagedFieldsDto {
  @Transform(trim)
  @TextField({ label: L.name, required: true })
  name: string;

  @EnumField(CHOSEN_TENANT_TYPES, { label: L.tenantType, required: true })
  tenantType: TenantType;

  /** the MSS provider that manages the new tenant (MSS staff: always their own organization) */
  @UuidField({
    label: L.managingTenantId,
    references: { notTenantScoped: 'an MSS tenant, not a record of the caller: TenantsService.assertMss checks it (system scope)' },
  })
  managingTenantId?: string | null;

  @BoolField({ label: L.enabled, nullable: false })
  enabled?: boolean;
}

export class UpdateTenantDto extends TenantManagedFieldsDto {
  @Transform(trim)
  @TextField({ label: L.name, nullable: false })
  name?: string;

  /** optimistic locking: the version the form was loaded at (a stale edit answers 409) */
  @NumberField({ label: 'Version', integer: true, nullable: false })
  version?: number;

  // the answer-only fields of TenantDto, which a client may send back: changed through their own routes (convert, enable, close out, logo), or never
  @ReadOnly()
  id?: string;

  @ReadOnly()
  @EnumOf(TENANT_TYPES, false)
  tenantType?: TenantType;

  @ReadOnly()
  enabled?: boolean;

  @ReadOnly()
  status?: TenantStatus;

  @ReadOnly()
  terminationDate?: string | null;

  @ReadOnly()
  closedOutAt?: string | null;

  @ReadOnly()
  managingTenantId?: string | null;

  @ReadOnly()
  managingTenantName?: string | null;

  @ReadOnly()
  anonymousHash?: string;

  @ReadOnly()
  anonymousReportUrl?: string;

  @ReadOnly()
  hasLogo?: boolean;

  @ReadOnly()
  logoUpdatedAt?: string | null;

  @ReadOnly()
  securityTeamPocName?: string | null;

  @ReadOnly()
  createdAt?: string;

  @ReadOnly()
  updatedAt?: string;
}

export class CloseOutTenantDto {
  /** the day the tenant's access ends (YYYY-MM-DD); from that day on its users cannot sign in */
  @DayField({ label: L.terminationDate, required: true })
  terminationDate: string;
}

export class ConvertTenantDto {
  @EnumField(CHOSEN_TENANT_TYPES, { label: L.tenantType, required: true })
  tenantType: TenantType;

  /** the MSS provider managing the tenant after conversion; null or absent for an unmanaged tenant */
  @UuidField({
    label: L.managingTenantId,
    references: { notTenantScoped: 'an MSS tenant, not a record of the caller: TenantsService.assertMss checks it (system scope)' },
  })
  managingTenantId?: string | null;
}

/** A tenant as the API answers it. */
export class TenantDto implements TenantView {
  id: string;
  name: string;
  @EnumOf(TENANT_TYPES)
  tenantType: TenantType;
  @EnumOf(PAY_TIERS)
  payTier: PayTier;
  enabled: boolean;
  /** ACTIVE, DISABLED or CLOSED_OUT (termination date reached) */
  status: TenantStatus;
  terminationDate: string | null;
  closedOutAt: string | null;
  managingTenantId: string | null;
  managingTenantName: string | null;
  /** the hash anonymous reporters use in /anonymous-report/{hash} */
  anonymousHash: string;
  /** the full, copyable address of the tenant's anonymous reporting page (PUBLIC_URL + /anonymous-report/{hash}) */
  anonymousReportUrl: string;
  hasLogo: boolean;
  logoUpdatedAt: string | null;
  contactName: string | null;
  contactTitle: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  billingContactName: string | null;
  billingContactEmail: string | null;
  billingContactPhone: string | null;
  street1: string | null;
  street2: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  countryId: number;
  cageCode: string | null;
  website: string | null;
  notes: string | null;
  securityTeamPocUserId: string | null;
  /** the point of contact's name (first and last name, else username); null when none is chosen */
  securityTeamPocName: string | null;
  clientFsoName: string | null;
  clientFsoEmail: string | null;
  clientFsoPhone: string | null;
  createdAt: string;
  updatedAt: string;
  version: number;
}

/** An MSS provider, for choosing the managing tenant. */
export class MssTenantDto {
  id: string;
  name: string;
  enabled: boolean;
}

/** A user of an MSS provider who may be chosen as a managed tenant's security-team point of contact. */
export class PocCandidateDto {
  id: string;
  /** first and last name, else the username */
  name: string;
  username: string;
  email: string;
}

export class ArchiveQueuedDto {
  /** id of the job run; follow its progress and download the zip through the jobs routes */
  jobRunId: string;
  @EnumOf(['QUEUED'])
  status: 'QUEUED';
  message: string;
}

/** One document-archive run of a tenant. */
export class ArchiveRunDto {
  id: string;
  @EnumOf(JOB_RUN_STATUSES)
  status: JobRunStatus;
  progress: number;
  fileName: string | null;
  fileSize: number | null;
  error: string | null;
  createdAt: string;
  finishedAt: string | null;
}

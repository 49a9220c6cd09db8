import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, IsUUID, Matches, MaxLength, Min, ValidateIf } from 'class-validator';
import {
  EMAIL_PATTERN,
  MULTILINE_MAX,
  normalizePhone,
  PAY_TIERS,
  PEOPLE_MESSAGES,
  TENANT_LABELS as L,
  TENANT_MESSAGES,
  TENANT_PROFILE_FIELDS,
  TEXT_MAX,
  type PayTier,
  type TenantStatus,
  type TenantType,
  type TenantView,
} from '@clearline/shared';
import { Nullable } from '../../core/http/validation';

const PHONE = /^\d{3}-\d{3}-\d{4}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** blank text clears an optional field */
const blankToNull = ({ value }: { value: unknown }) => (typeof value === 'string' && value.trim() === '' ? null : trim({ value }));
/** phones are stored as ddd-ddd-dddd (a 10-digit US number, optional +1) */
const phone = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? (value.trim() === '' ? null : normalizePhone(value.trim())) : value;
const max = (n = TEXT_MAX) => MaxLength(n, { message: PEOPLE_MESSAGES.maxLength(n) });
const text = (label: string) => IsString({ message: `${label} must be text` });
const email = (label: string) => Matches(EMAIL_PATTERN, { message: `${label} is not valid` });
const phoneRule = (label: string) => Matches(PHONE, { message: `${label} is not valid (10 digits, e.g. 703-555-0100)` });

/** Contact and address fields a tenant keeps about itself (the tenant-profile page edits only these). */
export class TenantProfileFieldsDto {
  @Nullable()
  @Transform(blankToNull)
  @text(L.contactName)
  @max()
  contactName?: string | null;

  @Nullable()
  @Transform(blankToNull)
  @text(L.contactTitle)
  @max()
  contactTitle?: string | null;

  @Nullable()
  @Transform(blankToNull)
  @text(L.contactEmail)
  @max()
  @email(L.contactEmail)
  contactEmail?: string | null;

  @Nullable()
  @Transform(phone)
  @text(L.contactPhone)
  @phoneRule(L.contactPhone)
  contactPhone?: string | null;

  @Nullable()
  @Transform(blankToNull)
  @text(L.billingContactName)
  @max()
  billingContactName?: string | null;

  @Nullable()
  @Transform(blankToNull)
  @text(L.billingContactEmail)
  @max()
  @email(L.billingContactEmail)
  billingContactEmail?: string | null;

  @Nullable()
  @Transform(phone)
  @text(L.billingContactPhone)
  @phoneRule(L.billingContactPhone)
  billingContactPhone?: string | null;

  @Nullable()
  @Transform(blankToNull)
  @text(L.street1)
  @max()
  street1?: string | null;

  @Nullable()
  @Transform(blankToNull)
  @text(L.street2)
  @max()
  street2?: string | null;

  @Nullable()
  @Transform(blankToNull)
  @text(L.city)
  @max()
  city?: string | null;

  @Nullable()
  @Transform(blankToNull)
  @text(L.state)
  @max()
  state?: string | null;

  @Nullable()
  @Transform(blankToNull)
  @text(L.zipCode)
  @Matches(/^\d{5}(-\d{4})?$/, { message: `Tenant ${L.zipCode} is not valid` })
  zipCode?: string | null;

  @IsOptional()
  @IsInt({ message: `${L.countryId} must be a whole number` })
  @Min(1, { message: `${L.countryId} must be a whole number` })
  countryId?: number;

  @Nullable()
  @Transform(blankToNull)
  @text(L.cageCode)
  @Matches(/^[A-Za-z0-9]{5}$/, { message: `${L.cageCode} must be 5 letters or digits` })
  cageCode?: string | null;

  @Nullable()
  @Transform(blankToNull)
  @text(L.website)
  @max()
  @Matches(/^https?:\/\/\S+$/, { message: `${L.website} must start with http:// or https://` })
  website?: string | null;
}

export const PROFILE_FIELDS = TENANT_PROFILE_FIELDS;

/** Fields only the provider (TENANT_MANAGEMENT) or the managing MSS edits. */
export class TenantManagedFieldsDto extends TenantProfileFieldsDto {
  @IsOptional()
  @IsIn(PAY_TIERS, { message: PEOPLE_MESSAGES.invalidChoice(L.payTier) })
  payTier?: PayTier;

  @Nullable()
  @Transform(blankToNull)
  @text(L.notes)
  @max(MULTILINE_MAX)
  notes?: string | null;

  @Nullable()
  @IsUUID('all', { message: `${L.securityTeamPocUserId} is not valid` })
  securityTeamPocUserId?: string | null;

  @Nullable()
  @Transform(blankToNull)
  @text(L.clientFsoName)
  @max()
  clientFsoName?: string | null;

  @Nullable()
  @Transform(blankToNull)
  @text(L.clientFsoEmail)
  @max()
  @email(L.clientFsoEmail)
  clientFsoEmail?: string | null;

  @Nullable()
  @Transform(phone)
  @text(L.clientFsoPhone)
  @phoneRule(L.clientFsoPhone)
  clientFsoPhone?: string | null;
}

export class CreateTenantDto extends TenantManagedFieldsDto {
  @Transform(trim)
  @IsNotEmpty({ message: PEOPLE_MESSAGES.required(L.name) })
  @text(L.name)
  @max()
  name: string;

  @IsNotEmpty({ message: PEOPLE_MESSAGES.required(L.tenantType) })
  @IsIn(['SAAS', 'MSS', 'DEFAULT'], { message: PEOPLE_MESSAGES.invalidChoice(L.tenantType) })
  tenantType: TenantType;

  /** the MSS provider that manages the new tenant (MSS staff: always their own organization) */
  @Nullable()
  @IsUUID('all', { message: `${L.managingTenantId} is not valid` })
  managingTenantId?: string | null;

  @IsOptional()
  @IsBoolean({ message: `${L.enabled} must be true or false` })
  enabled?: boolean;
}

export class UpdateTenantDto extends TenantManagedFieldsDto {
  @IsOptional()
  @Transform(trim)
  @IsNotEmpty({ message: PEOPLE_MESSAGES.required(L.name) })
  @text(L.name)
  @max()
  name?: string;

  /** optimistic locking: the version the form was loaded at (a stale edit answers 409) */
  @IsOptional()
  @IsInt({ message: 'version must be a whole number' })
  version?: number;
}

export class CloseOutTenantDto {
  /** the day the tenant's access ends (YYYY-MM-DD); from that day on its users cannot sign in */
  @IsNotEmpty({ message: TENANT_MESSAGES.terminationRequired })
  @IsString({ message: `${L.terminationDate}: Invalid Date` })
  @Matches(DAY, { message: `${L.terminationDate}: Invalid Date` })
  terminationDate: string;
}

export class ConvertTenantDto {
  @IsNotEmpty({ message: PEOPLE_MESSAGES.required(L.tenantType) })
  @IsIn(['SAAS', 'MSS', 'DEFAULT'], { message: PEOPLE_MESSAGES.invalidChoice(L.tenantType) })
  tenantType: TenantType;

  /** the MSS provider managing the tenant after conversion; null or absent for an unmanaged tenant */
  @ValidateIf((_o, v) => v !== null && v !== undefined)
  @IsUUID('all', { message: `${L.managingTenantId} is not valid` })
  managingTenantId?: string | null;
}

/** A tenant as the API answers it. */
export class TenantDto implements TenantView {
  id: string;
  name: string;
  tenantType: TenantType;
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
  status: string;
  message: string;
}

/** One document-archive run of a tenant. */
export class ArchiveRunDto {
  id: string;
  /** QUEUED, RUNNING, RETRYING, SUCCEEDED, FAILED */
  status: string;
  progress: number;
  fileName: string | null;
  fileSize: number | null;
  error: string | null;
  createdAt: string;
  finishedAt: string | null;
}

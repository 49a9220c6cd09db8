import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { BaseRecord } from '../../core/database/entities';

/*
 * System master data (spec 03 §3 "Master data"): global reference tables, not tenant-owned, written only by
 * holders of MASTER_DATA. Property names follow the API's payload names where they differ from the columns.
 */

/** A country (id 236 = United States); new ones take the next integer id. */
@Entity('country')
export class Country {
  @PrimaryGeneratedColumn('increment')
  id: number;

  @Column({ type: 'text' })
  name: string;

  /** ISO 3166-1 alpha-2 */
  @Column({ type: 'char', length: 2 })
  iso2: string;

  /** ISO 3166-1 alpha-3 */
  @Column({ type: 'char', length: 3 })
  iso3: string;

  /** ISO 3166-1 numeric, 1 to 3 digits as entered (null for a country without one, e.g. Kosovo) */
  @Column({ type: 'text', nullable: true })
  numericCode: string | null;

  @Column({ type: 'boolean', default: false })
  dniThreatListIncluded: boolean;
}

/** A state, district or territory of a country. */
@Entity('state')
export class State {
  @PrimaryGeneratedColumn('increment')
  id: number;

  @Column({ type: 'integer' })
  countryId: number;

  @Column({ type: 'text' })
  code: string;

  @Column({ type: 'text' })
  name: string;
}

/** An onboarding checklist item of an MSS workflow type. */
@Entity('checklist')
export class Checklist extends BaseRecord {
  @Column({ type: 'text' })
  type: string;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'integer', default: 1 })
  sequenceNumber: number;

  @Column({ type: 'boolean', default: true })
  required: boolean;
}

/** A cognizant security authority office (a DCSA field office, NAESOC, …). */
@Entity('cognizant_security_authority')
export class CognizantSecurityAuthority extends BaseRecord {
  @Column({ type: 'text' })
  officeName: string;

  @Column({ type: 'text' })
  streetAddress1: string;

  @Column({ type: 'text', nullable: true })
  streetAddress2: string | null;

  @Column({ type: 'text' })
  city: string;

  @Column({ type: 'text', nullable: true })
  zipCode: string | null;

  @Column({ type: 'text', nullable: true })
  stateCode: string | null;

  @Column({ type: 'integer', default: 236 })
  countryId: number;

  @Column({ type: 'boolean', default: true })
  naesoc: boolean;

  @Column({ type: 'text', nullable: true })
  poc1ContactEmail: string | null;

  @Column({ type: 'text', nullable: true })
  poc2ContactEmail: string | null;

  @Column({ type: 'text', nullable: true })
  poc1PhoneNumber: string | null;

  @Column({ type: 'text', nullable: true })
  poc2PhoneNumber: string | null;
}

/** Another name a country is known by ("USA", "Great Britain"). */
@Entity('country_other_name')
export class CountryOtherName extends BaseRecord {
  @Column({ type: 'text' })
  otherName: string;

  @Column({ type: 'integer', default: 236 })
  countryId: number;
}

/** A document type of one kind of record. */
@Entity('doc_type')
export class DocType extends BaseRecord {
  @Column({ type: 'text', name: 'object_type' })
  objectTypeEnum: string;

  @Column({ type: 'text' })
  docTitle: string;

  @Column({ type: 'text', nullable: true })
  fileName: string | null;

  @Column({ type: 'date', nullable: true })
  endDate: string | null;

  @Column({ type: 'boolean', default: false })
  docLocked: boolean;

  @Column({ type: 'integer', default: 0 })
  sortOrder: number;
}

/** A document template type with its template file. */
@Entity('doc_template_type')
export class DocTemplateType extends BaseRecord {
  @Column({ type: 'text', name: 'object_type', default: 'FACILITY' })
  objectTypeEnum: string;

  @Column({ type: 'text', name: 'format_type', default: 'STANDARD' })
  formatTypeEnum: string;

  @Column({ type: 'text' })
  templateTypeName: string;

  @Column({ type: 'text', nullable: true })
  docName: string | null;

  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  /** storage key of the template file (never answered) */
  @Column({ type: 'text', nullable: true })
  fileKey: string | null;

  /** the uploaded file's name */
  @Column({ type: 'text', nullable: true })
  fileName: string | null;

  @Column({ type: 'text', nullable: true })
  fileContentType: string | null;

  @Column({ type: 'integer', nullable: true })
  fileSizeBytes: number | null;
}

/** A master point of contact (DCSA representative, ISSP, GCA, …). */
@Entity('master_poc')
export class MasterPoc extends BaseRecord {
  @Column({ type: 'text', name: 'poc_type', default: 'DCSA_REPRESENTATIVE' })
  pocTypeEnum: string;

  @Column({ type: 'text' })
  pocFullName: string;

  @Column({ type: 'text', nullable: true })
  title: string | null;

  @Column({ type: 'text', nullable: true })
  street1: string | null;

  @Column({ type: 'text', nullable: true })
  street2: string | null;

  @Column({ type: 'text', nullable: true })
  city: string | null;

  @Column({ type: 'text', nullable: true })
  zipCode: string | null;

  @Column({ type: 'text', nullable: true })
  state: string | null;

  @Column({ type: 'integer', default: 236 })
  countryId: number;

  @Column({ type: 'text', nullable: true })
  email: string | null;

  @Column({ type: 'text', nullable: true })
  phoneNumber: string | null;
}

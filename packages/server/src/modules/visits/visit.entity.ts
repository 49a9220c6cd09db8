import { Column, Entity } from 'typeorm';
import type { BasicClearanceLevel, PermCertificationDuration, VisitStatus, VisitSubmissionMethod } from '@clearline/shared';
import { Sensitive } from '../../core/audit/sensitive';
import { TenantRecord } from '../../core/database/entities';

/** An incoming visit: people of another organization visiting one of the tenant's facilities (spec 03 §3 "Visits"). */
@Entity('incoming_visit')
export class IncomingVisit extends TenantRecord {
  @Column({ type: 'text', default: 'DRAFT' })
  visitStatus: VisitStatus;

  /** when the status last changed */
  @Column({ type: 'timestamptz', default: () => 'now()' })
  statusDate: Date;

  /** the tenant's person the visitors meet */
  @Column({ type: 'uuid', nullable: true })
  meetingContactId: string | null;

  /** the visitors' facility when it is one of the tenant's (else facilityName) */
  @Column({ type: 'uuid', nullable: true })
  fromFacilityId: string | null;

  /** the tenant's facility visited */
  @Column({ type: 'uuid', nullable: true })
  toFacilityId: string | null;

  /** the visitors' organization or facility, by name */
  @Column({ type: 'text', nullable: true })
  facilityName: string | null;

  @Column({ type: 'date' })
  startDate: string;

  @Column({ type: 'date' })
  endDate: string;

  @Column({ type: 'boolean', default: false })
  isClassifiedVisit: boolean;

  /** the clearance the visit requires of each visitor */
  @Column({ type: 'text', default: 'NONE' })
  clearanceLevel: BasicClearanceLevel;

  @Column({ type: 'text', nullable: true })
  visitPurpose: string | null;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  specialAccesses: string[];

  @Column({ type: 'boolean', default: false })
  foreignVisitorsAttending: boolean;

  @Column({ type: 'boolean', default: false })
  foreignVisitor: boolean;

  /** requested by an employee from My Portal */
  @Column({ type: 'boolean', default: false })
  selfReported: boolean;

  @Column({ type: 'uuid', nullable: true })
  requestedById: string | null;

  @Column({ type: 'text', nullable: true })
  notesFromEmployee: string | null;

  @Column({ type: 'text', nullable: true })
  notesFromHelpDesk: string | null;
}

/** A visitor of an incoming visit; the SSN is AES-256-GCM ciphertext (as personnel SSNs) plus its last four digits. */
@Entity('incoming_visitor')
export class IncomingVisitor extends TenantRecord {
  @Column({ type: 'uuid' })
  incomingVisitId: string;

  @Column({ type: 'text' })
  visitorName: string;

  @Column({ type: 'integer', nullable: true })
  citizenshipCountryId: number | null;

  @Sensitive()
  @Column({ type: 'text', nullable: true })
  ssnEncrypted: string | null;

  @Sensitive()
  @Column({ type: 'text', nullable: true })
  ssnLastFour: string | null;

  @Column({ type: 'text', default: 'NONE' })
  clearanceLevel: BasicClearanceLevel;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  specialAccesses: string[];

  @Column({ type: 'text', nullable: true })
  company: string | null;
}

/** An outgoing visit: the tenant's people visiting another facility (spec 03 §3 "Visits"). */
@Entity('outgoing_visit')
export class OutgoingVisit extends TenantRecord {
  @Column({ type: 'date' })
  requestDate: string;

  @Column({ type: 'text', default: 'DRAFT' })
  visitStatus: VisitStatus;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  statusDate: Date;

  /** the tenant's facility the people come from */
  @Column({ type: 'uuid', nullable: true })
  fromFacilityId: string | null;

  /** the facility visited when it is one of the tenant's (else toFacilityName / toCageCode) */
  @Column({ type: 'uuid', nullable: true })
  toFacilityId: string | null;

  @Column({ type: 'text', nullable: true })
  toFacilityName: string | null;

  @Column({ type: 'text', nullable: true })
  toCageCode: string | null;

  /** a facility the visit request passes through */
  @Column({ type: 'uuid', nullable: true })
  passthroughFacilityId: string | null;

  /** the security management office code of the visited organization (DISS) */
  @Column({ type: 'text', nullable: true })
  smoCode: string | null;

  @Column({ type: 'boolean', default: false })
  isPermCertification: boolean;

  @Column({ type: 'text', nullable: true })
  permCertificationDuration: PermCertificationDuration | null;

  @Column({ type: 'text', nullable: true })
  submissionMethod: VisitSubmissionMethod | null;

  @Column({ type: 'boolean', default: false })
  selfReported: boolean;

  @Column({ type: 'uuid', nullable: true })
  requestedById: string | null;

  /** the tenant's person who processed the request */
  @Column({ type: 'uuid', nullable: true })
  processedById: string | null;

  @Column({ type: 'date' })
  startDate: string;

  @Column({ type: 'date' })
  endDate: string;

  @Column({ type: 'text', nullable: true })
  visitPurpose: string | null;

  @Column({ type: 'text', default: 'NONE' })
  clearanceLevel: BasicClearanceLevel;

  @Column({ type: 'uuid', nullable: true })
  contractId: string | null;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  specialAccesses: string[];

  @Column({ type: 'text', nullable: true })
  tpocFullName: string | null;

  @Column({ type: 'text', nullable: true })
  tpocEmail: string | null;

  @Column({ type: 'text', nullable: true })
  tpocPhone: string | null;

  @Column({ type: 'text', nullable: true })
  spocFullName: string | null;

  @Column({ type: 'text', nullable: true })
  spocEmail: string | null;

  @Column({ type: 'text', nullable: true })
  spocPhone: string | null;

  @Column({ type: 'text', nullable: true })
  meetingNotesEmployee: string | null;

  @Column({ type: 'text', nullable: true })
  meetingNotesHelpdesk: string | null;
}

/** One of the tenant's people going on an outgoing visit, with the clearance level they held when added. */
@Entity('outgoing_visit_personnel')
export class OutgoingVisitPersonnel extends TenantRecord {
  @Column({ type: 'uuid' })
  outgoingVisitId: string;

  @Column({ type: 'uuid' })
  personnelId: string;

  @Column({ type: 'text', default: 'NONE' })
  clearanceLevel: BasicClearanceLevel;

  @Column({ type: 'text', nullable: true })
  role: string | null;

  @Column({ type: 'text', nullable: true })
  notes: string | null;
}

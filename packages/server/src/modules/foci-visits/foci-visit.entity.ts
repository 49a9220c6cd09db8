import type { FociParticipantKind, VisitStatus } from '@clearline/shared';
import { Column, Entity } from 'typeorm';
import { TenantRecord } from '../../core/database/entities';

/** A foreign-ownership (FOCI) visit: representatives of a foreign owner or government meet the company (spec 03 §3). */
@Entity('foci_visit')
export class FociVisit extends TenantRecord {
  /** YYYY-MM-DD */
  @Column({ type: 'date' })
  startDate: string;

  /** YYYY-MM-DD, on or after startDate */
  @Column({ type: 'date' })
  endDate: string;

  @Column({ type: 'text', nullable: true })
  visitLocation: string | null;

  @Column({ type: 'text' })
  visitStatus: VisitStatus;

  /** when the status last changed */
  @Column({ type: 'timestamptz' })
  statusDate: Date;

  @Column({ type: 'text', nullable: true })
  visitPurpose: string | null;

  /** requested by the employee from My Portal */
  @Column({ type: 'boolean' })
  selfReported: boolean;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  /** a commercial (business) visit rather than a governance one (board meeting, GSC, proxy holders) */
  @Column({ type: 'boolean' })
  commercial: boolean;

  @Column({ type: 'uuid', nullable: true })
  visitFacilityId: string | null;

  @Column({ type: 'uuid', nullable: true })
  requestedById: string | null;

  /** YYYY-MM-DD */
  @Column({ type: 'date' })
  requestDate: string;

  /** the person (personnel id) who approved it */
  @Column({ type: 'uuid', nullable: true })
  approverId: string | null;
}

/** An attendee (a person of the tenant or a foreign national) or an affiliate (a foreign company or government body). */
@Entity('foci_visit_participant')
export class FociVisitParticipant extends TenantRecord {
  @Column({ type: 'uuid' })
  fociVisitId: string;

  @Column({ type: 'text' })
  participantKind: FociParticipantKind;

  /** an attendee who is a person of the tenant */
  @Column({ type: 'uuid', nullable: true })
  personnelId: string | null;

  /** the attendee's name, or the affiliate's (company or government body) */
  @Column({ type: 'text' })
  fullName: string;

  @Column({ type: 'text', nullable: true })
  organization: string | null;

  @Column({ type: 'text', nullable: true })
  position: string | null;

  /** an attendee's citizenship, an affiliate's country */
  @Column({ type: 'integer', nullable: true })
  citizenshipCountryId: number | null;

  @Column({ type: 'boolean' })
  foreignNational: boolean;

  @Column({ type: 'text', nullable: true })
  email: string | null;

  @Column({ type: 'text', nullable: true })
  phone: string | null;
}

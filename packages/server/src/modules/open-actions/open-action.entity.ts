import { Column, Entity } from 'typeorm';
import type { OpenActionState, OpenActionType } from '@clearline/shared';
import { TenantRecord } from '../../core/database/entities';

/** A task on a person or facility that someone has to complete or close. */
@Entity('open_action')
export class OpenAction extends TenantRecord {
  @Column({ type: 'uuid', nullable: true })
  personnelId: string | null;

  @Column({ type: 'uuid', nullable: true })
  facilityId: string | null;

  @Column({ type: 'text' })
  actionType: OpenActionType;

  @Column({ type: 'text' })
  title: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ type: 'text', default: 'OPEN' })
  state: OpenActionState;

  /** what raised the action (e.g. missing-doc:SF_312), so it is raised once */
  @Column({ type: 'text', nullable: true })
  sourceKey: string | null;

  @Column({ type: 'text', nullable: true })
  documentTitleId: string | null;

  @Column({ type: 'date', nullable: true })
  dueDate: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  completedAt: Date | null;

  /** username, or null when the system completed it (the document arrived) */
  @Column({ type: 'text', nullable: true })
  completedBy: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  closedAt: Date | null;

  @Column({ type: 'text', nullable: true })
  closedBy: string | null;

  @Column({ type: 'text', nullable: true })
  note: string | null;

  /** when a person waived it: closed it (state CLOSED) while the fact that raised it still held */
  @Column({ type: 'timestamptz', nullable: true })
  waivedAt: Date | null;

  /** username of who waived it */
  @Column({ type: 'text', nullable: true })
  waivedBy: string | null;

  /** why it was waived (required to waive) */
  @Column({ type: 'text', nullable: true })
  waiveReason: string | null;

  /** when the fact a person's waiver (or hand resolution) was about ended (the document arrived): a recurrence raises a new action */
  @Column({ type: 'timestamptz', nullable: true })
  lapsedAt: Date | null;
}

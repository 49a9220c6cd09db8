import { Injectable } from '@nestjs/common';
import {
  VISIT_KIND,
  OPEN_ACTION_MESSAGES as OA,
  VISIT_MESSAGES as M,
  VISIT_REQUEST_ACTION_PREFIX,
  VISIT_REQUEST_DECISIONS,
  VISIT_STATUS,
  type VisitKind,
  type VisitStatus,
} from '@clearline/shared';
import { TenantDb } from '../../core/database/tenant-db';
import type { DomainEvents } from '../../core/events/domain-events';
import { type OpenActionLedger, ProvidesOpenActions, RaisesOpenActions } from '../../core/events/open-action-reactions';
import { Personnel } from '../personnel';

/** The tables of the visits this module owns (FOCI visits raise their request's action in foci-visits). */
const TABLE: Readonly<Partial<Record<VisitKind, string>>> = { INCOMING: 'incoming_visit', OUTGOING: 'outgoing_visit' };

/** The source key of the open action of a visit request. */
export const visitRequestKey = (kind: VisitKind, visitId: string): string => `${VISIT_REQUEST_ACTION_PREFIX}${kind}:${visitId}`;

/**
 * The open action of an employee's visit request from My Portal: a SUBMITTED request raises "Visit request to
 * process" on the requester's record (the security office's open-actions list, due on the visit's first day);
 * the office's answer (approved, denied or cancelled) completes it; deleting the visit closes it. The action of every
 * visit request (FOCI visits too, whose module raises it under the same prefix) closes by itself.
 */
@Injectable()
@ProvidesOpenActions({ closesByItself: [{ sourceKey: new RegExp(`^${VISIT_REQUEST_ACTION_PREFIX}`), when: OA.whenVisitRequestDecided }] })
export class VisitOpenActions {
  constructor(private readonly db: TenantDb) {}

  @RaisesOpenActions('visit.changed')
  async onVisit({ kind, visitId }: DomainEvents['visit.changed'], actions: OpenActionLedger): Promise<void> {
    const table = TABLE[kind];
    if (!table) return;
    const [v] = await this.db
      .em()
      .query<Array<{ visit_status: VisitStatus; requested_by_id: string; start_date: string; end_date: string }>>(
        `SELECT v.visit_status, v.requested_by_id, to_char(v.start_date, 'YYYY-MM-DD') AS start_date,
              to_char(v.end_date, 'YYYY-MM-DD') AS end_date
         FROM ${table} v WHERE v.id = $1 AND v.self_reported AND v.requested_by_id IS NOT NULL`,
        [visitId],
      );
    if (!v) return;
    const requester = await this.db.repo(Personnel).findOneBy({ id: v.requested_by_id });
    if (!requester) return;
    if (v.visit_status === 'SUBMITTED') {
      await actions.raise({
        personnelId: v.requested_by_id,
        actionType: 'OTHER',
        title: M.requestActionTitle,
        description: M.requestActionDescription(VISIT_KIND[kind], `${requester.firstName} ${requester.lastName}`, v.start_date, v.end_date),
        sourceKey: visitRequestKey(kind, visitId),
        dueDate: v.start_date,
      });
    } else if (VISIT_REQUEST_DECISIONS.includes(v.visit_status)) {
      await actions.resolveSource(
        v.requested_by_id,
        visitRequestKey(kind, visitId),
        'COMPLETED',
        M.requestActionDone(VISIT_STATUS[v.visit_status]),
      );
    }
  }

  @RaisesOpenActions('visit.removed')
  async onVisitRemoved({ kind, visitId }: DomainEvents['visit.removed'], actions: OpenActionLedger): Promise<void> {
    const table = TABLE[kind];
    if (!table) return;
    const [v] = await this.db
      .em()
      .query<Array<{ requested_by_id: string }>>(`SELECT requested_by_id FROM ${table} WHERE id = $1 AND self_reported`, [visitId]);
    if (v?.requested_by_id)
      await actions.resolveSource(v.requested_by_id, visitRequestKey(kind, visitId), 'CLOSED', M.requestActionRemoved);
  }
}

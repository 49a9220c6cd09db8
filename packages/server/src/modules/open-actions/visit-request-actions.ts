import { Injectable } from '@nestjs/common';
import {
  VISIT_KIND,
  VISIT_MESSAGES as M,
  VISIT_REQUEST_ACTION_PREFIX,
  VISIT_REQUEST_DECISIONS,
  VISIT_STATUS,
  type VisitKind,
  type VisitStatus,
} from '@clearline/shared';
import { TenantDb } from '../../core/database/tenant-db';
import { OnDomainEvent } from '../../core/events/domain-events';
import { OpenActionsService } from './open-actions.service';

const TABLE: Readonly<Record<VisitKind, string>> = { INCOMING: 'incoming_visit', OUTGOING: 'outgoing_visit', FOCI: 'foci_visit' };

/** The source key of the open action of a visit request. */
export const visitRequestKey = (kind: VisitKind, visitId: string): string => `${VISIT_REQUEST_ACTION_PREFIX}${kind}:${visitId}`;

/**
 * The open action of an employee's visit request from My Portal: a SUBMITTED request raises "Visit request to
 * process" on the requester's record (the security office's open-actions list, due on the visit's first day);
 * the office's answer (approved, denied or cancelled) completes it; deleting the visit closes it.
 */
@Injectable()
export class VisitRequestActions {
  constructor(
    private readonly db: TenantDb,
    private readonly actions: OpenActionsService,
  ) {}

  @OnDomainEvent('visit.changed')
  async onVisit({ kind, visitId }: { kind: VisitKind; visitId: string }): Promise<void> {
    const [v] = await this.db
      .em()
      .query<Array<{ visit_status: VisitStatus; requested_by_id: string; start_date: string; end_date: string; name: string }>>(
        `SELECT v.visit_status, v.requested_by_id, to_char(v.start_date, 'YYYY-MM-DD') AS start_date,
              to_char(v.end_date, 'YYYY-MM-DD') AS end_date, p.first_name || ' ' || p.last_name AS name
         FROM ${TABLE[kind]} v JOIN personnel p ON p.tenant_id = v.tenant_id AND p.id = v.requested_by_id
        WHERE v.id = $1 AND v.self_reported`,
        [visitId],
      );
    if (!v) return;
    if (v.visit_status === 'SUBMITTED') {
      await this.actions.raise({
        personnelId: v.requested_by_id,
        actionType: 'OTHER',
        title: M.requestActionTitle,
        description: M.requestActionDescription(VISIT_KIND[kind], v.name, v.start_date, v.end_date),
        sourceKey: visitRequestKey(kind, visitId),
        dueDate: v.start_date,
      });
    } else if (VISIT_REQUEST_DECISIONS.includes(v.visit_status)) {
      await this.actions.resolveSource(
        v.requested_by_id,
        visitRequestKey(kind, visitId),
        'COMPLETED',
        M.requestActionDone(VISIT_STATUS[v.visit_status]),
      );
    }
  }

  @OnDomainEvent('visit.removed')
  async onRemoved({ kind, visitId }: { kind: VisitKind; visitId: string }): Promise<void> {
    const [v] = await this.db
      .em()
      .query<Array<{ requested_by_id: string }>>(`SELECT requested_by_id FROM ${TABLE[kind]} WHERE id = $1 AND self_reported`, [visitId]);
    if (v?.requested_by_id)
      await this.actions.resolveSource(v.requested_by_id, visitRequestKey(kind, visitId), 'CLOSED', M.requestActionRemoved);
  }
}

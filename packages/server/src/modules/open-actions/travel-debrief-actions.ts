import { Injectable } from '@nestjs/common';
import {
  DEBRIEF_FILED_STATUSES,
  FOREIGN_TRAVEL_DEBRIEF_DUE_STATUSES,
  FOREIGN_TRAVEL_MESSAGES as M,
  travelDebriefActionKey,
} from '@clearline/shared';
import { Like } from 'typeorm';
import { TenantDb } from '../../core/database/tenant-db';
import { OnDomainEvent } from '../../core/events/domain-events';
import { OpenAction } from './open-action.entity';
import { OpenActionsService } from './open-actions.service';

interface TravelRow {
  personnel_id: string | null;
  status: string;
  return_date: string | null;
  due: string | null;
  person: string | null;
  countries: string;
  debrief_date: string | null;
}

/**
 * The "Debrief foreign travel" open action of a traveller: raised when the travel is submitted, due on its
 * debrief due date (five business days after the return), under the debrief reminder's source key so the
 * daily reminder of the same travel and date adds no second action. A filed debrief completes it; a travel
 * withdrawn, closed, deleted or given another return date closes the action of the old date.
 */
@Injectable()
export class TravelDebriefActions {
  constructor(
    private readonly db: TenantDb,
    private readonly actions: OpenActionsService,
  ) {}

  @OnDomainEvent('incidents.foreign-travel.changed')
  async onTravel({ travelId, travelRemoved, debriefRemovedId }: { travelId: string; travelRemoved?: boolean; debriefRemovedId?: string }) {
    const [t] = await this.db.em().query<TravelRow[]>(
      `SELECT t.personnel_id, t.status, to_char(t.return_date, 'YYYY-MM-DD') AS return_date,
              to_char(t.debrief_due_date, 'YYYY-MM-DD') AS due, p.first_name || ' ' || p.last_name AS person,
              coalesce((SELECT string_agg(c.name, ', ' ORDER BY d.sequence, d.id) FROM foreign_travel_destination d
                          JOIN country c ON c.id = d.country_id WHERE d.tenant_id = t.tenant_id AND d.incident_id = t.id), '') AS countries,
              (SELECT to_char(min(b.incident_date), 'YYYY-MM-DD') FROM incident b
                WHERE b.tenant_id = t.tenant_id AND b.incident_type = 'FOREIGN_TRAVEL_DEBRIEF' AND b.travel_incident_id = t.id
                  AND b.status = ANY($2) AND ($3::uuid IS NULL OR b.id <> $3)) AS debrief_date
         FROM incident t LEFT JOIN personnel p ON p.tenant_id = t.tenant_id AND p.id = t.personnel_id
        WHERE t.id = $1 AND t.incident_type = 'FOREIGN_TRAVEL'`,
      [travelId, DEBRIEF_FILED_STATUSES, debriefRemovedId ?? null],
    );
    if (!t?.personnel_id) return;
    const filed = t.debrief_date !== null;
    const wanted =
      !travelRemoved && !filed && t.due && t.return_date && FOREIGN_TRAVEL_DEBRIEF_DUE_STATUSES.includes(t.status as never)
        ? travelDebriefActionKey(travelId, t.due)
        : null;

    const repo = this.db.repo(OpenAction);
    const open = await repo.findBy({
      personnelId: t.personnel_id,
      sourceKey: Like(`${travelDebriefActionKey(travelId, '')}%`),
      state: 'OPEN',
    });
    for (const a of open.filter((x) => x.sourceKey !== wanted)) {
      if (filed) await this.actions.settle(a, 'COMPLETED', M.actionCompletedNote(t.debrief_date!));
      else await this.actions.settle(a, 'CLOSED', M.actionClosedNote);
    }
    if (wanted && !open.some((x) => x.sourceKey === wanted)) {
      await this.actions.raise({
        personnelId: t.personnel_id,
        actionType: 'OTHER',
        title: M.actionTitle,
        description: M.actionDescription(t.person ?? '', t.countries || 'abroad', t.return_date!, t.due!),
        sourceKey: wanted,
        dueDate: t.due,
      });
    }
  }
}

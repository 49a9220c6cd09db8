import { Injectable } from '@nestjs/common';
import { incidentDeadlineAction, incidentDeadlineActionKey, type IncidentDeadlineKind, type IncidentType } from '@clearline/shared';
import { IsNull, Like } from 'typeorm';
import { TenantDb } from '../../core/database/tenant-db';
import { OnDomainEvent } from '../../core/events/domain-events';
import { OpenAction } from './open-action.entity';
import { OpenActionsService } from './open-actions.service';

interface IncidentDeadlines {
  incident_type: IncidentType;
  status: string;
  title: string | null;
  facility_id: string | null;
  initial_report_due_at: Date | null;
  initial_report_at: Date | null;
  final_report_due_at: Date | null;
  final_report_at: Date | null;
}

const DEADLINES: ReadonlyArray<{ kind: IncidentDeadlineKind; due: keyof IncidentDeadlines; filed: keyof IncidentDeadlines }> = [
  { kind: 'INITIAL_REPORT', due: 'initial_report_due_at', filed: 'initial_report_at' },
  { kind: 'FINAL_REPORT', due: 'final_report_due_at', filed: 'final_report_at' },
];

/** The source keys of one deadline of an incident, whatever its due day (see incidentDeadlineActionKey). */
const keyPrefix = (kind: IncidentDeadlineKind | '%', incidentId: string) => `reminder:INCIDENT_${kind}:${incidentId}:`;

/**
 * The reporting deadlines of incidents as open actions of the facility (no person: the security office
 * files the report, not the person the incident concerns). An open deadline raises one action due on its
 * day; filing the report completes it, closing or deleting the incident closes it, and a new due time
 * replaces it. The daily reminders e-mail the security office about the same deadlines (reminder-sources.ts).
 */
@Injectable()
export class IncidentActions {
  constructor(
    private readonly db: TenantDb,
    private readonly actions: OpenActionsService,
  ) {}

  @OnDomainEvent('incident.changed')
  async onIncident({ incidentId }: { incidentId: string }): Promise<void> {
    const [i] = await this.db.em().query<IncidentDeadlines[]>(
      `SELECT incident_type, status, title, facility_id, initial_report_due_at, initial_report_at, final_report_due_at, final_report_at
           FROM incident WHERE id = $1`,
      [incidentId],
    );
    if (!i) return;
    const repo = this.db.repo(OpenAction);
    for (const d of DEADLINES) {
      const due = i[d.due] as Date | null;
      const filed = i[d.filed] as Date | null;
      const day = due ? due.toISOString().slice(0, 10) : null;
      const wanted = due && !filed && i.status !== 'CLOSED' ? incidentDeadlineActionKey(d.kind, incidentId, day!) : null;
      const open = await repo.find({
        where: { personnelId: IsNull(), sourceKey: Like(`${keyPrefix(d.kind, incidentId)}%`), state: 'OPEN' },
      });
      for (const a of open) {
        if (a.sourceKey === wanted) {
          if (a.facilityId !== i.facility_id) await repo.save(Object.assign(a, { facilityId: i.facility_id }));
          continue;
        }
        if (filed) await this.actions.settle(a, 'COMPLETED', 'The report was filed.');
        else await this.actions.settle(a, 'CLOSED', i.status === 'CLOSED' ? 'The incident was closed.' : 'The due time changed.');
      }
      if (!wanted) continue;
      await this.actions.raise({
        personnelId: null,
        facilityId: i.facility_id,
        actionType: 'OTHER',
        ...incidentDeadlineAction(d.kind, i.incident_type, i.title, due!),
        sourceKey: wanted,
        dueDate: day,
      });
    }
  }

  @OnDomainEvent('incident.removed')
  async onRemoved({ incidentId }: { incidentId: string }): Promise<void> {
    const repo = this.db.repo(OpenAction);
    const open = await repo.find({ where: { personnelId: IsNull(), sourceKey: Like(`${keyPrefix('%', incidentId)}%`), state: 'OPEN' } });
    for (const a of open) await this.actions.settle(a, 'CLOSED', 'The incident was deleted.');
  }
}

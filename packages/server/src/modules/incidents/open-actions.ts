import { Injectable } from '@nestjs/common';
import {
  DEBRIEF_FILED_STATUSES,
  FOREIGN_TRAVEL_DEBRIEF_DUE_STATUSES,
  FOREIGN_TRAVEL_MESSAGES,
  incidentDeadlineAction,
  incidentDeadlineActionKey,
  type IncidentDeadlineKind,
  type IncidentType,
  OPEN_ACTION_MESSAGES as OA,
  travelDebriefActionKey,
} from '@clearline/shared';
import { TenantDb } from '../../core/database/tenant-db';
import type { DomainEvents } from '../../core/events/domain-events';
import { type OpenActionLedger, ProvidesOpenActions, RaisesOpenActions } from '../../core/events/open-action-reactions';
import { Personnel } from '../personnel';
import { travelCountriesSql } from './travel';

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

/** The source keys of one deadline of an incident start with this, whatever its due day (see incidentDeadlineActionKey). */
const keyPrefix = (kind: IncidentDeadlineKind, incidentId: string) => `reminder:INCIDENT_${kind}:${incidentId}:`;

interface TravelRow {
  personnel_id: string | null;
  status: string;
  return_date: string | null;
  due: string | null;
  countries: string;
  debrief_date: string | null;
}

/**
 * The open actions of incidents:
 * - the reporting deadlines of an incident are actions of the facility (no person: the security office files the
 *   report, not the person the incident concerns). An open deadline raises one action due on its day; filing the
 *   report completes it, closing or deleting the incident closes it, and a new due time replaces it. The daily
 *   reminders e-mail the security office about the same deadlines (reminder-sources.ts);
 * - the "Debrief foreign travel" action of a traveller: raised when the travel is submitted, due on its debrief due
 *   date (five business days after the return), under the debrief reminder's source key so the daily reminder of the
 *   same travel and date adds no second action. A filed debrief completes it; a travel withdrawn, closed, deleted or
 *   given another return date closes the action of the old date.
 * Both close by themselves: a person waives them, never completes or closes them by hand.
 */
@Injectable()
@ProvidesOpenActions({
  closesByItself: [
    { sourceKey: /^reminder:INCIDENT_(INITIAL|FINAL)_REPORT:/, when: OA.whenReportFiled },
    { sourceKey: /^reminder:FOREIGN_TRAVEL_DEBRIEF:/, when: OA.whenDebriefFiled },
  ],
})
export class IncidentOpenActions {
  constructor(private readonly db: TenantDb) {}

  @RaisesOpenActions('incident.changed')
  async onIncident({ incidentId }: { incidentId: string }, actions: OpenActionLedger): Promise<void> {
    const [i] = await this.db.em().query<IncidentDeadlines[]>(
      `SELECT incident_type, status, title, facility_id, initial_report_due_at, initial_report_at, final_report_due_at, final_report_at
           FROM incident WHERE id = $1`,
      [incidentId],
    );
    if (!i) return;
    for (const d of DEADLINES) {
      const due = i[d.due] as Date | null;
      const filed = i[d.filed] as Date | null;
      const day = due ? due.toISOString().slice(0, 10) : null;
      const wanted = due && !filed && i.status !== 'CLOSED' ? incidentDeadlineActionKey(d.kind, incidentId, day!) : null;
      for (const a of await actions.open(null, { prefix: keyPrefix(d.kind, incidentId) })) {
        if (a.sourceKey === wanted) {
          if (a.facilityId !== i.facility_id) await actions.update(a, { facilityId: i.facility_id });
          continue;
        }
        if (filed) await actions.settle(a, 'COMPLETED', 'The report was filed.');
        else await actions.settle(a, 'CLOSED', i.status === 'CLOSED' ? 'The incident was closed.' : 'The due time changed.');
      }
      if (!wanted) continue;
      await actions.raise({
        personnelId: null,
        facilityId: i.facility_id,
        actionType: 'OTHER',
        ...incidentDeadlineAction(d.kind, i.incident_type, i.title, due!),
        sourceKey: wanted,
        dueDate: day,
      });
    }
  }

  @RaisesOpenActions('incident.removed')
  async onIncidentRemoved({ incidentId }: { incidentId: string }, actions: OpenActionLedger): Promise<void> {
    for (const { kind } of DEADLINES) {
      for (const a of await actions.open(null, { prefix: keyPrefix(kind, incidentId) })) {
        await actions.settle(a, 'CLOSED', 'The incident was deleted.');
      }
    }
  }

  @RaisesOpenActions('incidents.foreign-travel.changed')
  async onTravel(
    { travelId, travelRemoved, debriefRemovedId }: DomainEvents['incidents.foreign-travel.changed'],
    actions: OpenActionLedger,
  ): Promise<void> {
    const [t] = await this.db.em().query<TravelRow[]>(
      `SELECT t.personnel_id, t.status, to_char(t.return_date, 'YYYY-MM-DD') AS return_date,
              to_char(t.debrief_due_date, 'YYYY-MM-DD') AS due, ${travelCountriesSql('t')} AS countries,
              (SELECT to_char(min(b.incident_date), 'YYYY-MM-DD') FROM incident b
                WHERE b.tenant_id = t.tenant_id AND b.incident_type = 'FOREIGN_TRAVEL_DEBRIEF' AND b.travel_incident_id = t.id
                  AND b.status = ANY($2) AND ($3::uuid IS NULL OR b.id <> $3)) AS debrief_date
         FROM incident t
        WHERE t.id = $1 AND t.incident_type = 'FOREIGN_TRAVEL'`,
      [travelId, DEBRIEF_FILED_STATUSES, debriefRemovedId ?? null],
    );
    if (!t?.personnel_id) return;
    const filed = t.debrief_date !== null;
    const wanted =
      !travelRemoved && !filed && t.due && t.return_date && FOREIGN_TRAVEL_DEBRIEF_DUE_STATUSES.includes(t.status as never)
        ? travelDebriefActionKey(travelId, t.due)
        : null;

    const open = await actions.open(t.personnel_id, { prefix: travelDebriefActionKey(travelId, '') });
    for (const a of open.filter((x) => x.sourceKey !== wanted)) {
      if (filed) await actions.settle(a, 'COMPLETED', FOREIGN_TRAVEL_MESSAGES.actionCompletedNote(t.debrief_date!));
      else await actions.settle(a, 'CLOSED', FOREIGN_TRAVEL_MESSAGES.actionClosedNote);
    }
    if (wanted && !open.some((x) => x.sourceKey === wanted)) {
      const person = await this.db.repo(Personnel).findOneBy({ id: t.personnel_id });
      await actions.raise({
        personnelId: t.personnel_id,
        actionType: 'OTHER',
        title: FOREIGN_TRAVEL_MESSAGES.actionTitle,
        description: FOREIGN_TRAVEL_MESSAGES.actionDescription(
          person ? `${person.firstName} ${person.lastName}` : '',
          t.countries || 'abroad',
          t.return_date!,
          t.due!,
        ),
        sourceKey: wanted,
        dueDate: t.due,
      });
    }
  }
}

import { BadRequestException, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  INCIDENT_DEADLINES,
  INCIDENT_MESSAGES as M,
  INCIDENT_QUESTIONS,
  INCIDENT_TYPE,
  INSIDER_THREAT_CATEGORY,
  PEOPLE_MESSAGES,
  PERSONAL_REPORT_CATEGORY,
  type IncidentType,
} from '@clearline/shared';
import type { EntityManager } from 'typeorm';
import {
  AdverseActionDetailsDto,
  ForeignContactDetailsDto,
  InsiderThreatDetailsDto,
  NetworkIntrusionDetailsDto,
  OtherIncidentDetailsDto,
  PersonalReportDetailsDto,
  SecurityViolationDetailsDto,
  SuspiciousContactDetailsDto,
} from './incident-details.dto';
import type { Incident } from './incident.entity';
import { type IncidentTypeHandler, IncidentTypeRegistry } from './incident-type-handler';

const HOUR = 3_600_000;

/**
 * Refuses a day after the tenant's `today`, or a date and time (ISO text or a Date) more than a minute ahead of now
 * (the clock of the reporter's device may be a little ahead): a report is about what already happened.
 */
export function notInFuture(value: string | Date | null | undefined, label: string, today: string): void {
  if (!value) return;
  const future =
    value instanceof Date
      ? value.getTime() > Date.now() + 60_000
      : value.length > 10
        ? Date.parse(value) > Date.now() + 60_000
        : value > today;
  if (future) throw new BadRequestException(M.dateInFuture(label));
}

/** Refuses a later day before an earlier one. */
function inOrder(earlier: string | null | undefined, later: string | null | undefined, earlierLabel: string, laterLabel: string): void {
  if (earlier && later && later < earlier) throw new BadRequestException(M.dateOrder(laterLabel, earlierLabel));
}

/** A category of the type's list is required; `null` map: the type has no category. */
function checkCategory(incident: Incident, categories: Readonly<Record<string, string>> | null): void {
  const label = INCIDENT_TYPE[incident.incidentType];
  if (!categories) {
    if (incident.category) throw new BadRequestException(M.categoryNotUsed(label));
    return;
  }
  if (!incident.category) throw new BadRequestException(M.categoryRequired);
  if (!(incident.category in categories)) throw new BadRequestException(PEOPLE_MESSAGES.oneOf('Category', Object.keys(categories)));
}

/** Whether a reference-data country exists. */
async function countryExists(em: EntityManager, id: number): Promise<boolean> {
  return (await em.query(`SELECT 1 FROM country WHERE id = $1`, [id])).length > 0;
}

async function checkCountry(em: EntityManager, id: number | null | undefined, label: string): Promise<void> {
  if (id && !(await countryExists(em, id))) throw new BadRequestException(PEOPLE_MESSAGES.notValid(label));
}

/** The facility of a report with deadlines: given, else the person's facility; 400 when there is none. */
async function deadlineFacility(em: EntityManager, incident: Incident): Promise<void> {
  if (!incident.facilityId && incident.personnelId) {
    const [row] = await em.query<Array<{ facility_id: string }>>(
      `SELECT facility_id FROM personnel_facility WHERE personnel_id = $1 ORDER BY created_at, facility_id LIMIT 1`,
      [incident.personnelId],
    );
    incident.facilityId = row?.facility_id ?? null;
  }
  if (!incident.facilityId) throw new BadRequestException(M.facilityRequired(INCIDENT_TYPE[incident.incidentType]));
}

const questions = (type: IncidentType) => INCIDENT_QUESTIONS[type] ?? [];

/** A handler built from its parts (types whose rules are checks of their own fields). */
function handler<D extends object>(
  type: IncidentType,
  detailsDto: new () => D,
  validate?: (em: EntityManager, details: D, incident: Incident, today: string) => Promise<void>,
): IncidentTypeHandler<D> {
  return { type, detailsDto, questions: questions(type), validate };
}

/**
 * The handlers of the incident types other than foreign travel, its debrief and encrypted messages. Each
 * checks its `details` beyond the DTO (dates, countries, category) and, for the types the government sets
 * deadlines on, derives them (INCIDENT_DEADLINES): they become open actions of the facility with reminders.
 */
export const CORE_INCIDENT_HANDLERS: ReadonlyArray<IncidentTypeHandler<object>> = [
  handler('FOREIGN_CONTACT', ForeignContactDetailsDto, async (em, d, i, today) => {
    checkCategory(i, null);
    notInFuture(d.firstContactDate, 'First Contact Date', today);
    notInFuture(d.lastContactDate, 'Last Contact Date', today);
    inOrder(d.firstContactDate, d.lastContactDate, 'First Contact Date', 'Last Contact Date');
    await checkCountry(em, d.citizenshipCountryId, 'Citizenship Country');
  }),
  handler('INSIDER_THREAT', InsiderThreatDetailsDto, async (_em, d, i, today) => {
    checkCategory(i, INSIDER_THREAT_CATEGORY);
    notInFuture(d.observedDate, 'Date Observed', today);
  }),
  handler('NETWORK_INTRUSION_CYBER_BREACH', NetworkIntrusionDetailsDto, async (em, d, i, today) => {
    checkCategory(i, null);
    notInFuture(d.discoveredAt, 'Discovered At', today);
    await deadlineFacility(em, i);
    i.initialReportDueAt = new Date(Date.parse(d.discoveredAt) + INCIDENT_DEADLINES.CYBER_REPORT_HOURS * HOUR);
    i.finalReportDueAt = null;
  }),
  handler('SECURITY_VIOLATION', SecurityViolationDetailsDto, async (em, d, i, today) => {
    checkCategory(i, null);
    notInFuture(d.discoveredAt, 'Discovered At', today);
    await deadlineFacility(em, i);
    const found = Date.parse(d.discoveredAt);
    i.initialReportDueAt = new Date(found + INCIDENT_DEADLINES.VIOLATION_INITIAL_REPORT_HOURS * HOUR);
    i.finalReportDueAt = new Date(found + INCIDENT_DEADLINES.VIOLATION_FINAL_REPORT_DAYS * 24 * HOUR);
  }),
  handler('SUSPICIOUS_CONTACT', SuspiciousContactDetailsDto, async (em, d, i, today) => {
    checkCategory(i, null);
    notInFuture(d.contactDate, 'Contact Date', today);
    await checkCountry(em, d.countryId, 'Country');
  }),
  handler('PERSONAL_REPORT', PersonalReportDetailsDto, async (_em, d, i, today) => {
    checkCategory(i, PERSONAL_REPORT_CATEGORY);
    notInFuture(d.eventDate, 'Event Date', today);
  }),
  handler('ADVERSE_ACTION', AdverseActionDetailsDto, async (_em, d, i, today) => {
    checkCategory(i, null);
    notInFuture(d.learnedDate, 'Date Learned', today);
  }),
  handler('OTHER', OtherIncidentDetailsDto, async (_em, _d, i) => checkCategory(i, null)),
].map((h) => h as IncidentTypeHandler<object>);

/** Registers the handlers above when the module starts. */
@Injectable()
export class CoreIncidentHandlers implements OnModuleInit {
  constructor(private readonly registry: IncidentTypeRegistry) {}

  onModuleInit(): void {
    for (const h of CORE_INCIDENT_HANDLERS) this.registry.register(h);
  }
}

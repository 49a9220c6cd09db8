import { ForbiddenException, Injectable } from '@nestjs/common';
import { API_MESSAGES, hasPermission, INCIDENT_STATUS, type PermissionType } from '@clearline/shared';
import type { EntityManager } from 'typeorm';
import { RequestContext } from '../../../core/context/request-context';
import { isUuid, recordNotFound, TenantDb } from '../../../core/database/tenant-db';
import { Page } from '../../../core/http/list-query';
import { defineList, type ListDefinition, listSql, parseList } from '../../../core/http/list';
import { debriefDueSql, debriefOverdueSql, travelCountriesSql } from './debrief-sql';
import type {
  ForeignTravelDebriefView,
  ForeignTravelDestinationView,
  ForeignTravelDetailView,
  ForeignTravelEmergencyContactView,
  ForeignTravelView,
} from './foreign-travel.dto';
import { linkedPersonnelId } from '../../personnel';
import { SettingsService } from '../../settings';

const STATUSES = Object.keys(INCIDENT_STATUS);
const PERSON_NAME = `(p.last_name || ', ' || p.first_name)`;
const DAY = (c: string) => `to_char(${c}, 'YYYY-MM-DD')`;

/** GET /incidents/foreign-travels (and /personnel/{id}): travels, newest departure first */
export const FOREIGN_TRAVEL_LIST = defineList({
  resource: 'foreign-travels',
  sortable: {
    departureDate: 'i.departure_date',
    returnDate: 'i.return_date',
    debriefDueDate: 'i.debrief_due_date',
    status: 'i.status',
    reportedDate: 'i.reported_date',
    personnelName: `lower(${PERSON_NAME})`,
    createdAt: 'i.created_at',
  },
  defaultSort: { field: 'departureDate', direction: 'DESC' },
  id: 'i.id',
  nullsLast: true,
  quickFilter: ['p.last_name', 'p.first_name', 'i.title', `i.details->>'purpose'`],
  filters: {
    personnelId: { type: 'uuid', column: 'i.personnel_id' },
    facilityId: { type: 'uuid', column: 'i.facility_id' },
    status: { type: 'enum', column: 'i.status', values: STATUSES },
    countryId: {
      type: 'number',
      condition: (p) =>
        `EXISTS (SELECT 1 FROM foreign_travel_destination d WHERE d.tenant_id = i.tenant_id AND d.incident_id = i.id AND d.country_id = ${p})`,
      description: 'travels with a destination in this country',
    },
    travelFrom: {
      type: 'date',
      condition: (p) => `i.return_date >= ${p}::date`,
      description: 'travels not over before this day (with travelTo: travels overlapping the range)',
    },
    travelTo: { type: 'date', condition: (p) => `i.departure_date <= ${p}::date`, description: 'travels begun by this day' },
    debriefDue: {
      type: 'boolean',
      condition: (p) => `${debriefDueSql('i', 'td.today')} = ${p}`,
      description: 'true: back, submitted, not debriefed yet',
    },
    debriefOverdue: {
      type: 'boolean',
      condition: (p) => `${debriefOverdueSql('i', 'td.today')} = ${p}`,
      description: 'true: the debrief due date has passed without a filed debrief',
    },
  },
});

/** GET /incidents/foreign-travel-destinations (and /personnel/{id}) */
export const FOREIGN_TRAVEL_DESTINATION_LIST = defineList({
  resource: 'foreign-travel-destinations',
  sortable: { arrivalDate: 'd.arrival_date', departureDate: 'd.departure_date', countryName: 'lower(c.name)', sequence: 'd.sequence' },
  defaultSort: { field: 'arrivalDate', direction: 'DESC' },
  id: 'd.id',
  quickFilter: ['c.name', 'd.cities', 'p.last_name', 'p.first_name'],
  filters: {
    incidentId: { type: 'uuid', column: 'd.incident_id', description: 'the destinations of one travel' },
    personnelId: { type: 'uuid', column: 'i.personnel_id' },
    countryId: { type: 'number', column: 'd.country_id' },
    arrivalDate: { type: 'dateRange', column: 'd.arrival_date' },
    travelStatus: { type: 'enum', column: 'i.status', values: STATUSES },
  },
});

/** GET /incidents/foreign-travel-emergency-contacts */
export const FOREIGN_TRAVEL_CONTACT_LIST = defineList({
  resource: 'foreign-travel-emergency-contacts',
  sortable: { fullName: 'lower(e.full_name)', createdAt: 'e.created_at' },
  defaultSort: { field: 'fullName', direction: 'ASC' },
  id: 'e.id',
  quickFilter: ['e.full_name', 'e.relationship'],
  filters: {
    incidentId: { type: 'uuid', column: 'e.incident_id', description: 'the contacts of one travel' },
    personnelId: { type: 'uuid', column: 'i.personnel_id' },
  },
});

/** GET /incidents/foreign-travel-debriefs */
export const FOREIGN_TRAVEL_DEBRIEF_LIST = defineList({
  resource: 'foreign-travel-debriefs',
  sortable: {
    debriefDate: 'i.incident_date',
    status: 'i.status',
    personnelName: `lower(${PERSON_NAME})`,
    reportedDate: 'i.reported_date',
    createdAt: 'i.created_at',
  },
  defaultSort: { field: 'debriefDate', direction: 'DESC' },
  id: 'i.id',
  nullsLast: true,
  quickFilter: ['p.last_name', 'p.first_name'],
  filters: {
    personnelId: { type: 'uuid', column: 'i.personnel_id' },
    facilityId: { type: 'uuid', column: 'i.facility_id' },
    status: { type: 'enum', column: 'i.status', values: STATUSES },
    foreignTravelId: { type: 'uuid', column: 'i.travel_incident_id' },
    debriefDate: { type: 'dateRange', column: 'i.incident_date' },
  },
});

const PEOPLE_JOINS = `LEFT JOIN personnel p ON p.tenant_id = i.tenant_id AND p.id = i.personnel_id
  LEFT JOIN facility f ON f.tenant_id = i.tenant_id AND f.id = i.facility_id`;

/** The travels, with `td.today`: the tenant's today, bound as the first parameter of every read of them. */
const TRAVEL_FROM = `FROM incident i ${PEOPLE_JOINS}
  CROSS JOIN (SELECT $1::date AS today) td
  LEFT JOIN LATERAL (SELECT x.id, x.status FROM incident x
                      WHERE x.tenant_id = i.tenant_id AND x.incident_type = 'FOREIGN_TRAVEL_DEBRIEF' AND x.travel_incident_id = i.id
                      ORDER BY x.created_at LIMIT 1) db ON true`;

const TRAVEL_COLUMNS = `i.id, i.version, i.status, i.personnel_id AS "personnelId", ${PERSON_NAME} AS "personnelName",
  i.facility_id AS "facilityId", f.facility_name AS "facilityName",
  ${DAY('i.departure_date')} AS "departureDate", ${DAY('i.return_date')} AS "returnDate", ${DAY('i.debrief_due_date')} AS "debriefDueDate",
  i.details->>'travelType' AS "travelType", i.details->>'purpose' AS purpose, ${travelCountriesSql('i')} AS countries,
  coalesce(i.details->>'preTravelBriefAcknowledged' = 'true', false) AS "preTravelBriefAcknowledged",
  i.self_reported AS "selfReported", ${DAY('i.reported_date')} AS "reportedDate",
  db.id AS "debriefId", db.status AS "debriefStatus",
  ${debriefDueSql('i', 'td.today')} AS "debriefDue", ${debriefOverdueSql('i', 'td.today')} AS "debriefOverdue",
  i.created_at AS "createdAt"`;

const TRAVEL_DETAIL_COLUMNS = `${TRAVEL_COLUMNS}, i.title, i.description, i.details->>'carrierItinerary' AS "carrierItinerary",
  i.details->>'preTravelBriefDate' AS "preTravelBriefDate", i.submitted_at AS "submittedAt"`;

const DESTINATION_FROM = `FROM foreign_travel_destination d
  JOIN incident i ON i.tenant_id = d.tenant_id AND i.id = d.incident_id
  JOIN country c ON c.id = d.country_id
  LEFT JOIN personnel p ON p.tenant_id = i.tenant_id AND p.id = i.personnel_id`;

const DESTINATION_COLUMNS = `d.id, d.incident_id AS "incidentId", d.sequence, d.country_id AS "countryId", c.name AS "countryName", d.cities,
  ${DAY('d.arrival_date')} AS "arrivalDate", ${DAY('d.departure_date')} AS "departureDate", d.purpose, d.lodging,
  i.personnel_id AS "personnelId", ${PERSON_NAME} AS "personnelName", i.status AS "travelStatus"`;

const CONTACT_FROM = `FROM foreign_travel_emergency_contact e
  JOIN incident i ON i.tenant_id = e.tenant_id AND i.id = e.incident_id
  LEFT JOIN country c ON c.id = e.country_id
  LEFT JOIN personnel p ON p.tenant_id = i.tenant_id AND p.id = i.personnel_id`;

const CONTACT_COLUMNS = `e.id, e.incident_id AS "incidentId", e.full_name AS "fullName", e.relationship, e.phone, e.email,
  e.country_id AS "countryId", c.name AS "countryName", i.personnel_id AS "personnelId", ${PERSON_NAME} AS "personnelName"`;

const DEBRIEF_FROM = `FROM incident i ${PEOPLE_JOINS}
  LEFT JOIN incident t ON t.tenant_id = i.tenant_id AND t.id = i.travel_incident_id`;

const DEBRIEF_COLUMNS = `i.id, i.version, i.status, i.personnel_id AS "personnelId", ${PERSON_NAME} AS "personnelName",
  i.facility_id AS "facilityId", f.facility_name AS "facilityName", i.travel_incident_id AS "foreignTravelId",
  ${DAY('t.departure_date')} AS "travelDepartureDate", ${DAY('t.return_date')} AS "travelReturnDate",
  ${DAY('t.debrief_due_date')} AS "travelDebriefDueDate", CASE WHEN t.id IS NULL THEN '' ELSE ${travelCountriesSql('t')} END AS countries,
  ${DAY('i.incident_date')} AS "debriefDate", i.details, i.self_reported AS "selfReported", ${DAY('i.reported_date')} AS "reportedDate",
  i.created_at AS "createdAt"`;

const DEBRIEF_YES_KEYS = [
  'contactWithForeignNationals',
  'attemptsToObtainInformation',
  'unusualIncidents',
  'lostOrStolenItems',
  'devicesOutOfControl',
  'itineraryChanged',
];

type Row = Record<string, unknown>;

/**
 * One page of a raw-SQL list: `from` (FROM and joins), `columns`, the caller's own condition `where` with its
 * `params` first (the list's filters are numbered after them), the total and the page in the list's order.
 */
export async function sqlPage<V>(
  em: EntityManager,
  def: ListDefinition,
  query: Record<string, unknown>,
  sql: { from: string; columns: string; where: string; params: unknown[] },
  toView: (r: Row) => V,
): Promise<Page<V>> {
  const q = parseList(def, query);
  const list = listSql(def, q, sql.params);
  const where = [sql.where, list.where].filter(Boolean).join(' AND ');
  const [{ total }] = await em.query<Array<{ total: number }>>(`SELECT count(*)::int AS total ${sql.from} WHERE ${where}`, list.params);
  const rows = await em.query<Row[]>(
    `SELECT ${sql.columns} ${sql.from} WHERE ${where} ORDER BY ${list.orderBy} ${list.page}`,
    list.pageParams,
  );
  return new Page(rows.map(toView), total, q.offset, def.resource);
}
const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : (v as string | null));

function travelView(r: Row): ForeignTravelView {
  return { ...(r as unknown as ForeignTravelView), createdAt: iso(r.createdAt)! };
}

function debriefView(r: Row): ForeignTravelDebriefView {
  const details = (r.details ?? {}) as Record<string, unknown>;
  return {
    ...(r as unknown as ForeignTravelDebriefView),
    anyReportable: DEBRIEF_YES_KEYS.some((k) => details[k] === true),
    createdAt: iso(r.createdAt)!,
  };
}

/**
 * Reads of foreign travel, its destinations, emergency contacts and debriefs (spec 03 §7 per-type lists).
 * The security office (REPORTS_INCIDENTS VIEW) reads every record; the personnel screens (PERSONNEL VIEW)
 * the lists of one person; an employee (SELF_SERVICE) only their own.
 */
@Injectable()
export class ForeignTravelReader {
  constructor(
    private readonly db: TenantDb,
    private readonly settings: SettingsService,
  ) {}

  private page<V>(
    def: ListDefinition,
    query: Record<string, unknown>,
    from: string,
    columns: string,
    scope: { where: string; params: unknown[] },
    toView: (r: Row) => V,
  ): Promise<Page<V>> {
    return sqlPage(this.db.em(), def, query, { from, columns, ...scope }, toView);
  }

  // ---------------------------------------------------------------- travels

  async listTravels(query: Record<string, unknown>): Promise<Page<ForeignTravelView>> {
    return this.page(
      FOREIGN_TRAVEL_LIST,
      query,
      TRAVEL_FROM,
      TRAVEL_COLUMNS,
      { where: `i.incident_type = 'FOREIGN_TRAVEL'`, params: [await this.settings.tenantToday()] },
      travelView,
    );
  }

  async travelsOfPerson(personnelId: string, query: Record<string, unknown>): Promise<Page<ForeignTravelView>> {
    parseList(FOREIGN_TRAVEL_LIST, query); // a bad query is refused before the person is looked up
    await this.checkPerson(personnelId);
    return this.page(
      FOREIGN_TRAVEL_LIST,
      query,
      TRAVEL_FROM,
      TRAVEL_COLUMNS,
      { where: `i.incident_type = 'FOREIGN_TRAVEL' AND i.personnel_id = $2`, params: [await this.settings.tenantToday(), personnelId] },
      travelView,
    );
  }

  /** One travel with its destinations and contacts; a caller without REPORTS_INCIDENTS VIEW sees only their own. */
  async travel(id: string): Promise<ForeignTravelDetailView> {
    const found = await this.detail(id);
    await this.checkOwn(found.personnelId, 'Foreign travel', id);
    return found;
  }

  /** The travel's detail, in the tenant (404 when it is not a travel of the tenant). */
  async detail(id: string): Promise<ForeignTravelDetailView> {
    if (!isUuid(id)) throw recordNotFound('Foreign travel', id);
    const em = this.db.em();
    const [row] = await em.query<Row[]>(
      `SELECT ${TRAVEL_DETAIL_COLUMNS} ${TRAVEL_FROM} WHERE i.id = $2 AND i.incident_type = 'FOREIGN_TRAVEL'`,
      [await this.settings.tenantToday(), id],
    );
    if (!row) throw recordNotFound('Foreign travel', id);
    const destinations = await em.query<ForeignTravelDestinationView[]>(
      `SELECT ${DESTINATION_COLUMNS} ${DESTINATION_FROM} WHERE d.incident_id = $1 ORDER BY d.sequence, d.id`,
      [id],
    );
    const emergencyContacts = await em.query<ForeignTravelEmergencyContactView[]>(
      `SELECT ${CONTACT_COLUMNS} ${CONTACT_FROM} WHERE e.incident_id = $1 ORDER BY e.created_at, e.id`,
      [id],
    );
    return {
      ...travelView(row),
      title: row.title as string | null,
      description: row.description as string | null,
      carrierItinerary: row.carrierItinerary as string | null,
      preTravelBriefDate: row.preTravelBriefDate as string | null,
      submittedAt: iso(row.submittedAt),
      destinations,
      emergencyContacts,
    };
  }

  // ---------------------------------------------------------------- destinations

  listDestinations(query: Record<string, unknown>): Promise<Page<ForeignTravelDestinationView>> {
    return this.page(
      FOREIGN_TRAVEL_DESTINATION_LIST,
      query,
      DESTINATION_FROM,
      DESTINATION_COLUMNS,
      { where: 'true', params: [] },
      (r) => r as never,
    );
  }

  async destinationsOfPerson(personnelId: string, query: Record<string, unknown>): Promise<Page<ForeignTravelDestinationView>> {
    parseList(FOREIGN_TRAVEL_DESTINATION_LIST, query); // a bad query is refused before the person is looked up
    await this.checkPerson(personnelId);
    return this.page(
      FOREIGN_TRAVEL_DESTINATION_LIST,
      query,
      DESTINATION_FROM,
      DESTINATION_COLUMNS,
      { where: 'i.personnel_id = $1', params: [personnelId] },
      (r) => r as never,
    );
  }

  async destination(id: string): Promise<ForeignTravelDestinationView> {
    return this.one<ForeignTravelDestinationView>(
      `SELECT ${DESTINATION_COLUMNS} ${DESTINATION_FROM} WHERE d.id = $1`,
      id,
      'Foreign travel destination',
    );
  }

  // ---------------------------------------------------------------- emergency contacts

  listContacts(query: Record<string, unknown>): Promise<Page<ForeignTravelEmergencyContactView>> {
    return this.page(FOREIGN_TRAVEL_CONTACT_LIST, query, CONTACT_FROM, CONTACT_COLUMNS, { where: 'true', params: [] }, (r) => r as never);
  }

  async contact(id: string): Promise<ForeignTravelEmergencyContactView> {
    return this.one<ForeignTravelEmergencyContactView>(
      `SELECT ${CONTACT_COLUMNS} ${CONTACT_FROM} WHERE e.id = $1`,
      id,
      'Foreign travel emergency contact',
    );
  }

  // ---------------------------------------------------------------- debriefs

  listDebriefs(query: Record<string, unknown>): Promise<Page<ForeignTravelDebriefView>> {
    return this.page(
      FOREIGN_TRAVEL_DEBRIEF_LIST,
      query,
      DEBRIEF_FROM,
      DEBRIEF_COLUMNS,
      { where: `i.incident_type = 'FOREIGN_TRAVEL_DEBRIEF'`, params: [] },
      debriefView,
    );
  }

  /** One debrief; a caller without REPORTS_INCIDENTS VIEW sees only their own. */
  async debrief(id: string): Promise<ForeignTravelDebriefView> {
    const found = debriefView(
      await this.one<Row>(
        `SELECT ${DEBRIEF_COLUMNS} ${DEBRIEF_FROM} WHERE i.id = $1 AND i.incident_type = 'FOREIGN_TRAVEL_DEBRIEF'`,
        id,
        'Foreign travel debrief',
      ),
    );
    await this.checkOwn(found.personnelId, 'Foreign travel debrief', id);
    return found;
  }

  // ---------------------------------------------------------------- access

  private async one<T>(sql: string, id: string, what: string): Promise<T> {
    if (!isUuid(id)) throw recordNotFound(what, id);
    const [row] = await this.db.em().query<T[]>(sql, [id]);
    if (!row) throw recordNotFound(what, id);
    return row;
  }

  private can(module: string, type: PermissionType = 'VIEW'): boolean {
    return hasPermission(RequestContext.require().user?.permissions ?? {}, module, type);
  }

  /** A record of a person other than the caller is the security office's: others get 404, as for a record that is not there. */
  private async checkOwn(personnelId: string | null, what: string, id: string): Promise<void> {
    if (this.can('REPORTS_INCIDENTS')) return;
    if (!personnelId || personnelId !== (await linkedPersonnelId(this.db))) throw recordNotFound(what, id);
  }

  /** The person exists in the tenant (404), and the caller may read their travel: the security office, personnel screens or themself. */
  private async checkPerson(personnelId: string): Promise<void> {
    const [person] = isUuid(personnelId)
      ? await this.db.em().query<Array<{ id: string }>>(`SELECT id FROM personnel WHERE id = $1`, [personnelId])
      : [];
    if (!person) throw recordNotFound('Personnel', personnelId);
    if (this.can('REPORTS_INCIDENTS') || this.can('PERSONNEL')) return;
    if (personnelId !== (await linkedPersonnelId(this.db))) throw new ForbiddenException(API_MESSAGES.noPermission('VIEW', 'PERSONNEL'));
  }
}

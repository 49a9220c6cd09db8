import { BadRequestException, Injectable } from '@nestjs/common';
import { FOCI_VISIT_MESSAGES as M, PEOPLE_MESSAGES, VISIT_STATUS, type FociVisitRole, type VisitStatus } from '@clearline/shared';
import { checkVersion } from '../../core/database/entity-helpers';
import { recordNotFound, TenantDb } from '../../core/database/tenant-db';
import { OnDomainEvent } from '../../core/events/domain-events';
import { Page } from '../../core/http/list-query';
import { defineList, pageOfSql, parseList } from '../../core/http/list';
import { OpenActionsService } from '../open-actions';
import { SettingsService } from '../settings';
import { linkedPersonnelId, Personnel, requireLinkedPersonnelId } from '../personnel';
import { VisitDocumentsService } from '../visit-documents';
import {
  assertEditable,
  closeEndedVisits,
  moveStatus,
  registerVisitDocuments,
  registerVisitKind,
  UNDER_WAY_IN_WEEK_OF,
  visitRequestKey,
} from '../visits';
import { FociVisit, FociVisitParticipant } from './foci-visit.entity';
import type {
  FociAffiliateDto,
  FociAttendeeDto,
  FociParticipantsDto,
  FociParticipantView,
  FociVisitDetailView,
  FociVisitDto,
  FociVisitRequestDto,
  FociVisitView,
  PersonFociVisitView,
} from './foci-visits.dto';
import { FOCI_REQUEST_FIELDS } from './foci-visits.dto';

registerVisitDocuments('FOCI_VISIT', 'foci_visit', 'FOCI_VISITS');

// the dashboard counts FOCI visits with the others, and the caller's own visits list them
registerVisitKind({
  kind: 'FOCI',
  countedRows: `SELECT v.start_date, v.end_date, v.visit_status, v.visit_facility_id FROM foci_visit v`,
  personRows: (day) => `
  SELECT v.id, 'FOCI', v.visit_status, ${day('v.start_date')}, ${day('v.end_date')},
         v.visit_location, vf.facility_name, v.visit_purpose, NULL::text, v.self_reported, false,
         array_remove(ARRAY[CASE WHEN EXISTS (SELECT 1 FROM foci_visit_participant fp
                                               WHERE fp.tenant_id = v.tenant_id AND fp.foci_visit_id = v.id AND fp.personnel_id = $1)
                                 THEN 'ATTENDEE' END,
                            CASE WHEN v.requested_by_id = $1 THEN 'REQUESTER' END], NULL),
         ${day('v.request_date')}
    FROM foci_visit v LEFT JOIN facility vf ON vf.tenant_id = v.tenant_id AND vf.id = v.visit_facility_id
   WHERE v.requested_by_id = $1
      OR EXISTS (SELECT 1 FROM foci_visit_participant fp WHERE fp.tenant_id = v.tenant_id AND fp.foci_visit_id = v.id AND fp.personnel_id = $1)`,
});

/** GET /visits/foci */
export const FOCI_VISIT_LIST = defineList({
  resource: 'foci-visits',
  sortable: {
    startDate: 'v.start_date',
    endDate: 'v.end_date',
    visitStatus: 'v.visit_status',
    visitLocation: 'lower(v.visit_location)',
    requestDate: 'v.request_date',
    statusDate: 'v.status_date',
    createdAt: 'v.created_at',
  },
  defaultSort: { field: 'startDate', direction: 'DESC' },
  id: 'v.id',
  nullsLast: true,
  quickFilter: ['v.visit_location', 'v.visit_purpose', 'v.description'],
  filters: {
    visitStatus: { type: 'enum', column: 'v.visit_status', values: Object.keys(VISIT_STATUS) },
    visitFacilityId: { type: 'uuid', column: 'v.visit_facility_id', description: 'the facility visited' },
    underWayInWeekOf: UNDER_WAY_IN_WEEK_OF,
    startDate: { type: 'dateRange', column: 'v.start_date', description: 'the first day of the visit' },
    endDate: { type: 'dateRange', column: 'v.end_date', description: 'the last day of the visit' },
    selfReported: { type: 'boolean', column: 'v.self_reported', description: 'requested by an employee from My Portal' },
    commercial: { type: 'boolean', column: 'v.commercial' },
    requestedById: { type: 'uuid', column: 'v.requested_by_id', description: 'the person who asked for the visit' },
  },
});

/** GET /visits/foci/me: the caller's own requests */
export const MY_FOCI_VISIT_LIST = defineList({
  resource: 'foci-visits',
  sortable: { startDate: 'v.start_date', visitStatus: 'v.visit_status', requestDate: 'v.request_date', createdAt: 'v.created_at' },
  defaultSort: { field: 'createdAt', direction: 'DESC' },
  id: 'v.id',
  quickFilter: ['v.visit_location', 'v.visit_purpose'],
  filters: { visitStatus: { type: 'enum', column: 'v.visit_status', values: Object.keys(VISIT_STATUS) } },
});

/** FOCI visits (spec 03 §3): the FSO's records and the employees' requests from My Portal. */
@Injectable()
export class FociVisitsService {
  constructor(
    private readonly db: TenantDb,
    private readonly documents: VisitDocumentsService,
    private readonly actions: OpenActionsService,
    private readonly settings: SettingsService,
  ) {}

  async list(query: Record<string, unknown>): Promise<Page<FociVisitView>> {
    return this.page(FOCI_VISIT_LIST, query, null);
  }

  /** GET /visits/foci/me: the FOCI visits the caller requested. */
  async listMine(query: Record<string, unknown>): Promise<Page<FociVisitView>> {
    const me = await linkedPersonnelId(this.db);
    // an account without a personnel record has requested nothing (the query is still checked)
    if (!me) return new Page([], 0, parseList(MY_FOCI_VISIT_LIST, query).offset, MY_FOCI_VISIT_LIST.resource);
    return this.page(MY_FOCI_VISIT_LIST, query, me);
  }

  async detail(id: string): Promise<FociVisitDetailView> {
    const v = await this.find(id);
    return this.detailOf(v);
  }

  /** GET /visits/foci/me/{id}: one of the caller's own requests (404 for anyone else's). */
  async myDetail(id: string): Promise<FociVisitDetailView> {
    return this.detailOf(await this.mine(id));
  }

  async create(dto: FociVisitDto): Promise<FociVisitDetailView> {
    const status = dto.visitStatus ?? 'DRAFT';
    if (status !== 'DRAFT' && status !== 'SUBMITTED') throw new BadRequestException(M.createStatus);
    const repo = this.db.repo(FociVisit);
    const v = repo.create({
      visitStatus: status,
      statusDate: new Date(),
      selfReported: false,
      commercial: false,
      visitLocation: null,
      visitPurpose: null,
      description: null,
      visitFacilityId: null,
      requestedById: null,
      approverId: null,
      requestDate: await this.settings.tenantToday(),
    });
    this.applyFields(v, dto);
    if (dto.requestedById !== undefined) v.requestedById = dto.requestedById;
    if (dto.requestDate) v.requestDate = dto.requestDate;
    if (dto.approver !== undefined) v.approverId = dto.approver;
    await this.check(v);
    const saved = await repo.save(v);
    await this.replaceParticipants(saved, dto.attendees, dto.affiliates);
    return this.detailOf(saved);
  }

  /** POST /visits/foci/me: the caller requests a FOCI visit (SUBMITTED, self-reported); the security office gets an open action. */
  async request(dto: FociVisitRequestDto): Promise<FociVisitDetailView> {
    const me = await this.myRecord();
    const repo = this.db.repo(FociVisit);
    const v = repo.create({
      visitStatus: 'SUBMITTED',
      statusDate: new Date(),
      selfReported: true,
      commercial: false,
      visitLocation: null,
      visitPurpose: null,
      description: null,
      visitFacilityId: null,
      requestedById: me.id,
      approverId: null,
      requestDate: await this.settings.tenantToday(),
    });
    this.applyFields(v, dto);
    await this.check(v);
    const saved = await repo.save(v);
    await this.replaceParticipants(saved, dto.attendees, dto.affiliates);
    await this.syncAction(saved);
    return this.detailOf(saved);
  }

  async update(id: string, dto: FociVisitDto): Promise<FociVisitDetailView> {
    const v = await this.find(id);
    checkVersion(v, dto.version);
    // a closed visit only takes its allowed status move (a denied request back to draft), nothing else
    if (!dto.visitStatus || dto.visitStatus === v.visitStatus) assertEditable(v, true);
    const moving = moveStatus(v, dto.visitStatus);
    this.applyFields(v, dto);
    if (dto.requestedById !== undefined) v.requestedById = dto.requestedById;
    if (dto.requestDate) v.requestDate = dto.requestDate;
    if (dto.approver !== undefined) v.approverId = dto.approver;
    if (v.visitStatus === 'APPROVED' && !v.approverId) throw new BadRequestException(M.approverRequired);
    await this.check(v);
    const saved = await this.db.repo(FociVisit).save(v);
    if (dto.attendees !== undefined || dto.affiliates !== undefined) {
      await this.replaceParticipants(saved, dto.attendees, dto.affiliates);
    }
    if (moving) await this.syncAction(saved);
    return this.detailOf(saved);
  }

  /** POST /visits/foci/attendees-affiliates: the visit's attendees and affiliates, replacing the ones it had. */
  async setParticipants(dto: FociParticipantsDto): Promise<FociVisitDetailView> {
    const v = await this.find(dto.visitId);
    this.assertOpen(v);
    await this.replaceParticipants(v, dto.attendees, dto.affiliates);
    return this.detailOf(v);
  }

  /** The daily close: an approved visit whose last day has passed is COMPLETED (its request action closed when it was approved). */
  @OnDomainEvent('tenant.day')
  async closeEnded({ day }: { day: string }): Promise<void> {
    await closeEndedVisits(this.db.repo(FociVisit), day);
  }

  /** DELETE /visits/foci/{id}: the visit, its attendees and affiliates, its documents and files; its open request action is closed. */
  async remove(id: string): Promise<void> {
    const v = await this.find(id);
    await this.documents.removeAll('FOCI', v.id);
    const parts = this.db.repo(FociVisitParticipant);
    for (const p of await parts.findBy({ fociVisitId: v.id })) await parts.remove(p);
    await this.resolveAction(v, 'CLOSED', 'The FOCI visit was deleted.');
    await this.db.repo(FociVisit).remove(v);
  }

  /** Refuses a change to a visit that is closed: final, or DENIED until it goes back to draft (409). */
  assertOpen(v: FociVisit): void {
    assertEditable(v, true);
  }

  /** The visit, 404 when it is not one of the tenant's. */
  find(id: string): Promise<FociVisit> {
    return this.db.findOr404(FociVisit, id, 'FOCI Visit');
  }

  /** One of the caller's own requests (404 for another's). */
  async mine(id: string): Promise<FociVisit> {
    const v = await this.find(id);
    const me = await this.myRecord();
    if (v.requestedById !== me.id) throw recordNotFound('FOCI Visit', id);
    return v;
  }

  /** GET /visits/foci/personnel/{id}: the FOCI visits the person requested, approves or attends, newest first. */
  async forPerson(personnelId: string): Promise<PersonFociVisitView[]> {
    await this.db.findOr404(Personnel, personnelId, 'Personnel');
    const rows = await this.db.em().query<
      Array<{
        id: string;
        start_date: string;
        end_date: string;
        visit_location: string | null;
        visit_status: VisitStatus;
        visit_purpose: string | null;
        facility_name: string | null;
        requester: boolean;
        approver: boolean;
        attendee: boolean;
      }>
    >(
      `SELECT v.id, to_char(v.start_date, 'YYYY-MM-DD') AS start_date, to_char(v.end_date, 'YYYY-MM-DD') AS end_date,
              v.visit_location, v.visit_status, v.visit_purpose, f.facility_name,
              v.requested_by_id = $1 AS requester, v.approver_id = $1 AS approver,
              EXISTS (SELECT 1 FROM foci_visit_participant p WHERE p.foci_visit_id = v.id AND p.personnel_id = $1) AS attendee
         FROM foci_visit v LEFT JOIN facility f ON f.tenant_id = v.tenant_id AND f.id = v.visit_facility_id
        WHERE v.requested_by_id = $1 OR v.approver_id = $1
           OR EXISTS (SELECT 1 FROM foci_visit_participant p WHERE p.foci_visit_id = v.id AND p.personnel_id = $1)
        ORDER BY v.start_date DESC, v.id`,
      [personnelId],
    );
    return rows.map((r) => {
      const roles: FociVisitRole[] = [];
      if (r.requester) roles.push('REQUESTER');
      if (r.approver) roles.push('APPROVER');
      if (r.attendee) roles.push('ATTENDEE');
      return {
        id: r.id,
        startDate: r.start_date,
        endDate: r.end_date,
        visitLocation: r.visit_location,
        visitStatus: r.visit_status,
        visitPurpose: r.visit_purpose,
        visitFacilityName: r.facility_name,
        roles,
      };
    });
  }

  // ------------------------------------------------------------------------------------------ internals

  private async page(def: typeof FOCI_VISIT_LIST | typeof MY_FOCI_VISIT_LIST, query: Record<string, unknown>, mine: string | null) {
    const q = parseList(def, query);
    // the caller's own list: their personnel id is the first parameter, the list's conditions follow
    const source = mine ? { where: 'v.requested_by_id = $1', params: [mine] } : {};
    return pageOfSql(this.db.em(), def, q, { select: 'v.id', from: 'foci_visit v', ...source }, (rows: Array<{ id: string }>) =>
      this.views(rows.map((r) => r.id)),
    );
  }

  private applyFields(v: FociVisit, dto: FociVisitRequestDto): void {
    for (const k of FOCI_REQUEST_FIELDS) {
      const value = dto[k];
      if (value === undefined) continue;
      if (k === 'commercial') v.commercial = (value as boolean | null) ?? false;
      else if (k === 'startDate' || k === 'endDate') v[k] = value as string;
      else (v as unknown as Record<string, unknown>)[k] = typeof value === 'string' ? value.trim() || null : value;
    }
  }

  private async check(v: FociVisit): Promise<void> {
    // the facility and the people are the tenant's: the route transaction checked the body's ids
    if (v.endDate < v.startDate) throw new BadRequestException(M.endBeforeStart);
  }

  /** Replaces the attendees (when given) and the affiliates (when given), each removal and insert audited. */
  private async replaceParticipants(
    v: FociVisit,
    attendees: FociAttendeeDto[] | null | undefined,
    affiliates: FociAffiliateDto[] | null | undefined,
  ): Promise<void> {
    const repo = this.db.repo(FociVisitParticipant);
    const rows: FociVisitParticipant[] = [];
    if (attendees != null) {
      const people = new Set<string>();
      for (const a of attendees) {
        let fullName = a.fullName?.trim() || null;
        if (a.personnelId) {
          if (people.has(a.personnelId)) throw new BadRequestException(M.duplicateAttendee);
          people.add(a.personnelId);
          const p = await this.db.repo(Personnel).findOneBy({ id: a.personnelId });
          if (!p) throw new BadRequestException(PEOPLE_MESSAGES.notValid(M.labels.personnelId));
          fullName ??= `${p.firstName} ${p.lastName}`;
        }
        if (!fullName) throw new BadRequestException(M.attendeeNameOrPerson);
        await this.checkCountry(a.citizenshipCountryId, M.labels.citizenshipCountryId);
        rows.push(
          repo.create({
            fociVisitId: v.id,
            participantKind: 'ATTENDEE',
            personnelId: a.personnelId ?? null,
            fullName,
            organization: a.organization?.trim() || null,
            position: a.position?.trim() || null,
            citizenshipCountryId: a.citizenshipCountryId ?? null,
            foreignNational: a.foreignNational ?? !a.personnelId,
            email: a.email?.trim() || null,
            phone: a.phone?.trim() || null,
          }),
        );
      }
    }
    if (affiliates != null) {
      for (const a of affiliates) {
        const fullName = a.fullName?.trim();
        if (!fullName) throw new BadRequestException(M.affiliateName);
        await this.checkCountry(a.citizenshipCountryId, M.labels.country);
        rows.push(
          repo.create({
            fociVisitId: v.id,
            participantKind: 'AFFILIATE',
            personnelId: null,
            fullName,
            organization: a.organization?.trim() || null,
            position: a.position?.trim() || null,
            citizenshipCountryId: a.citizenshipCountryId,
            foreignNational: true,
            email: a.email?.trim() || null,
            phone: a.phone?.trim() || null,
          }),
        );
      }
    }
    const kinds = [...(attendees != null ? ['ATTENDEE'] : []), ...(affiliates != null ? ['AFFILIATE'] : [])];
    for (const old of await repo.findBy({ fociVisitId: v.id })) if (kinds.includes(old.participantKind)) await repo.remove(old);
    for (const r of rows) await repo.save(r);
  }

  private async checkCountry(id: number | null | undefined, label: string): Promise<void> {
    if (id == null) return;
    const found = await this.db.em().query<unknown[]>(`SELECT 1 FROM country WHERE id = $1`, [id]);
    if (!found.length) throw new BadRequestException(PEOPLE_MESSAGES.notValid(label));
  }

  /**
   * The security office's open action for a self-reported request, on the facility visited (else the requester's
   * first facility), so it is the FSO's to do and not an obligation in the employee's own list: raised while the
   * request is SUBMITTED, completed once the office has processed it (approved, denied, cancelled or sent back as a
   * draft). A requester without any facility gets it on their record instead.
   */
  private async syncAction(v: FociVisit): Promise<void> {
    if (!v.selfReported || !v.requestedById) return;
    const { personnelId, facilityId } = await this.actionOwner(v);
    if (v.visitStatus === 'SUBMITTED') {
      const [p] = await this.db
        .em()
        .query<Array<{ name: string }>>(`SELECT first_name || ' ' || last_name AS name FROM personnel WHERE id = $1`, [v.requestedById]);
      const when = v.startDate === v.endDate ? v.startDate : `${v.startDate} – ${v.endDate}`;
      await this.actions.raise({
        personnelId,
        facilityId,
        actionType: 'OTHER',
        title: M.openActionTitle,
        description: M.openActionDescription(p?.name ?? '', when, v.visitLocation ?? ''),
        sourceKey: visitRequestKey('FOCI', v.id),
        dueDate: v.startDate,
      });
      return;
    }
    await this.resolveAction(v, 'COMPLETED', `The FOCI visit is ${VISIT_STATUS[v.visitStatus]}.`);
  }

  private async resolveAction(v: FociVisit, state: 'COMPLETED' | 'CLOSED', note: string): Promise<void> {
    if (!v.selfReported || !v.requestedById) return;
    const { personnelId } = await this.actionOwner(v);
    await this.actions.resolveSource(personnelId, visitRequestKey('FOCI', v.id), state, note);
  }

  /** Where the request's open action lives: the visited facility, else the requester's first facility, else the requester. */
  private async actionOwner(v: FociVisit): Promise<{ personnelId: string | null; facilityId: string | null }> {
    if (v.visitFacilityId) return { personnelId: null, facilityId: v.visitFacilityId };
    const [f] = await this.db
      .em()
      .query<Array<{ facility_id: string }>>(
        `SELECT facility_id FROM personnel_facility WHERE personnel_id = $1 ORDER BY created_at, facility_id LIMIT 1`,
        [v.requestedById],
      );
    return f ? { personnelId: null, facilityId: f.facility_id } : { personnelId: v.requestedById, facilityId: null };
  }

  /** The caller's own personnel record (the My Portal 404 when the account has none). */
  private async myRecord(): Promise<Personnel> {
    return this.db.repo(Personnel).findOneByOrFail({ id: await requireLinkedPersonnelId(this.db) });
  }

  private async detailOf(v: FociVisit): Promise<FociVisitDetailView> {
    const [view] = await this.views([v.id]);
    const participants = await this.participants(v.id);
    return {
      ...view,
      attendees: participants.filter((p) => p.participantKind === 'ATTENDEE'),
      affiliates: participants.filter((p) => p.participantKind === 'AFFILIATE'),
      documents: await this.documents.list('FOCI', v.id),
    };
  }

  private async participants(visitId: string): Promise<FociParticipantView[]> {
    const rows = await this.db.em().query<
      Array<{
        id: string;
        participant_kind: 'ATTENDEE' | 'AFFILIATE';
        personnel_id: string | null;
        personnel_name: string | null;
        full_name: string;
        organization: string | null;
        position: string | null;
        citizenship_country_id: number | null;
        country_name: string | null;
        foreign_national: boolean;
        email: string | null;
        phone: string | null;
      }>
    >(
      `SELECT p.id, p.participant_kind, p.personnel_id, pe.first_name || ' ' || pe.last_name AS personnel_name, p.full_name,
              p.organization, p.position, p.citizenship_country_id, c.name AS country_name, p.foreign_national, p.email, p.phone
         FROM foci_visit_participant p
         LEFT JOIN personnel pe ON pe.tenant_id = p.tenant_id AND pe.id = p.personnel_id
         LEFT JOIN country c ON c.id = p.citizenship_country_id
        WHERE p.foci_visit_id = $1
        ORDER BY lower(p.full_name), p.id`,
      [visitId],
    );
    return rows.map((r) => ({
      id: r.id,
      participantKind: r.participant_kind,
      personnelId: r.personnel_id,
      personnelName: r.personnel_name,
      fullName: r.full_name,
      organization: r.organization,
      position: r.position,
      citizenshipCountryId: r.citizenship_country_id,
      citizenshipCountryName: r.country_name,
      foreignNational: r.foreign_national,
      email: r.email,
      phone: r.phone,
    }));
  }

  /** Views in the order of `ids`. */
  private async views(ids: string[]): Promise<FociVisitView[]> {
    if (!ids.length) return [];
    const rows = await this.db.em().query<
      Array<{
        id: string;
        version: number;
        start_date: string;
        end_date: string;
        visit_location: string | null;
        visit_status: VisitStatus;
        status_date: Date;
        visit_purpose: string | null;
        self_reported: boolean;
        description: string | null;
        commercial: boolean;
        visit_facility_id: string | null;
        facility_name: string | null;
        requested_by_id: string | null;
        requested_by_name: string | null;
        request_date: string;
        approver_id: string | null;
        approver_name: string | null;
        attendees: number;
        affiliates: number;
        created_at: Date;
        updated_at: Date;
      }>
    >(
      `SELECT v.id, v.version, to_char(v.start_date, 'YYYY-MM-DD') AS start_date, to_char(v.end_date, 'YYYY-MM-DD') AS end_date,
              v.visit_location, v.visit_status, v.status_date, v.visit_purpose, v.self_reported, v.description, v.commercial,
              v.visit_facility_id, f.facility_name, v.requested_by_id, r.first_name || ' ' || r.last_name AS requested_by_name,
              to_char(v.request_date, 'YYYY-MM-DD') AS request_date, v.approver_id, a.first_name || ' ' || a.last_name AS approver_name,
              (SELECT count(*)::int FROM foci_visit_participant p WHERE p.foci_visit_id = v.id AND p.participant_kind = 'ATTENDEE') AS attendees,
              (SELECT count(*)::int FROM foci_visit_participant p WHERE p.foci_visit_id = v.id AND p.participant_kind = 'AFFILIATE') AS affiliates,
              v.created_at, v.updated_at
         FROM foci_visit v
         LEFT JOIN facility f ON f.tenant_id = v.tenant_id AND f.id = v.visit_facility_id
         LEFT JOIN personnel r ON r.tenant_id = v.tenant_id AND r.id = v.requested_by_id
         LEFT JOIN personnel a ON a.tenant_id = v.tenant_id AND a.id = v.approver_id
        WHERE v.id = ANY ($1::uuid[])`,
      [ids],
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids
      .map((id) => byId.get(id))
      .filter((r): r is NonNullable<typeof r> => !!r)
      .map((r) => ({
        id: r.id,
        version: r.version,
        startDate: r.start_date,
        endDate: r.end_date,
        visitLocation: r.visit_location,
        visitStatus: r.visit_status,
        statusDate: new Date(r.status_date).toISOString(),
        visitPurpose: r.visit_purpose,
        selfReported: r.self_reported,
        description: r.description,
        commercial: r.commercial,
        visitFacilityId: r.visit_facility_id,
        visitFacilityName: r.facility_name,
        requestedById: r.requested_by_id,
        requestedByName: r.requested_by_name,
        requestDate: r.request_date,
        approver: r.approver_id,
        approverName: r.approver_name,
        attendeeCount: r.attendees,
        affiliateCount: r.affiliates,
        createdAt: new Date(r.created_at).toISOString(),
        updatedAt: new Date(r.updated_at).toISOString(),
      }));
  }
}

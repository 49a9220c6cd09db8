import { BadRequestException, ForbiddenException, Injectable } from '@nestjs/common';
import {
  API_MESSAGES,
  foreignVisitorAccessMessage,
  formatSsn,
  MASKED_SSN_PATTERN,
  normalizeSsn,
  PEOPLE_MESSAGES,
  VISIT_MESSAGES,
  VISIT_STATUS,
  type BasicClearanceLevel,
  type VisitStatus,
} from '@clearline/shared';
import { In } from 'typeorm';
import { AuditService } from '../../core/audit/audit.service';
import { assignDefined, checkVersion } from '../../core/database/entity-helpers';
import { recordNotFound, TenantDb } from '../../core/database/tenant-db';
import { OnDomainEvent } from '../../core/events/domain-events';
import { Page } from '../../core/http/list-query';
import { defineList, pageOfSql, parseList } from '../../core/http/list';
import { SsnService } from '../personnel';
import { ReferenceDataService } from '../reference-data';
import { IncomingVisit, IncomingVisitor } from './visit.entity';
import type {
  IncomingVisitDetailView,
  IncomingVisitDto,
  IncomingVisitorDto,
  IncomingVisitorView,
  IncomingVisitView,
  VisitorSsnRevealView,
} from './visits.dto';
import { VisitDocumentsService } from '../visit-documents';
import {
  assertDeletable,
  assertEditable,
  checkDates,
  cleanAccesses,
  closeEndedVisits,
  initialStatus,
  moveStatus,
  VisitRules,
} from './visit-rules';
import { INCOMING_VISIT_FIELDS } from './visits.dto';
import { UNDER_WAY_IN_WEEK_OF } from './visit-counts';

const STATUSES = Object.keys(VISIT_STATUS);

/** GET /visits/incoming */
export const INCOMING_VISIT_LIST = defineList({
  resource: 'incoming-visits',
  sortable: {
    startDate: 'v.start_date',
    endDate: 'v.end_date',
    visitStatus: 'v.visit_status',
    statusDate: 'v.status_date',
    facilityName: 'lower(v.facility_name)',
    clearanceLevel: 'v.clearance_level',
    createdAt: 'v.created_at',
  },
  defaultSort: { field: 'startDate', direction: 'DESC' },
  id: 'v.id',
  nullsLast: true,
  quickFilterCondition: (p) =>
    `(v.facility_name ILIKE ${p} OR v.visit_purpose ILIKE ${p}
      OR EXISTS (SELECT 1 FROM incoming_visitor iv WHERE iv.tenant_id = v.tenant_id AND iv.incoming_visit_id = v.id
                  AND (iv.visitor_name ILIKE ${p} OR iv.company ILIKE ${p})))`,
  filters: {
    visitStatus: { type: 'enum', column: 'v.visit_status', values: STATUSES },
    facilityId: {
      type: 'uuid',
      condition: (p) => `(v.to_facility_id = ${p} OR v.from_facility_id = ${p})`,
      description: 'the facility visited or the visitors come from',
    },
    toFacilityId: { type: 'uuid', column: 'v.to_facility_id', description: 'the facility visited' },
    underWayInWeekOf: UNDER_WAY_IN_WEEK_OF,
    meetingContactId: { type: 'uuid', column: 'v.meeting_contact_id', description: 'the person the visitors meet' },
    requestedById: { type: 'uuid', column: 'v.requested_by_id', description: 'the person who requested the visit' },
    selfReported: { type: 'boolean', column: 'v.self_reported', description: 'requested from My Portal' },
    isClassifiedVisit: { type: 'boolean', column: 'v.is_classified_visit' },
    startDate: { type: 'dateRange', column: 'v.start_date', description: 'first day of the visit' },
    endDate: { type: 'dateRange', column: 'v.end_date', description: 'last day of the visit' },
  },
});

/** A request from My Portal: the employee's own, without the security office's notes. */
export interface IncomingRequestOptions {
  /** requested from My Portal by this person (selfReported, status SUBMITTED) */
  requestedById?: string;
}

/** Incoming visits and their visitors (spec 03 §3 "Visits"); visitor SSNs are protected as personnel SSNs are. */
@Injectable()
export class IncomingVisitsService {
  constructor(
    private readonly db: TenantDb,
    private readonly rules: VisitRules,
    private readonly ssn: SsnService,
    private readonly refs: ReferenceDataService,
    private readonly audit: AuditService,
    private readonly documents: VisitDocumentsService,
  ) {}

  async list(query: Record<string, unknown>): Promise<Page<IncomingVisitView>> {
    const q = parseList(INCOMING_VISIT_LIST, query);
    return pageOfSql(this.db.em(), INCOMING_VISIT_LIST, q, { select: 'v.id', from: 'incoming_visit v' }, (rows: Array<{ id: string }>) =>
      this.views(rows.map((r) => r.id)),
    );
  }

  /** The visit as the caller may reach it with `type` (see VisitRules.reach); 404 otherwise. */
  async find(id: string, type: 'VIEW' | 'UPDATE' = 'VIEW'): Promise<{ visit: IncomingVisit; own: boolean }> {
    return this.rules.reach('INCOMING', await this.db.findOr404(IncomingVisit, id, 'Visit'), type);
  }

  async detail(id: string): Promise<IncomingVisitDetailView> {
    const { visit } = await this.find(id);
    return this.detailOf(visit.id);
  }

  async create(dto: IncomingVisitDto, opts: IncomingRequestOptions = {}): Promise<IncomingVisitDetailView> {
    const repo = this.db.repo(IncomingVisit);
    const v = repo.create({
      visitStatus: opts.requestedById ? 'SUBMITTED' : initialStatus(dto.visitStatus),
      statusDate: new Date(),
      clearanceLevel: 'NONE',
      isClassifiedVisit: false,
      foreignVisitor: false,
      foreignVisitorsAttending: false,
      selfReported: !!opts.requestedById,
      requestedById: opts.requestedById ?? null,
      specialAccesses: [],
    });
    this.assign(v, dto, !!opts.requestedById);
    await this.check(v);
    const saved = await repo.save(v);
    await this.replaceVisitors(saved, dto.visitors ?? [], true);
    await this.rules.changed('INCOMING', saved.id);
    return this.detailOf(saved.id);
  }

  /** PUT /visits/incoming/{id}: fields, visitors (replaced when sent) and a status move. */
  async update(id: string, dto: IncomingVisitDto): Promise<IncomingVisitDetailView> {
    const { visit: v } = await this.find(id, 'UPDATE');
    checkVersion(v, dto.version);
    assertEditable(v);
    const moved = moveStatus(v, dto.visitStatus);
    this.assign(v, dto, false);
    await this.check(v);
    await this.db.repo(IncomingVisit).save(v);
    if (dto.visitors !== undefined && dto.visitors !== null) await this.replaceVisitors(v, dto.visitors, false);
    if (moved) await this.rules.changed('INCOMING', v.id);
    return this.detailOf(v.id);
  }

  /** The daily close: an approved visit whose last day has passed is COMPLETED. */
  @OnDomainEvent('tenant.day')
  async closeEnded({ day }: { day: string }): Promise<void> {
    for (const v of await closeEndedVisits(this.db.repo(IncomingVisit), day)) await this.rules.changed('INCOMING', v.id);
  }

  async remove(id: string): Promise<void> {
    const { visit: v } = await this.find(id, 'UPDATE');
    assertDeletable(v);
    await this.rules.removed('INCOMING', v.id);
    await this.documents.removeAll('INCOMING', v.id);
    const visitors = await this.db.repo(IncomingVisitor).findBy({ incomingVisitId: v.id });
    if (visitors.length) await this.db.repo(IncomingVisitor).remove(visitors);
    await this.db.repo(IncomingVisit).remove(v);
  }

  /** GET /visits/incoming/{id}/visitors/{visitorId}/ssn: the whole SSN (VISIBLE_SOCIAL_SECURITY), audited as SSN_REVEAL. */
  async revealSsn(id: string, visitorId: string): Promise<VisitorSsnRevealView> {
    const { visit } = await this.find(id);
    const visitor = await this.db.findOr404(IncomingVisitor, visitorId, 'Visitor');
    if (visitor.incomingVisitId !== visit.id) throw recordNotFound('Visitor', visitorId);
    if (!this.ssn.callerVisibility().canReveal) throw new ForbiddenException(API_MESSAGES.noPermission('VIEW', 'VISIBLE_SOCIAL_SECURITY'));
    const digits = this.ssn.reveal(visitor.ssnEncrypted, visitor.tenantId);
    await this.audit.write(this.db.em(), {
      eventType: 'SSN_REVEAL',
      objectTable: 'incoming_visitor',
      objectId: visitor.id,
      action: 'READ',
      details: { visitor: visitor.visitorName, field: 'SSN', found: digits !== null },
    });
    return { ssn: digits ? formatSsn(digits) : null };
  }

  private assign(v: IncomingVisit, dto: IncomingVisitDto, selfService: boolean): void {
    assignDefined(v, dto, INCOMING_VISIT_FIELDS);
    if (dto.specialAccesses !== undefined) v.specialAccesses = cleanAccesses(dto.specialAccesses);
    if (dto.notes) {
      assignDefined(v, dto.notes, selfService ? ['notesFromEmployee'] : ['notesFromEmployee', 'notesFromHelpDesk']);
    } else if (dto.notes === null && !selfService) {
      v.notesFromEmployee = null;
      v.notesFromHelpDesk = null;
    }
    for (const k of ['isClassifiedVisit', 'foreignVisitor', 'foreignVisitorsAttending'] as const) v[k] ??= false;
    v.clearanceLevel ??= 'NONE';
  }

  private async check(v: IncomingVisit): Promise<void> {
    if (!v.startDate) throw new BadRequestException(PEOPLE_MESSAGES.required('Start Date'));
    if (!v.endDate) throw new BadRequestException(PEOPLE_MESSAGES.required('End Date'));
    // the meeting contact and the facilities are the tenant's: the route transaction checked the body's ids
    checkDates(v.startDate, v.endDate);
  }

  /**
   * Replaces the visitors with the list sent: a visitor with its id keeps its row, one without is added,
   * one left out is removed. SSNs are encrypted; the masked form answered keeps the stored number.
   */
  private async replaceVisitors(v: IncomingVisit, sent: IncomingVisitorDto[], creating: boolean): Promise<void> {
    const repo = this.db.repo(IncomingVisitor);
    const existing = creating ? [] : await repo.findBy({ incomingVisitId: v.id });
    const byId = new Map(existing.map((x) => [x.id, x]));
    const kept = new Set<string>();
    await this.refs.checkCountries(sent.map((s) => ['Citizenship', s.citizenship] as [string, number | null | undefined]));
    const rows: IncomingVisitor[] = [];
    for (const s of sent) {
      if (s.id && !byId.has(s.id)) throw new BadRequestException(PEOPLE_MESSAGES.notValid('Visitor'));
      if (s.id && kept.has(s.id)) throw new BadRequestException(PEOPLE_MESSAGES.notValid('Visitor'));
      const row = s.id ? byId.get(s.id)! : repo.create({ incomingVisitId: v.id, clearanceLevel: 'NONE', specialAccesses: [] });
      if (s.id) kept.add(s.id);
      assignDefined(row, s, ['visitorName', 'company']);
      if (s.citizenship !== undefined) row.citizenshipCountryId = s.citizenship;
      if (s.clearanceLevel !== undefined) row.clearanceLevel = (s.clearanceLevel ?? 'NONE') as BasicClearanceLevel;
      if (s.specialAccesses !== undefined) row.specialAccesses = cleanAccesses(s.specialAccesses);
      if (!row.visitorName?.trim()) throw new BadRequestException(PEOPLE_MESSAGES.required('Visitor Name'));
      const foreignCleared = foreignVisitorAccessMessage({ ...row, citizenship: row.citizenshipCountryId }, rows.length + 1);
      if (foreignCleared) throw new BadRequestException(foreignCleared);
      this.applySsn(row, s.ssn);
      rows.push(row);
    }
    const gone = existing.filter((x) => !kept.has(x.id));
    if (gone.length) await repo.remove(gone);
    for (const row of rows) await repo.save(row);
  }

  /** The SSN as sent: left out keeps it, masked keeps it (refused for a visitor without one), blank clears it. */
  private applySsn(row: IncomingVisitor, input: string | null | undefined): void {
    if (input === undefined) return;
    const sent = input?.trim() ?? '';
    if (!sent) {
      row.ssnEncrypted = null;
      row.ssnLastFour = null;
      return;
    }
    if (MASKED_SSN_PATTERN.test(sent)) {
      if (!row.ssnEncrypted) throw new BadRequestException(VISIT_MESSAGES.visitorSsnMasked);
      return;
    }
    const { encrypted } = this.ssn.protect(sent, this.db.tenantId());
    row.ssnEncrypted = encrypted;
    row.ssnLastFour = normalizeSsn(sent)!.slice(-4);
  }

  async detailOf(id: string): Promise<IncomingVisitDetailView> {
    const [view] = await this.views([id]);
    const { visibility, canReveal } = this.ssn.callerVisibility();
    return {
      ...view,
      visitors: await this.visitors(id, visibility),
      documents: await this.documents.list('INCOMING', id),
      ssnVisibility: visibility,
      canRevealSsn: canReveal,
    };
  }

  private async visitors(visitId: string, visibility: 'LAST_FOUR' | 'MASKED'): Promise<IncomingVisitorView[]> {
    const rows = await this.db.repo(IncomingVisitor).find({ where: { incomingVisitId: visitId }, order: { createdAt: 'ASC', id: 'ASC' } });
    const countryIds = [...new Set(rows.map((r) => r.citizenshipCountryId).filter((x): x is number => x !== null))];
    const countries = countryIds.length
      ? await this.db
          .em()
          .query<Array<{ id: number; name: string }>>(`SELECT id, name FROM country WHERE id = ANY($1::int[])`, [countryIds])
      : [];
    const names = new Map(countries.map((c) => [c.id, c.name]));
    const tenantId = this.db.tenantId();
    return rows.map((r) => ({
      id: r.id,
      visitorName: r.visitorName,
      citizenship: r.citizenshipCountryId,
      citizenshipName: r.citizenshipCountryId === null ? null : (names.get(r.citizenshipCountryId) ?? null),
      ssn: this.ssn.display(r.ssnEncrypted, tenantId, visibility),
      clearanceLevel: r.clearanceLevel,
      specialAccesses: r.specialAccesses ?? [],
      company: r.company,
    }));
  }

  /** Views in the order of `ids`, with the names of the people and facilities they refer to. */
  async views(ids: string[]): Promise<IncomingVisitView[]> {
    if (!ids.length) return [];
    const visits = await this.db.repo(IncomingVisit).findBy({ id: In(ids) });
    const byId = new Map(visits.map((v) => [v.id, v]));
    const extra = await this.db.em().query<
      Array<{
        id: string;
        contact: string | null;
        requester: string | null;
        from_name: string | null;
        to_name: string | null;
        visitors: number;
      }>
    >(
      `SELECT v.id,
              nullif(trim(concat_ws(' ', c.first_name, c.last_name)), '') AS contact,
              nullif(trim(concat_ws(' ', r.first_name, r.last_name)), '') AS requester,
              ff.facility_name AS from_name, tf.facility_name AS to_name,
              (SELECT count(*)::int FROM incoming_visitor iv WHERE iv.tenant_id = v.tenant_id AND iv.incoming_visit_id = v.id) AS visitors
         FROM incoming_visit v
         LEFT JOIN personnel c ON c.tenant_id = v.tenant_id AND c.id = v.meeting_contact_id
         LEFT JOIN personnel r ON r.tenant_id = v.tenant_id AND r.id = v.requested_by_id
         LEFT JOIN facility ff ON ff.tenant_id = v.tenant_id AND ff.id = v.from_facility_id
         LEFT JOIN facility tf ON tf.tenant_id = v.tenant_id AND tf.id = v.to_facility_id
        WHERE v.id = ANY($1::uuid[])`,
      [ids],
    );
    const more = new Map(extra.map((e) => [e.id, e]));
    return ids
      .filter((id) => byId.has(id))
      .map((id) => {
        const v = byId.get(id)!;
        const e = more.get(id);
        return {
          id: v.id,
          version: v.version,
          visitStatus: v.visitStatus as VisitStatus,
          statusDate: new Date(v.statusDate).toISOString(),
          meetingContactId: v.meetingContactId,
          meetingContactName: e?.contact ?? null,
          fromFacilityId: v.fromFacilityId,
          fromFacilityName: e?.from_name ?? null,
          toFacilityId: v.toFacilityId,
          toFacilityName: e?.to_name ?? null,
          facilityName: v.facilityName,
          startDate: v.startDate,
          endDate: v.endDate,
          isClassifiedVisit: v.isClassifiedVisit,
          clearanceLevel: v.clearanceLevel,
          visitPurpose: v.visitPurpose,
          specialAccesses: v.specialAccesses ?? [],
          foreignVisitorsAttending: v.foreignVisitorsAttending,
          foreignVisitor: v.foreignVisitor,
          selfReported: v.selfReported,
          requestedById: v.requestedById,
          requestedByName: e?.requester ?? null,
          notes: { notesFromEmployee: v.notesFromEmployee, notesFromHelpDesk: v.notesFromHelpDesk },
          visitorCount: e?.visitors ?? 0,
          createdAt: v.createdAt.toISOString(),
          updatedAt: v.updatedAt.toISOString(),
        };
      });
  }
}

import { BadRequestException, ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import {
  hasPermission,
  INCIDENT_DEADLINE_KIND,
  INCIDENT_MESSAGES as M,
  INCIDENT_STATUS,
  INCIDENT_STATUS_MOVES,
  INCIDENT_TYPE,
  INCIDENT_TYPE_ROUTES,
  INSIDER_THREAT_CATEGORY,
  isIsoDay,
  MAX_PAGE_SIZE,
  MY_PORTAL_REPORTS,
  PERSONAL_REPORT_CATEGORY,
  type IncidentDeadlineKind,
  type IncidentType,
  type SelfReportableIncidentType,
} from '@clearline/shared';
import { instanceToPlain } from 'class-transformer';
import { RequestContext } from '../../core/context/request-context';
import { checkVersion } from '../../core/database/entity-helpers';
import { recordNotFound, TenantDb } from '../../core/database/tenant-db';
import { DomainEventBus } from '../../core/events/domain-events';
import { defineList, GIVEN_ORDER, pageInMemory, pageOfSql, parseList, type ListDefinition } from '../../core/http/list';
import { Page } from '../../core/http/list-query';
import { checkReferences } from '../../core/http/references';
import { AppValidationPipe } from '../../core/http/validation';
import { requireLinkedPersonnelId } from '../personnel';
import { SettingsService } from '../settings';
import { notInFuture } from './incident-handlers';
import type { IncidentQuestion, IncidentTypeHandler } from './incident-type-handler';
import { IncidentTypeRegistry } from './incident-type-handler';
import { Incident } from './incident.entity';
import type { IncidentDashboardView, IncidentDeadlineView, IncidentDto, IncidentQuestionView, IncidentView } from './incidents.dto';

/** The list of incidents (GET /incidents) or of one type (GET /incidents/{listPath}); encrypted messages are never listed. */
export function incidentList(resource: string, withType: boolean): ListDefinition {
  return defineList({
    resource,
    sortable: {
      reportedDate: 'i.reported_date',
      incidentDate: 'i.incident_date',
      incidentType: 'i.incident_type',
      status: 'i.status',
      title: 'lower(i.title)',
      personName: ["lower(coalesce(p.last_name, ''))", "lower(coalesce(p.first_name, ''))"],
      facilityName: "lower(coalesce(f.facility_name, ''))",
      initialReportDueAt: 'i.initial_report_due_at',
      createdAt: 'i.created_at',
    },
    defaultSort: { field: 'reportedDate', direction: 'DESC' },
    id: 'i.id',
    nullsLast: true,
    quickFilter: ['i.title', 'i.description', 'p.last_name', 'p.first_name', 'f.facility_name', 'i.government_reference'],
    filters: {
      ...(withType
        ? {
            incidentType: {
              type: 'enum' as const,
              column: 'i.incident_type',
              values: Object.keys(INCIDENT_TYPE).filter((t) => t !== 'ENCRYPTED_MESSAGE'),
            },
          }
        : {}),
      status: { type: 'enum', column: 'i.status', values: Object.keys(INCIDENT_STATUS) },
      category: {
        type: 'enum',
        column: 'i.category',
        values: [...new Set([...Object.keys(INSIDER_THREAT_CATEGORY), ...Object.keys(PERSONAL_REPORT_CATEGORY)])],
      },
      personnelId: { type: 'uuid', column: 'i.personnel_id', description: 'the person the report concerns' },
      facilityId: { type: 'uuid', column: 'i.facility_id' },
      selfReported: { type: 'boolean', column: 'i.self_reported', description: 'filed by the person through POST /incidents/me' },
      reportedDate: { type: 'dateRange', column: 'i.reported_date', description: 'the day it was reported (reportedDate_gte / _lte)' },
      incidentDate: { type: 'dateRange', column: 'i.incident_date', description: 'the day it happened (incidentDate_gte / _lte)' },
      open: { type: 'boolean', condition: (p) => `(i.status <> 'CLOSED') = ${p}`, description: 'true: not CLOSED' },
      overdue: {
        type: 'boolean',
        condition: (p) => `(${OVERDUE_SQL}) = ${p}`,
        description: 'true: an initial or final report is past its due time and not filed',
      },
    },
  });
}

/** An incident whose initial or final report is past its due time and not filed (alias i). */
export const OVERDUE_SQL = `i.status <> 'CLOSED' AND (
  (i.initial_report_due_at < now() AND i.initial_report_at IS NULL) OR (i.final_report_due_at < now() AND i.final_report_at IS NULL))`;

export const INCIDENT_LIST = incidentList('incidents', true);

/** GET /incidents/{id}/questions: the questionnaire in its order (every question unless a page is asked for). */
export const INCIDENT_QUESTION_LIST = defineList({
  resource: 'incident-questions',
  sortable: { position: GIVEN_ORDER, id: 'id' },
  defaultSort: { field: 'position', direction: 'ASC' },
  id: 'id',
  quickFilter: ['text'],
  filters: { required: { type: 'boolean', column: 'required', description: 'true: must be answered once submitted' } },
  defaultSize: MAX_PAGE_SIZE,
});

/** GET /incidents/questions?type=: the questionnaire of one type (the filter `type` is required), in its order. */
export const INCIDENT_TYPE_QUESTION_LIST = defineList({
  ...INCIDENT_QUESTION_LIST,
  resource: 'incident-type-questions',
  filters: {
    ...INCIDENT_QUESTION_LIST.filters,
    type: {
      type: 'enum',
      column: 'incidentType',
      values: Object.keys(INCIDENT_TYPE).filter((t) => t !== 'ENCRYPTED_MESSAGE'),
      single: true,
      required: true,
      description: 'the incident type whose questions are read (required)',
    },
  },
});

/** The per-type lists, by type (GET /incidents/{listPath}). */
export const INCIDENT_TYPE_LISTS = Object.fromEntries(
  Object.entries(INCIDENT_TYPE_ROUTES).map(([type, r]) => [type, incidentList(r.listPath, false)]),
) as Record<SelfReportableIncidentType, ListDefinition>;

const FROM = `incident i LEFT JOIN personnel p ON p.id = i.personnel_id LEFT JOIN facility f ON f.id = i.facility_id`;

const SHARED_FIELDS = ['personnelId', 'facilityId', 'incidentDate', 'title', 'description', 'category', 'governmentReference'] as const;
const TIME_FIELDS = ['governmentReportedAt', 'initialReportAt', 'finalReportAt'] as const;

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);
const ANSWER_MAX = 4000;

/** The type named by a path segment: its enum value, per-type list path or slug (404 otherwise). */
export function typeOfSegment(segment: string): IncidentType | undefined {
  if (segment in INCIDENT_TYPE) return segment as IncidentType;
  const found = Object.entries(INCIDENT_TYPE_ROUTES).find(([, r]) => r.listPath === segment || r.slug === segment);
  return found?.[0] as IncidentType | undefined;
}

/**
 * Incidents of every type but encrypted messages (spec 03 §3 "Incidents"): the shared record, its status,
 * questionnaire answers and the type's details (validated by the type's handler). Changes announce
 * `incident.changed` (the deadlines' open actions follow it).
 */
@Injectable()
export class IncidentsService {
  constructor(
    private readonly db: TenantDb,
    private readonly registry: IncidentTypeRegistry,
    private readonly events: DomainEventBus,
    private readonly settings: SettingsService,
  ) {}

  // ------------------------------------------------------------------------------------------ reads

  /** GET /incidents, or GET /incidents/{listPath} with `type`. */
  async list(query: Record<string, unknown>, type?: SelfReportableIncidentType): Promise<Page<IncidentView>> {
    const def = type ? INCIDENT_TYPE_LISTS[type] : INCIDENT_LIST;
    const q = parseList(def, query);
    const source = {
      select: 'i.id',
      from: FROM,
      where: `i.incident_type <> 'ENCRYPTED_MESSAGE' AND ($1::text IS NULL OR i.incident_type = $1::text)`,
      params: [type ?? null],
    };
    return pageOfSql(this.db.em(), def, q, source, (rows: Array<{ id: string }>) => this.views(rows.map((r) => r.id)));
  }

  /**
   * The incident (never an encrypted message), 404 when it is not the tenant's, not of `type`, or, for a
   * caller without REPORTS_INCIDENTS `need`, not their own self-report.
   */
  async find(id: string, opts: { type?: IncidentType; need?: 'VIEW' | 'UPDATE' } = {}): Promise<Incident> {
    const i = await this.db.findOr404(Incident, id, 'Incident');
    if (i.incidentType === 'ENCRYPTED_MESSAGE' || (opts.type && i.incidentType !== opts.type)) {
      throw recordNotFound('Incident', id);
    }
    if (opts.need && !this.officer(opts.need) && !this.ownSelfReport(i)) throw recordNotFound('Incident', id);
    return i;
  }

  /** GET /incidents/{listPath}/{id} and GET /incidents/{incidentId}/{type}: officers, or the person who filed it. */
  async view(id: string, type?: IncidentType): Promise<IncidentView> {
    const i = await this.find(id, { type, need: 'VIEW' });
    return (await this.views([i.id]))[0];
  }

  /** GET /incidents/{id}/questions: the type's questionnaire with the stored answers. */
  async questions(id: string, query: Record<string, unknown>): Promise<Page<IncidentQuestionView>> {
    const q = parseList(INCIDENT_QUESTION_LIST, query);
    const i = await this.find(id, { need: 'VIEW' });
    const rows = this.questionsOf(i.incidentType).map((x) => {
      const a = i.answers?.[x.id];
      return { ...x, incidentType: i.incidentType, answer: typeof a === 'boolean' || typeof a === 'string' ? a : null };
    });
    return pageInMemory(INCIDENT_QUESTION_LIST, q, rows);
  }

  /** GET /incidents/questions?type=: the questionnaire of a type, unanswered (what a reporter reads before filing). */
  questionsOfType(query: Record<string, unknown>): Page<IncidentQuestionView> {
    const q = parseList(INCIDENT_TYPE_QUESTION_LIST, query);
    const rows = this.registry.types().flatMap((type) => this.questionsOf(type).map((x) => ({ ...x, incidentType: type, answer: null })));
    return pageInMemory(INCIDENT_TYPE_QUESTION_LIST, q, rows);
  }

  // ------------------------------------------------------------------------------------------ writes

  /** POST /incidents: the security office files an incident (DRAFT unless SUBMITTED is asked for). */
  async create(dto: IncidentDto): Promise<IncidentView> {
    const i = this.db.repo(Incident).create({ incidentType: dto.incidentType, status: 'DRAFT', selfReported: false });
    if (dto.status && dto.status !== 'DRAFT' && dto.status !== 'SUBMITTED') throw new BadRequestException(M.createStatus);
    return this.save(i, dto, true);
  }

  /**
   * POST /incidents/me: the caller reports for themself (their own personnel record), with CREATE on the
   * type's creation module; the report is SUBMITTED to the security office (default), or kept as a DRAFT the
   * reporter completes and submits later (PUT /incidents/{id}).
   */
  async createMine(dto: IncidentDto, personnelId: string): Promise<IncidentView> {
    await this.checkSelfReport(dto.incidentType, dto, personnelId);
    const i = this.db.repo(Incident).create({ incidentType: dto.incidentType, status: 'DRAFT', selfReported: true });
    return this.save(i, { ...dto, personnelId, status: dto.status ?? 'SUBMITTED' }, true);
  }

  /**
   * PUT /incidents/{id}: the shared fields, the details (replaced as a whole when given), the answers and a status move.
   * The security office (REPORTS_INCIDENTS UPDATE) edits any incident until it is closed; the person who filed a
   * self-report edits it while it is a DRAFT, and submits it (status SUBMITTED), with the rights POST /incidents/me needs.
   */
  async update(id: string, dto: IncidentDto): Promise<IncidentView> {
    const officer = this.officer('UPDATE');
    const i = await this.find(id, officer ? {} : { need: 'UPDATE' });
    checkVersion(i, dto.version);
    if (i.status === 'CLOSED') throw new ConflictException(M.closed);
    if (dto.incidentType !== i.incidentType) throw new BadRequestException(M.typeNotEditable);
    if (officer) return this.save(i, dto, false);
    if (i.status !== 'DRAFT') throw new ConflictException(M.selfReportFiled);
    const personnelId = await this.myPersonnelId();
    await this.checkSelfReport(i.incidentType, dto, personnelId);
    return this.save(i, { ...dto, personnelId, status: dto.status ?? 'DRAFT' }, false);
  }

  /** DELETE /incidents/{id}: not once reported to the government or closed (the record is kept). */
  async remove(id: string): Promise<void> {
    const i = await this.find(id);
    if (i.status === 'CLOSED' || i.status === 'REPORTED_TO_GOVERNMENT' || i.governmentReportedAt) {
      throw new ConflictException(M.notDeletable);
    }
    await this.events.emit('incident.removed', { incidentId: i.id });
    await this.handlerOf(i.incidentType).beforeDelete?.(this.db.em(), i);
    await this.db.repo(Incident).remove(i);
  }

  /** Whether the caller may add or remove documents of the incident: officers (UPDATE), or its reporter while it is open. */
  async forDocuments(id: string, need: 'VIEW' | 'UPDATE'): Promise<Incident> {
    const i = await this.find(id, { need });
    if (need === 'UPDATE' && i.status === 'CLOSED') throw new ConflictException(M.closed);
    return i;
  }

  // ------------------------------------------------------------------------------------------ rules

  notFound(id: string): NotFoundException {
    return recordNotFound('Incident', id);
  }

  /** The caller's own personnel record (the one linked to their account); 404 with a message when there is none. */
  myPersonnelId(): Promise<string> {
    return requireLinkedPersonnelId(this.db);
  }

  /**
   * What a self-report needs (POST /incidents/me, and the reporter's PUT of their draft): a type filed from My Portal,
   * CREATE on its creation module, the tenant's My Portal switch of the report, the caller's own personnel record,
   * Draft or Submitted, and none of the fields the security office keeps.
   */
  private async checkSelfReport(type: IncidentType, dto: IncidentDto, personnelId: string): Promise<void> {
    const route = (INCIDENT_TYPE_ROUTES as Partial<Record<IncidentType, { module: string }>>)[type];
    if (!route) throw new BadRequestException(M.typeNotFiledHere(INCIDENT_TYPE[type]));
    const ctx = RequestContext.require();
    if (!hasPermission(ctx.user?.permissions ?? {}, route.module, 'CREATE')) {
      throw new ForbiddenException(`You do not have the CREATE permission on ${route.module}.`);
    }
    const shown = MY_PORTAL_REPORTS.find((r) => r.module === route.module);
    if (shown && !(await this.settings.getTenant<boolean>(this.db.tenantId(), `MY_PORTAL_${shown.key}`))) {
      throw new ForbiddenException(M.reportHidden(INCIDENT_TYPE[type]));
    }
    if (dto.personnelId && dto.personnelId !== personnelId) throw new BadRequestException(M.notOwnPerson);
    if (dto.status && dto.status !== 'DRAFT' && dto.status !== 'SUBMITTED') throw new BadRequestException(M.selfReportStatus);
    if ([...TIME_FIELDS, 'governmentReference' as const].some((k) => dto[k] !== undefined && dto[k] !== null)) {
      throw new BadRequestException(M.officerFieldsOnly);
    }
  }

  /** The caller holds REPORTS_INCIDENTS `need`. */
  officer(need: 'VIEW' | 'UPDATE'): boolean {
    return hasPermission(RequestContext.require().user?.permissions ?? {}, 'REPORTS_INCIDENTS', need);
  }

  /** The incident is a self-report the caller filed. */
  ownSelfReport(i: Pick<Incident, 'selfReported' | 'reportedByUserId'>): boolean {
    const user = RequestContext.require().user;
    return !!user && i.selfReported && i.reportedByUserId === user.id;
  }

  private handlerOf(type: IncidentType): IncidentTypeHandler {
    const h = type === 'ENCRYPTED_MESSAGE' ? undefined : this.registry.get(type);
    if (!h) throw new BadRequestException(M.typeNotFiledHere(INCIDENT_TYPE[type] ?? type));
    return h;
  }

  private questionsOf(type: IncidentType): readonly IncidentQuestion[] {
    return this.registry.get(type)?.questions ?? [];
  }

  private async save(i: Incident, dto: IncidentDto, created: boolean): Promise<IncidentView> {
    const handler = this.handlerOf(i.incidentType);
    const em = this.db.em();
    const user = RequestContext.require().user;
    const today = await this.settings.tenantToday();
    if (created) {
      i.reportedByUserId = user?.id ?? null;
      i.reportedDate = today;
    }
    for (const k of SHARED_FIELDS) {
      const v = dto[k];
      if (v !== undefined) i[k] = typeof v === 'string' ? v.trim() || null : v;
    }
    for (const k of TIME_FIELDS) {
      const v = dto[k];
      if (v !== undefined) i[k] = v === null ? null : new Date(v);
    }
    if (!handler.reportedAhead) notInFuture(i.incidentDate, 'Incident Date', today);

    const details = await this.details(handler, dto.details ?? (created ? {} : i.details));
    i.details = instanceToPlain(details, { exposeUnsetFields: false });

    this.move(i, dto.status ?? i.status, created);
    // required questions are answered once the incident goes to the security office (a draft may be closed unanswered)
    const complete = i.status !== 'DRAFT' && !(i.status === 'CLOSED' && !i.submittedAt);
    i.answers = this.answers(i.incidentType, handler.questions, i.answers ?? {}, dto.answers, complete);
    await handler.validate?.(em, details, i, today);
    // reporting to the government files the initial report that is due, when no other time is given
    if (i.status === 'REPORTED_TO_GOVERNMENT' && i.initialReportDueAt && !i.initialReportAt) i.initialReportAt = i.governmentReportedAt;
    for (const k of TIME_FIELDS) notInFuture(i[k], TIME_LABELS[k], today);

    const saved = await this.db.repo(Incident).save(i);
    await handler.afterSave?.(em, saved, details, created);
    await this.events.emit('incident.changed', { incidentId: saved.id });
    return (await this.views([saved.id]))[0];
  }

  /** The status move (INCIDENT_STATUS_MOVES) and what it stamps. */
  private move(i: Incident, to: Incident['status'], created: boolean): void {
    const from = i.status;
    if (to !== from && !created && !INCIDENT_STATUS_MOVES[from].includes(to)) {
      throw new ConflictException(M.badMove(INCIDENT_STATUS[from], INCIDENT_STATUS[to]));
    }
    if (to !== from || created) i.statusDate = new Date();
    i.status = to;
    if (to !== 'DRAFT' && to !== 'CLOSED' && !i.submittedAt) i.submittedAt = new Date();
    if (to === 'REPORTED_TO_GOVERNMENT') {
      if (!i.governmentReference) throw new BadRequestException(M.governmentReferenceRequired);
      i.governmentReportedAt ??= new Date();
    }
    if (to === 'CLOSED') i.closedAt = new Date();
  }

  /** The stored answers with the given ones merged (null clears one), checked against the questionnaire. */
  private answers(
    incidentType: IncidentType,
    questions: readonly IncidentQuestion[],
    stored: Record<string, unknown>,
    given: Record<string, unknown> | undefined,
    complete: boolean,
  ): Record<string, unknown> {
    const type = INCIDENT_TYPE[incidentType];
    const byId = new Map(questions.map((q) => [q.id, q]));
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(stored)) if (byId.has(k)) out[k] = v;
    for (const [k, v] of Object.entries(given ?? {})) {
      const q = byId.get(k);
      if (!q) throw new BadRequestException(M.unknownQuestion(k, type));
      if (v === null || v === '') {
        delete out[k];
        continue;
      }
      if (q.kind === 'YES_NO' && typeof v !== 'boolean') throw new BadRequestException(M.answerYesNo(q.text));
      if (q.kind === 'TEXT' && (typeof v !== 'string' || v.length > ANSWER_MAX)) throw new BadRequestException(M.answerText(q.text));
      if (q.kind === 'DATE' && !isIsoDay(v)) {
        throw new BadRequestException(M.answerDate(q.text));
      }
      out[k] = typeof v === 'string' ? v.trim() : v;
    }
    if (complete) {
      const missing = questions.find((q) => q.required && (out[q.id] === undefined || out[q.id] === ''));
      if (missing) throw new BadRequestException(M.answerRequired(missing.text));
    }
    return out;
  }

  /**
   * The details validated by the type's DTO, exactly as the request pipe validates a body, and the ids they name
   * checked in the tenant as the route transaction checks the body's (the person and the facility of the body
   * were checked there).
   */
  private async details(handler: IncidentTypeHandler, raw: Record<string, unknown>): Promise<object> {
    const details = (await new AppValidationPipe().transform(raw, { type: 'body', metatype: handler.detailsDto })) as object;
    await checkReferences(this.db.em(), [details], 'details');
    return details;
  }

  /**
   * The dashboard's incident tiles for one facility or all: reports past their deadline and open incidents
   * by type (the same rules as the list's `overdue` and `open` filters); null without REPORTS_INCIDENTS VIEW.
   */
  async dashboard(facilityId: string | null): Promise<IncidentDashboardView | null> {
    if (!this.officer('VIEW')) return null;
    const rows = await this.db.em().query<Array<{ incident_type: IncidentType; open: number; overdue: number }>>(
      `SELECT i.incident_type, count(*)::int AS open, count(*) FILTER (WHERE ${OVERDUE_SQL})::int AS overdue
         FROM incident i
        WHERE i.status <> 'CLOSED' AND i.incident_type <> 'ENCRYPTED_MESSAGE' AND ($1::uuid IS NULL OR i.facility_id = $1::uuid)
        GROUP BY i.incident_type ORDER BY i.incident_type`,
      [facilityId],
    );
    return {
      overdueReports: rows.reduce((n, r) => n + r.overdue, 0),
      openByType: rows.map((r) => ({ incidentType: r.incident_type, count: r.open })),
    };
  }

  // ------------------------------------------------------------------------------------------ views

  /** Views of incidents in the order of `ids`, with person, facility, reporter and deadlines. */
  async views(ids: string[]): Promise<IncidentView[]> {
    if (!ids.length) return [];
    const em = this.db.em();
    const rows = await this.db.repo(Incident).createQueryBuilder('i').where('i.id = ANY(:ids)', { ids }).getMany();
    const names = await em.query<Array<{ id: string; person: string | null; facility: string | null; reporter: string | null }>>(
      `SELECT i.id, CASE WHEN p.id IS NULL THEN NULL ELSE p.last_name || ', ' || p.first_name END AS person,
              f.facility_name AS facility, u.username AS reporter
         FROM ${FROM} LEFT JOIN app_user u ON u.id = i.reported_by_user_id
        WHERE i.id = ANY($1::uuid[])`,
      [ids],
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    const nameOf = new Map(names.map((n) => [n.id, n]));
    const out: IncidentView[] = [];
    for (const id of ids) {
      const i = byId.get(id);
      if (!i) continue;
      const n = nameOf.get(id);
      const extra = (await this.registry.get(i.incidentType)?.view?.(em, i)) ?? {};
      out.push({
        id: i.id,
        version: i.version,
        incidentType: i.incidentType,
        incidentTypeLabel: INCIDENT_TYPE[i.incidentType],
        status: i.status,
        statusDate: i.statusDate.toISOString(),
        personnelId: i.personnelId,
        personName: n?.person ?? null,
        facilityId: i.facilityId,
        facilityName: n?.facility ?? null,
        incidentDate: i.incidentDate,
        reportedDate: i.reportedDate,
        title: i.title,
        description: i.description,
        category: i.category,
        categoryLabel: categoryLabel(i.incidentType, i.category),
        selfReported: i.selfReported,
        reportedByUserId: i.reportedByUserId,
        reportedBy: n?.reporter ?? null,
        details: i.details ?? {},
        answers: i.answers ?? {},
        submittedAt: iso(i.submittedAt),
        governmentReportedAt: iso(i.governmentReportedAt),
        governmentReference: i.governmentReference,
        closedAt: iso(i.closedAt),
        initialReportDueAt: iso(i.initialReportDueAt),
        initialReportAt: iso(i.initialReportAt),
        finalReportDueAt: iso(i.finalReportDueAt),
        finalReportAt: iso(i.finalReportAt),
        deadlines: deadlinesOf(i),
        travelIncidentId: i.travelIncidentId,
        departureDate: i.departureDate,
        returnDate: i.returnDate,
        debriefDueDate: i.debriefDueDate,
        createdAt: i.createdAt.toISOString(),
        updatedAt: i.updatedAt.toISOString(),
        ...extra,
      });
    }
    return out;
  }
}

const TIME_LABELS: Record<(typeof TIME_FIELDS)[number], string> = {
  governmentReportedAt: 'Government Reported At',
  initialReportAt: 'Initial Report Filed At',
  finalReportAt: 'Final Report Filed At',
};

function categoryLabel(type: IncidentType, category: string | null): string | null {
  if (!category) return null;
  const map: Readonly<Record<string, string>> | undefined =
    type === 'INSIDER_THREAT' ? INSIDER_THREAT_CATEGORY : type === 'PERSONAL_REPORT' ? PERSONAL_REPORT_CATEGORY : undefined;
  return map?.[category] ?? category;
}

/** The reporting deadlines of an incident (initial and final report), soonest first. */
export function deadlinesOf(
  i: Pick<Incident, 'status' | 'initialReportDueAt' | 'initialReportAt' | 'finalReportDueAt' | 'finalReportAt'>,
  now = new Date(),
): IncidentDeadlineView[] {
  const out: IncidentDeadlineView[] = [];
  const add = (kind: IncidentDeadlineKind, due: Date | null, filed: Date | null) => {
    if (!due) return;
    out.push({
      kind,
      label: INCIDENT_DEADLINE_KIND[kind],
      dueAt: due.toISOString(),
      filedAt: iso(filed),
      overdue: !filed && i.status !== 'CLOSED' && due.getTime() < now.getTime(),
    });
  };
  add('INITIAL_REPORT', i.initialReportDueAt, i.initialReportAt);
  add('FINAL_REPORT', i.finalReportDueAt, i.finalReportAt);
  return out.sort((a, b) => a.dueAt.localeCompare(b.dueAt));
}

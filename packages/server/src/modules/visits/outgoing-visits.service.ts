import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import {
  BASIC_CLEARANCE_LEVEL,
  BASIC_CLEARANCE_LEVEL_RANK,
  PEOPLE_MESSAGES,
  permCertificationEnd,
  VISIT_MESSAGES,
  VISIT_STATUS,
  VISIT_SUBMISSION_METHOD,
  type BasicClearanceLevel,
} from '@clearline/shared';
import { In } from 'typeorm';
import { assignDefined, checkVersion } from '../../core/database/entity-helpers';
import { TenantDb } from '../../core/database/tenant-db';
import { OnDomainEvent } from '../../core/events/domain-events';
import { Page } from '../../core/http/list-query';
import { defineList, pageOfSql, parseList } from '../../core/http/list';
import { ContractsService } from '../contracts';
import { SettingsService } from '../settings';
import { OutgoingVisit, OutgoingVisitPersonnel } from './visit.entity';
import type {
  AddVisitPersonnelDto,
  OutgoingVisitDetailView,
  OutgoingVisitDto,
  OutgoingVisitPersonnelView,
  OutgoingVisitView,
  UpdateVisitPersonnelDto,
  VisitContactDto,
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
import { OUTGOING_VISIT_FIELDS } from './visits.dto';
import { UNDER_WAY_IN_WEEK_OF } from './visit-counts';

/** GET /visits/outgoing */
export const OUTGOING_VISIT_LIST = defineList({
  resource: 'outgoing-visits',
  sortable: {
    startDate: 'v.start_date',
    endDate: 'v.end_date',
    requestDate: 'v.request_date',
    visitStatus: 'v.visit_status',
    statusDate: 'v.status_date',
    toFacilityName: 'lower(v.to_facility_name)',
    clearanceLevel: 'v.clearance_level',
    createdAt: 'v.created_at',
  },
  defaultSort: { field: 'startDate', direction: 'DESC' },
  id: 'v.id',
  nullsLast: true,
  quickFilterCondition: (p) =>
    `(v.to_facility_name ILIKE ${p} OR v.to_cage_code ILIKE ${p} OR v.smo_code ILIKE ${p} OR v.visit_purpose ILIKE ${p}
      OR EXISTS (SELECT 1 FROM outgoing_visit_personnel vp JOIN personnel p ON p.tenant_id = vp.tenant_id AND p.id = vp.personnel_id
                  WHERE vp.tenant_id = v.tenant_id AND vp.outgoing_visit_id = v.id
                    AND (p.last_name ILIKE ${p} OR p.first_name ILIKE ${p})))`,
  filters: {
    visitStatus: { type: 'enum', column: 'v.visit_status', values: Object.keys(VISIT_STATUS) },
    facilityId: {
      type: 'uuid',
      condition: (p) => `(v.from_facility_id = ${p} OR v.to_facility_id = ${p} OR v.passthrough_facility_id = ${p})`,
      description: 'the facility the people come from, visit or pass through',
    },
    fromFacilityId: { type: 'uuid', column: 'v.from_facility_id', description: 'the facility the people come from' },
    underWayInWeekOf: UNDER_WAY_IN_WEEK_OF,
    contractId: { type: 'uuid', column: 'v.contract_id' },
    personnelId: {
      type: 'uuid',
      condition: (p) =>
        `EXISTS (SELECT 1 FROM outgoing_visit_personnel vp WHERE vp.tenant_id = v.tenant_id AND vp.outgoing_visit_id = v.id AND vp.personnel_id = ${p})`,
      description: 'a person going on the visit',
    },
    requestedById: { type: 'uuid', column: 'v.requested_by_id', description: 'the person who requested the visit' },
    selfReported: { type: 'boolean', column: 'v.self_reported', description: 'requested from My Portal' },
    isPermCertification: { type: 'boolean', column: 'v.is_perm_certification' },
    submissionMethod: { type: 'enum', column: 'v.submission_method', values: Object.keys(VISIT_SUBMISSION_METHOD) },
    startDate: { type: 'dateRange', column: 'v.start_date', description: 'first day of the visit' },
    endDate: { type: 'dateRange', column: 'v.end_date', description: 'last day of the visit (of a permanent certification: its end)' },
  },
});

/** What the security office alone sets: an employee's request from My Portal leaves them out. */
const OFFICE_FIELDS = ['processedBy', 'meetingNotesHelpdesk', 'submissionMethod'] as const;

const levelLabel = (l: BasicClearanceLevel): string => BASIC_CLEARANCE_LEVEL[l];

export interface OutgoingRequestOptions {
  /** requested from My Portal by this person (selfReported, status SUBMITTED, the person goes on the visit) */
  requestedById?: string;
}

/** Outgoing visits and the tenant's people who go (spec 03 §3 "Visits"), with the clearance check of the visit. */
@Injectable()
export class OutgoingVisitsService {
  constructor(
    private readonly db: TenantDb,
    private readonly rules: VisitRules,
    private readonly contracts: ContractsService,
    private readonly documents: VisitDocumentsService,
    private readonly settings: SettingsService,
  ) {}

  async list(query: Record<string, unknown>): Promise<Page<OutgoingVisitView>> {
    const q = parseList(OUTGOING_VISIT_LIST, query);
    return pageOfSql(this.db.em(), OUTGOING_VISIT_LIST, q, { select: 'v.id', from: 'outgoing_visit v' }, (rows: Array<{ id: string }>) =>
      this.views(rows.map((r) => r.id)),
    );
  }

  async find(id: string, type: 'VIEW' | 'UPDATE' = 'VIEW'): Promise<{ visit: OutgoingVisit; own: boolean }> {
    return this.rules.reach('OUTGOING', await this.db.findOr404(OutgoingVisit, id, 'Visit'), type);
  }

  async detail(id: string): Promise<OutgoingVisitDetailView> {
    const { visit } = await this.find(id);
    return this.detailOf(visit.id);
  }

  async create(dto: OutgoingVisitDto, opts: OutgoingRequestOptions = {}): Promise<OutgoingVisitDetailView> {
    const repo = this.db.repo(OutgoingVisit);
    const v = repo.create({
      requestDate: await this.settings.tenantToday(),
      visitStatus: opts.requestedById ? 'SUBMITTED' : initialStatus(dto.visitStatus),
      statusDate: new Date(),
      clearanceLevel: 'NONE',
      isPermCertification: false,
      selfReported: !!opts.requestedById,
      requestedById: opts.requestedById ?? null,
      specialAccesses: [],
    });
    const sent = opts.requestedById ? withoutOfficeFields(dto) : dto;
    this.assign(v, sent, v.requestDate);
    await this.check(v, sent);
    const saved = await repo.save(v);
    if (opts.requestedById) await this.addPeople(saved, [{ personnelId: opts.requestedById }]);
    await this.rules.changed('OUTGOING', saved.id);
    return this.detailOf(saved.id);
  }

  async update(id: string, dto: OutgoingVisitDto): Promise<OutgoingVisitDetailView> {
    const { visit: v } = await this.find(id, 'UPDATE');
    checkVersion(v, dto.version);
    assertEditable(v);
    const moved = moveStatus(v, dto.visitStatus);
    this.assign(v, dto, await this.settings.tenantToday());
    await this.check(v, dto);
    await this.checkPeople(v);
    await this.db.repo(OutgoingVisit).save(v);
    if (moved) await this.rules.changed('OUTGOING', v.id);
    return this.detailOf(v.id);
  }

  /** The daily close: an approved visit whose last day has passed is COMPLETED, or EXPIRED when it was a permanent certification. */
  @OnDomainEvent('tenant.day')
  async closeEnded({ day }: { day: string }): Promise<void> {
    for (const v of await closeEndedVisits(this.db.repo(OutgoingVisit), day, (x) => x.isPermCertification)) {
      await this.rules.changed('OUTGOING', v.id);
    }
  }

  async remove(id: string): Promise<void> {
    const { visit: v } = await this.find(id, 'UPDATE');
    assertDeletable(v);
    await this.rules.removed('OUTGOING', v.id);
    await this.documents.removeAll('OUTGOING', v.id);
    const people = await this.db.repo(OutgoingVisitPersonnel).findBy({ outgoingVisitId: v.id });
    if (people.length) await this.db.repo(OutgoingVisitPersonnel).remove(people);
    await this.db.repo(OutgoingVisit).remove(v);
  }

  /** The sent fields onto the visit; `today` (the tenant's) is the request date when none is kept. */
  private assign(v: OutgoingVisit, dto: OutgoingVisitDto, today: string): void {
    assignDefined(v, dto, OUTGOING_VISIT_FIELDS);
    if (dto.processedBy !== undefined) v.processedById = dto.processedBy;
    if (dto.specialAccesses !== undefined) v.specialAccesses = cleanAccesses(dto.specialAccesses);
    this.assignContact(v, 'tpoc', dto.meetingTPOC);
    this.assignContact(v, 'spoc', dto.meetingSPOC);
    if (v.toCageCode) v.toCageCode = v.toCageCode.toUpperCase();
    if (v.toCageCode === '') v.toCageCode = null;
    v.requestDate ??= today;
    v.clearanceLevel ??= 'NONE';
    v.isPermCertification ??= false;
  }

  private assignContact(v: OutgoingVisit, which: 'tpoc' | 'spoc', c: VisitContactDto | null | undefined): void {
    if (c === undefined) return;
    const keys = { fullName: `${which}FullName`, email: `${which}Email`, phone: `${which}Phone` } as const;
    for (const [from, to] of Object.entries(keys) as Array<[keyof VisitContactDto, `${typeof which}${'FullName' | 'Email' | 'Phone'}`]>) {
      const value = c === null ? null : c[from];
      if (value !== undefined) v[to] = typeof value === 'string' ? value.trim() || null : value;
    }
  }

  /**
   * Dates and references. A permanent certification needs its duration; it runs from the start date for
   * that duration, so the end date defaults to its last day and may not be later.
   */
  private async check(v: OutgoingVisit, dto: OutgoingVisitDto): Promise<void> {
    if (!v.startDate) throw new BadRequestException(PEOPLE_MESSAGES.required('Start Date'));
    if (v.isPermCertification) {
      if (!v.permCertificationDuration) throw new BadRequestException(VISIT_MESSAGES.permDurationRequired);
      const last = permCertificationEnd(v.startDate, v.permCertificationDuration);
      if (!v.endDate) v.endDate = last;
      if (v.endDate > last) throw new BadRequestException(VISIT_MESSAGES.permEndTooLate(last));
    } else {
      if (dto.permCertificationDuration) throw new BadRequestException(VISIT_MESSAGES.permDurationWithoutCertification);
      v.permCertificationDuration = null;
      if (!v.endDate) throw new BadRequestException(VISIT_MESSAGES.endDateRequired);
    }
    // the facilities, the processor and the contract are the tenant's: the route transaction checked the body's ids
    checkDates(v.startDate, v.endDate);
  }

  // ------------------------------------------------------------------------------------------ personnel

  /** POST /visits/outgoing/personnel/add: everyone or nobody. */
  async addPersonnel(dto: AddVisitPersonnelDto): Promise<OutgoingVisitPersonnelView[]> {
    const { visit: v } = await this.find(dto.visitId, 'UPDATE');
    assertEditable(v);
    await this.addPeople(v, dto.personnel);
    return this.personnel(v.id);
  }

  private async addPeople(
    v: OutgoingVisit,
    sent: Array<{ personnelId: string; role?: string | null; notes?: string | null }>,
  ): Promise<void> {
    const ids = [...new Set(sent.map((p) => p.personnelId))];
    const names = await this.names(ids);
    if (names.size !== ids.length) throw new BadRequestException(PEOPLE_MESSAGES.notValid('Personnel'));
    const held = await this.contracts.heldLevels(ids);
    this.clearanceCheck(
      v.clearanceLevel,
      ids.map((id) => ({ name: names.get(id)!, held: held.get(id) ?? 'NONE' })),
    );
    const repo = this.db.repo(OutgoingVisitPersonnel);
    const already = await repo.findBy({ outgoingVisitId: v.id, personnelId: In(ids) });
    if (already.length) throw new ConflictException(VISIT_MESSAGES.alreadyOnVisit(names.get(already[0].personnelId)!));
    const done = new Set<string>();
    for (const p of sent) {
      if (done.has(p.personnelId)) continue;
      done.add(p.personnelId);
      const row = repo.create({
        outgoingVisitId: v.id,
        personnelId: p.personnelId,
        clearanceLevel: held.get(p.personnelId) ?? 'NONE',
        role: p.role?.trim() || null,
        notes: p.notes?.trim() || null,
      });
      await repo.save(row);
    }
  }

  /** POST /visits/outgoing/personnel/update */
  async updatePersonnel(dto: UpdateVisitPersonnelDto): Promise<OutgoingVisitPersonnelView> {
    const { visit: v } = await this.find(dto.visitId, 'UPDATE');
    assertEditable(v);
    const row = await this.findPerson(v.id, dto.personnelId);
    checkVersion(row, dto.version);
    assignDefined(row, dto, ['role', 'notes']);
    if (row.role === '') row.role = null;
    if (row.notes === '') row.notes = null;
    await this.db.repo(OutgoingVisitPersonnel).save(row);
    return (await this.personnel(v.id)).find((p) => p.id === row.id)!;
  }

  /** DELETE /visits/outgoing/{visitId}/personnel/{personnelId} */
  async removePersonnel(visitId: string, personnelId: string): Promise<void> {
    const { visit: v } = await this.find(visitId, 'UPDATE');
    assertEditable(v);
    await this.db.repo(OutgoingVisitPersonnel).remove(await this.findPerson(v.id, personnelId));
  }

  private async findPerson(visitId: string, personnelId: string): Promise<OutgoingVisitPersonnel> {
    const row = await this.db.repo(OutgoingVisitPersonnel).findOneBy({ outgoingVisitId: visitId, personnelId });
    if (!row) throw new NotFoundException(VISIT_MESSAGES.notOnVisit);
    return row;
  }

  /** A visit's level raised above what someone on it holds is refused, naming the person. */
  private async checkPeople(v: OutgoingVisit): Promise<void> {
    const rows = await this.db.repo(OutgoingVisitPersonnel).findBy({ outgoingVisitId: v.id });
    if (!rows.length) return;
    const ids = rows.map((r) => r.personnelId);
    const names = await this.names(ids);
    const held = await this.contracts.heldLevels(ids);
    this.clearanceCheck(
      v.clearanceLevel,
      ids.map((id) => ({ name: names.get(id) ?? id, held: held.get(id) ?? 'NONE' })),
    );
  }

  /** 400 naming the first person whose held level is below the visit's. */
  private clearanceCheck(required: BasicClearanceLevel, people: Array<{ name: string; held: BasicClearanceLevel }>): void {
    for (const p of people) {
      if (BASIC_CLEARANCE_LEVEL_RANK[p.held] < BASIC_CLEARANCE_LEVEL_RANK[required]) {
        throw new BadRequestException(VISIT_MESSAGES.clearanceTooLow(p.name, levelLabel(p.held), levelLabel(required)));
      }
    }
  }

  private async names(ids: string[]): Promise<Map<string, string>> {
    if (!ids.length) return new Map();
    const rows = await this.db
      .em()
      .query<Array<{ id: string; name: string }>>(
        `SELECT id, trim(concat_ws(' ', first_name, last_name)) AS name FROM personnel WHERE id = ANY($1::uuid[])`,
        [ids],
      );
    return new Map(rows.map((r) => [r.id, r.name]));
  }

  async personnel(visitId: string): Promise<OutgoingVisitPersonnelView[]> {
    const rows = await this.db.em().query<
      Array<{
        id: string;
        version: number;
        personnel_id: string;
        first_name: string;
        last_name: string;
        clearance_level: BasicClearanceLevel;
        role: string | null;
        notes: string | null;
      }>
    >(
      `SELECT vp.id, vp.version, vp.personnel_id, p.first_name, p.last_name, vp.clearance_level, vp.role, vp.notes
         FROM outgoing_visit_personnel vp JOIN personnel p ON p.tenant_id = vp.tenant_id AND p.id = vp.personnel_id
        WHERE vp.outgoing_visit_id = $1
        ORDER BY lower(p.last_name), lower(p.first_name), vp.id`,
      [visitId],
    );
    const held = await this.contracts.heldLevels(rows.map((r) => r.personnel_id));
    return rows.map((r) => ({
      id: r.id,
      version: r.version,
      personnelId: r.personnel_id,
      firstName: r.first_name,
      lastName: r.last_name,
      clearanceLevel: r.clearance_level,
      currentClearanceLevel: held.get(r.personnel_id) ?? 'NONE',
      role: r.role,
      notes: r.notes,
    }));
  }

  // ------------------------------------------------------------------------------------------ views

  async detailOf(id: string): Promise<OutgoingVisitDetailView> {
    const [view] = await this.views([id]);
    return { ...view, personnel: await this.personnel(id), documents: await this.documents.list('OUTGOING', id) };
  }

  async views(ids: string[]): Promise<OutgoingVisitView[]> {
    if (!ids.length) return [];
    const visits = await this.db.repo(OutgoingVisit).findBy({ id: In(ids) });
    const byId = new Map(visits.map((v) => [v.id, v]));
    const extra = await this.db.em().query<
      Array<{
        id: string;
        requester: string | null;
        processor: string | null;
        from_name: string | null;
        to_name: string | null;
        through_name: string | null;
        contract_name: string | null;
        people: number;
      }>
    >(
      `SELECT v.id,
              nullif(trim(concat_ws(' ', r.first_name, r.last_name)), '') AS requester,
              nullif(trim(concat_ws(' ', pb.first_name, pb.last_name)), '') AS processor,
              ff.facility_name AS from_name, tf.facility_name AS to_name, pf.facility_name AS through_name,
              c.contract_name,
              (SELECT count(*)::int FROM outgoing_visit_personnel vp WHERE vp.tenant_id = v.tenant_id AND vp.outgoing_visit_id = v.id) AS people
         FROM outgoing_visit v
         LEFT JOIN personnel r ON r.tenant_id = v.tenant_id AND r.id = v.requested_by_id
         LEFT JOIN personnel pb ON pb.tenant_id = v.tenant_id AND pb.id = v.processed_by_id
         LEFT JOIN facility ff ON ff.tenant_id = v.tenant_id AND ff.id = v.from_facility_id
         LEFT JOIN facility tf ON tf.tenant_id = v.tenant_id AND tf.id = v.to_facility_id
         LEFT JOIN facility pf ON pf.tenant_id = v.tenant_id AND pf.id = v.passthrough_facility_id
         LEFT JOIN contract c ON c.tenant_id = v.tenant_id AND c.id = v.contract_id
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
          requestDate: v.requestDate,
          visitStatus: v.visitStatus,
          statusDate: new Date(v.statusDate).toISOString(),
          fromFacilityId: v.fromFacilityId,
          fromFacilityName: e?.from_name ?? null,
          toFacilityId: v.toFacilityId,
          toFacilityName: e?.to_name ?? v.toFacilityName,
          toCageCode: v.toCageCode,
          passthroughFacilityId: v.passthroughFacilityId,
          passthroughFacilityName: e?.through_name ?? null,
          smoCode: v.smoCode,
          isPermCertification: v.isPermCertification,
          permCertificationDuration: v.permCertificationDuration,
          submissionMethod: v.submissionMethod,
          selfReported: v.selfReported,
          requestedById: v.requestedById,
          requestedByName: e?.requester ?? null,
          processedBy: v.processedById,
          processedByName: e?.processor ?? null,
          startDate: v.startDate,
          endDate: v.endDate,
          visitPurpose: v.visitPurpose,
          clearanceLevel: v.clearanceLevel,
          contractId: v.contractId,
          contractName: e?.contract_name ?? null,
          specialAccesses: v.specialAccesses ?? [],
          meetingTPOC: { fullName: v.tpocFullName, email: v.tpocEmail, phone: v.tpocPhone },
          meetingSPOC: { fullName: v.spocFullName, email: v.spocEmail, phone: v.spocPhone },
          meetingNotesEmployee: v.meetingNotesEmployee,
          meetingNotesHelpdesk: v.meetingNotesHelpdesk,
          personnelCount: e?.people ?? 0,
          createdAt: v.createdAt.toISOString(),
          updatedAt: v.updatedAt.toISOString(),
        };
      });
  }
}

/** An employee's request: the fields the security office alone sets are dropped. */
function withoutOfficeFields(dto: OutgoingVisitDto): OutgoingVisitDto {
  const copy = { ...dto } as OutgoingVisitDto;
  for (const k of OFFICE_FIELDS) delete (copy as Partial<OutgoingVisitDto>)[k];
  delete copy.visitStatus;
  return copy;
}

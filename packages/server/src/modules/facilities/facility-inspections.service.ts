import { BadRequestException, Injectable } from '@nestjs/common';
import {
  FACILITY_REVIEW_MESSAGES as M,
  INSPECTION_RATING_VALUES,
  INSPECTION_TYPE_VALUES,
  type CorrectiveActionStatus,
  dayIn,
} from '@clearline/shared';
import { In } from 'typeorm';
import { assignDefined, checkVersion } from '../../core/database/entity-helpers';
import { recordNotFound, TenantDb } from '../../core/database/tenant-db';
import type { Page } from '../../core/http/list-query';
import { defineList, pageOf, parseList } from '../../core/http/list';
import { SettingsService } from '../settings';
import type {
  FacilityCorrectiveActionDto,
  FacilityInspectionDto,
  FacilityInspectionFindingDto,
  FacilityInspectionFindingView,
  FacilityInspectionView,
} from './facility-inspections.dto';
import { FacilityCorrectiveAction, FacilityInspection, FacilityInspectionFinding } from './facility-inspections.entity';
import { Facility } from './facility.entity';

/**
 * A finding still open, as SQL over its row alias: a vulnerability or administrative finding with no
 * corrective action yet, or with one not completed (observations need none). `findingIsOpen` is the same rule.
 */
export const findingOpenSql = (f: string) =>
  `(${f}.category <> 'OBSERVATION' AND NOT (
     EXISTS (SELECT 1 FROM facility_corrective_action ca WHERE ca.tenant_id = ${f}.tenant_id AND ca.finding_id = ${f}.id)
     AND NOT EXISTS (SELECT 1 FROM facility_corrective_action ca WHERE ca.tenant_id = ${f}.tenant_id AND ca.finding_id = ${f}.id AND ca.status = 'OPEN')))`;

export const findingIsOpen = (f: Pick<FacilityInspectionFinding, 'category'>, actions: Pick<FacilityCorrectiveAction, 'status'>[]) =>
  f.category !== 'OBSERVATION' && (actions.length === 0 || actions.some((a) => a.status === 'OPEN'));

/** GET /facilities/{id}/detail/inspections */
export const FACILITY_INSPECTION_LIST = defineList({
  resource: 'inspections',
  sortable: {
    startDate: 'i.startDate',
    endDate: 'i.endDate',
    inspectionType: 'i.inspectionType',
    rating: 'i.rating',
    createdAt: 'i.createdAt',
  },
  defaultSort: { field: 'startDate', direction: 'DESC' },
  id: 'i.id',
  quickFilter: ['i.summary', 'i.inspectors'],
  filters: {
    inspectionType: { type: 'enum', values: INSPECTION_TYPE_VALUES, column: 'i.inspection_type' },
    rating: { type: 'enum', values: INSPECTION_RATING_VALUES, column: 'i.rating' },
    openFindings: {
      type: 'boolean',
      condition: (p) =>
        `(EXISTS (SELECT 1 FROM facility_inspection_finding f WHERE f.tenant_id = i.tenant_id AND f.inspection_id = i.id AND ${findingOpenSql('f')})) = ${p}`,
      description: 'true: reviews with a finding still open',
    },
  },
});

/** The tenant's today (its TIME_ZONE setting), against which due dates of the facility's records are overdue. */
@Injectable()
export class FacilityReviewDays {
  constructor(
    private readonly db: TenantDb,
    private readonly settings: SettingsService,
  ) {}

  async today(now = new Date()): Promise<string> {
    const timeZone = await this.settings.getTenant<string>(this.db.tenantId(), 'TIME_ZONE');
    return dayIn(timeZone || 'UTC', now);
  }
}

const FIELDS = ['inspectionType', 'startDate', 'endDate', 'inspectors', 'rating', 'summary'] as const;
const FINDING_FIELDS = ['category', 'severity', 'description', 'nispomReference'] as const;
const ACTION_FIELDS = ['description', 'responsiblePerson', 'dueDate', 'completedDate'] as const;

/** The stored fields of a finding or corrective action (with its place and status), to tell whether a save changes it. */
const snapshot = <T extends object>(record: T, fields: readonly (keyof T)[]) =>
  JSON.stringify([...fields, 'position', 'status'].map((k) => (record as Record<string, unknown>)[k as string] ?? null));

/**
 * DCSA security reviews of a facility with their findings and corrective actions, written as one record:
 * a save carries the findings (and each finding its corrective actions); ids name the ones kept and changed,
 * the others are added, the ones left out are removed (each change audited).
 */
@Injectable()
export class FacilityInspectionsService {
  constructor(
    private readonly db: TenantDb,
    private readonly days: FacilityReviewDays,
  ) {}

  async list(facilityId: string, query: Record<string, unknown>): Promise<Page<FacilityInspectionView>> {
    const q = parseList(FACILITY_INSPECTION_LIST, query);
    await this.db.findOr404(Facility, facilityId, 'Facility');
    const qb = this.db.repo(FacilityInspection).createQueryBuilder('i').where('i.facilityId = :facilityId', { facilityId });
    return pageOf(qb, FACILITY_INSPECTION_LIST, q, (rows) => this.views(rows));
  }

  async get(facilityId: string, id: string): Promise<FacilityInspectionView> {
    const [view] = await this.views([await this.find(facilityId, id)]);
    return view;
  }

  async create(facilityId: string, dto: FacilityInspectionDto): Promise<FacilityInspectionView> {
    await this.db.findOr404(Facility, facilityId, 'Facility');
    const repo = this.db.repo(FacilityInspection);
    const i = repo.create({ facilityId });
    assignDefined(i, dto, FIELDS);
    this.check(i);
    const saved = await repo.save(i);
    await this.saveFindings(saved, dto.findings ?? []);
    return this.get(facilityId, saved.id);
  }

  async update(facilityId: string, id: string, dto: FacilityInspectionDto): Promise<FacilityInspectionView> {
    const i = await this.find(facilityId, id);
    checkVersion(i, dto.version);
    assignDefined(i, dto, FIELDS);
    this.check(i);
    const version = i.version;
    const repo = this.db.repo(FacilityInspection);
    const saved = await repo.save(i);
    if (dto.findings !== undefined && (await this.saveFindings(saved, dto.findings ?? [])) && saved.version === version) {
      // a change of its findings is a change of the review: its version moves, so a stale save of the findings is refused
      saved.updatedAt = new Date();
      await repo.save(saved);
    }
    return this.get(facilityId, saved.id);
  }

  async remove(facilityId: string, id: string): Promise<void> {
    const i = await this.find(facilityId, id);
    await this.saveFindings(i, []);
    await this.db.repo(FacilityInspection).remove(i);
  }

  private async find(facilityId: string, id: string): Promise<FacilityInspection> {
    await this.db.findOr404(Facility, facilityId, 'Facility');
    const i = await this.db.repo(FacilityInspection).findOneBy({ id, facilityId });
    if (!i) throw recordNotFound('Inspection', id);
    return i;
  }

  private check(i: FacilityInspection): void {
    if (i.endDate && i.endDate < i.startDate) throw new BadRequestException(M.endBeforeStart);
    for (const k of ['inspectors', 'summary'] as const) if (i[k] === '') i[k] = null;
  }

  /**
   * The review's findings become `list`: kept ones changed, new ones added, the rest removed with their
   * actions. Answers whether any finding or corrective action changed.
   */
  private async saveFindings(i: FacilityInspection, list: FacilityInspectionFindingDto[]): Promise<boolean> {
    const repo = this.db.repo(FacilityInspectionFinding);
    const stored = await repo.findBy({ inspectionId: i.id });
    const byId = new Map(stored.map((f) => [f.id, f]));
    for (const item of list) if (item.id && !byId.has(item.id)) throw new BadRequestException(M.unknownFinding(item.id));
    const kept = new Set(list.map((item) => item.id).filter(Boolean));
    let changed = false;
    for (const f of stored.filter((f) => !kept.has(f.id))) {
      await this.saveActions(f, []);
      await repo.remove(f);
      changed = true;
    }
    for (const [position, item] of list.entries()) {
      const f = item.id ? byId.get(item.id)! : repo.create({ inspectionId: i.id });
      const before = snapshot(f, FINDING_FIELDS);
      assignDefined(f, item, FINDING_FIELDS);
      f.position = position;
      if (!f.severity) f.severity = 'LOW';
      if (f.nispomReference === '') f.nispomReference = null;
      if (!item.id || snapshot(f, FINDING_FIELDS) !== before) changed = true;
      const saved = await repo.save(f);
      if ((!item.id || item.correctiveActions !== undefined) && (await this.saveActions(saved, item.correctiveActions ?? [])))
        changed = true;
    }
    return changed;
  }

  /** The finding's corrective actions become `list` (the same rule as its findings for a review). */
  private async saveActions(f: FacilityInspectionFinding, list: FacilityCorrectiveActionDto[]): Promise<boolean> {
    const repo = this.db.repo(FacilityCorrectiveAction);
    const stored = await repo.findBy({ findingId: f.id });
    const byId = new Map(stored.map((a) => [a.id, a]));
    for (const item of list) if (item.id && !byId.has(item.id)) throw new BadRequestException(M.unknownCorrectiveAction(item.id));
    const kept = new Set(list.map((item) => item.id).filter(Boolean));
    const gone = stored.filter((a) => !kept.has(a.id));
    if (gone.length) await repo.remove(gone);
    let changed = gone.length > 0;
    for (const [position, item] of list.entries()) {
      const a = item.id ? byId.get(item.id)! : repo.create({ findingId: f.id });
      const before = snapshot(a, ACTION_FIELDS);
      assignDefined(a, item, ACTION_FIELDS);
      a.position = position;
      if (a.responsiblePerson === '') a.responsiblePerson = null;
      const status: CorrectiveActionStatus = item.status ?? (a.completedDate ? 'COMPLETED' : 'OPEN');
      if (status === 'COMPLETED' && !a.completedDate) throw new BadRequestException(M.completedDateNeeded);
      if (status === 'OPEN' && a.completedDate) throw new BadRequestException(M.completedDateOpen);
      a.status = status;
      if (!item.id || snapshot(a, ACTION_FIELDS) !== before) changed = true;
      await repo.save(a);
    }
    return changed;
  }

  private async views(rows: FacilityInspection[]): Promise<FacilityInspectionView[]> {
    if (!rows.length) return [];
    const today = await this.days.today();
    const findings = await this.db
      .repo(FacilityInspectionFinding)
      .find({ where: { inspectionId: In(rows.map((i) => i.id)) }, order: { position: 'ASC', createdAt: 'ASC', id: 'ASC' } });
    const actions = findings.length
      ? await this.db
          .repo(FacilityCorrectiveAction)
          .find({ where: { findingId: In(findings.map((f) => f.id)) }, order: { position: 'ASC', createdAt: 'ASC', id: 'ASC' } })
      : [];
    const findingViews = new Map<string, FacilityInspectionFindingView[]>();
    for (const f of findings) {
      const own = actions.filter((a) => a.findingId === f.id);
      const views = own.map((a) => ({
        id: a.id,
        description: a.description,
        responsiblePerson: a.responsiblePerson,
        dueDate: a.dueDate,
        completedDate: a.completedDate,
        status: a.status,
        overdue: a.status === 'OPEN' && a.dueDate < today,
      }));
      const list = findingViews.get(f.inspectionId) ?? [];
      list.push({
        id: f.id,
        category: f.category,
        severity: f.severity,
        description: f.description,
        nispomReference: f.nispomReference,
        open: findingIsOpen(f, own),
        overdue: views.some((a) => a.overdue),
        correctiveActions: views,
      });
      findingViews.set(f.inspectionId, list);
    }
    return rows.map((i) => {
      const list = findingViews.get(i.id) ?? [];
      return {
        id: i.id,
        version: i.version,
        facilityId: i.facilityId,
        inspectionType: i.inspectionType,
        startDate: i.startDate,
        endDate: i.endDate,
        inspectors: i.inspectors,
        rating: i.rating,
        summary: i.summary,
        openFindings: list.filter((f) => f.open).length,
        overdueActions: list.reduce((n, f) => n + f.correctiveActions.filter((a) => a.overdue).length, 0),
        findings: list,
        createdAt: i.createdAt.toISOString(),
        updatedAt: i.updatedAt.toISOString(),
      };
    });
  }
}

import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import {
  CHANGE_CONDITION_STATUS,
  CHANGE_CONDITION_STATUS_VALUES,
  CHANGE_CONDITION_TRANSITIONS,
  CHANGE_CONDITION_TYPE_VALUES,
  FACILITY_REVIEW_MESSAGES as M,
  type ChangeConditionStatus,
} from '@clearline/shared';
import { assignDefined, checkVersion } from '../../core/database/entity-helpers';
import { recordNotFound, TenantDb } from '../../core/database/tenant-db';
import { DomainEventBus } from '../../core/events/domain-events';
import type { Page } from '../../core/http/list-query';
import { defineList, pageOf, parseList } from '../../core/http/list';
import type { FacilityChangeConditionDto, FacilityChangeConditionView } from './facility-change-conditions.dto';
import { FacilityChangeCondition } from './facility-change-conditions.entity';
import { FacilityReviewDays } from './facility-inspections.service';
import { Facility } from './facility.entity';

/** GET /facilities/{id}/detail/change_conditions */
export const FACILITY_CHANGE_CONDITION_LIST = defineList({
  resource: 'change-conditions',
  sortable: {
    effectiveDate: 'c.effectiveDate',
    reportDueDate: 'c.reportDueDate',
    reportedDate: 'c.reportedDate',
    conditionType: 'c.conditionType',
    status: 'c.status',
    createdAt: 'c.createdAt',
  },
  defaultSort: { field: 'effectiveDate', direction: 'DESC' },
  id: 'c.id',
  quickFilter: ['c.description', 'c.niss_reference'],
  filters: {
    status: { type: 'enum', values: CHANGE_CONDITION_STATUS_VALUES, column: 'c.status' },
    conditionType: { type: 'enum', values: CHANGE_CONDITION_TYPE_VALUES, column: 'c.condition_type' },
  },
});

const FIELDS = [
  'conditionType',
  'description',
  'effectiveDate',
  'reportDueDate',
  'reportedDate',
  'nissReference',
  'acknowledgedDate',
  'notes',
] as const;

/**
 * Changed-condition packages of a facility (32 CFR 117.8(c)): recorded as a draft, submitted to DCSA in
 * NISS, acknowledged, closed. While a package is a draft the facility has an open action to report it by
 * its report due date (the open-actions module keeps it in step through `facility.change-condition.changed`).
 */
@Injectable()
export class FacilityChangeConditionsService {
  constructor(
    private readonly db: TenantDb,
    private readonly events: DomainEventBus,
    private readonly days: FacilityReviewDays,
  ) {}

  async list(facilityId: string, query: Record<string, unknown>): Promise<Page<FacilityChangeConditionView>> {
    const q = parseList(FACILITY_CHANGE_CONDITION_LIST, query);
    await this.db.findOr404(Facility, facilityId, 'Facility');
    const today = await this.days.today();
    const qb = this.db.repo(FacilityChangeCondition).createQueryBuilder('c').where('c.facilityId = :facilityId', { facilityId });
    return pageOf(qb, FACILITY_CHANGE_CONDITION_LIST, q, (rows) => rows.map((c) => this.toView(c, today)));
  }

  async create(facilityId: string, dto: FacilityChangeConditionDto): Promise<FacilityChangeConditionView> {
    await this.db.findOr404(Facility, facilityId, 'Facility');
    const repo = this.db.repo(FacilityChangeCondition);
    const c = repo.create({ facilityId, status: 'DRAFT' });
    assignDefined(c, dto, FIELDS);
    this.check(c, dto.status ?? 'DRAFT', 'DRAFT');
    const saved = await repo.save(c);
    await this.events.emit('facility.change-condition.changed', { changeConditionId: saved.id });
    return this.toView(saved, await this.days.today());
  }

  async update(facilityId: string, id: string, dto: FacilityChangeConditionDto): Promise<FacilityChangeConditionView> {
    const c = await this.find(facilityId, id);
    checkVersion(c, dto.version);
    const from = c.status;
    assignDefined(c, dto, FIELDS);
    this.check(c, dto.status ?? from, from);
    const saved = await this.db.repo(FacilityChangeCondition).save(c);
    await this.events.emit('facility.change-condition.changed', { changeConditionId: saved.id });
    return this.toView(saved, await this.days.today());
  }

  /** Only a draft goes; a package DCSA has received stays on record. */
  async remove(facilityId: string, id: string): Promise<void> {
    const c = await this.find(facilityId, id);
    if (c.status !== 'DRAFT') throw new ConflictException(M.onlyDraftDeleted);
    await this.db.repo(FacilityChangeCondition).remove(c);
    await this.events.emit('facility.change-condition.changed', { changeConditionId: id });
  }

  private async find(facilityId: string, id: string): Promise<FacilityChangeCondition> {
    await this.db.findOr404(Facility, facilityId, 'Facility');
    const c = await this.db.repo(FacilityChangeCondition).findOneBy({ id, facilityId });
    if (!c) throw recordNotFound('Change condition', id);
    return c;
  }

  /** The status move and the dates each status needs. */
  private check(c: FacilityChangeCondition, to: ChangeConditionStatus, from: ChangeConditionStatus): void {
    if (to !== from && !CHANGE_CONDITION_TRANSITIONS[from].includes(to)) {
      throw new ConflictException(M.transition(CHANGE_CONDITION_STATUS[from], CHANGE_CONDITION_STATUS[to]));
    }
    c.status = to;
    if (!c.reportDueDate) c.reportDueDate = c.effectiveDate;
    if (c.nissReference === '') c.nissReference = null;
    if (c.notes === '') c.notes = null;
    if (to !== 'DRAFT' && !c.reportedDate) throw new BadRequestException(M.reportedDateNeeded);
    if (to === 'ACKNOWLEDGED' && !c.acknowledgedDate) throw new BadRequestException(M.acknowledgedDateNeeded);
  }

  private toView(c: FacilityChangeCondition, today: string): FacilityChangeConditionView {
    return {
      id: c.id,
      version: c.version,
      facilityId: c.facilityId,
      conditionType: c.conditionType,
      description: c.description,
      effectiveDate: c.effectiveDate,
      reportDueDate: c.reportDueDate,
      reportedDate: c.reportedDate,
      nissReference: c.nissReference,
      acknowledgedDate: c.acknowledgedDate,
      status: c.status,
      notes: c.notes,
      overdue: c.status === 'DRAFT' && c.reportDueDate < today,
      createdAt: c.createdAt.toISOString(),
      updatedAt: c.updatedAt.toISOString(),
    };
  }
}

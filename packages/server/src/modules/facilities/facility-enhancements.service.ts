import { BadRequestException, Injectable } from '@nestjs/common';
import { ENHANCEMENT_CATEGORY_VALUES, ENHANCEMENT_STATUS_VALUES, FACILITY_REVIEW_MESSAGES as M } from '@clearline/shared';
import { assignDefined, checkVersion } from '../../core/database/entity-helpers';
import { recordNotFound, TenantDb } from '../../core/database/tenant-db';
import type { Page } from '../../core/http/list-query';
import { defineList, pageOf, parseList } from '../../core/http/list';
import type { FacilitySecurityEnhancementDto, FacilitySecurityEnhancementView } from './facility-enhancements.dto';
import { FacilitySecurityEnhancement } from './facility-enhancements.entity';
import { Facility } from './facility.entity';

/** GET /facilities/{id}/detail/security_enhancements */
export const FACILITY_ENHANCEMENT_LIST = defineList({
  resource: 'security-enhancements',
  sortable: {
    title: 'lower(e.title)',
    category: 'e.category',
    dateImplemented: 'e.dateImplemented',
    status: 'e.status',
    createdAt: 'e.createdAt',
  },
  defaultSort: { field: 'dateImplemented', direction: 'DESC' },
  nullsLast: true,
  id: 'e.id',
  quickFilter: ['e.title', 'e.description'],
  filters: {
    category: { type: 'enum', values: ENHANCEMENT_CATEGORY_VALUES, column: 'e.category' },
    status: { type: 'enum', values: ENHANCEMENT_STATUS_VALUES, column: 'e.status' },
  },
});

const FIELDS = ['category', 'title', 'description', 'dateImplemented', 'evidenceLink'] as const;

/** The facility's NISP enhancements: what DCSA may credit in its security rating. */
@Injectable()
export class FacilityEnhancementsService {
  constructor(private readonly db: TenantDb) {}

  async list(facilityId: string, query: Record<string, unknown>): Promise<Page<FacilitySecurityEnhancementView>> {
    const q = parseList(FACILITY_ENHANCEMENT_LIST, query);
    await this.db.findOr404(Facility, facilityId, 'Facility');
    const qb = this.db.repo(FacilitySecurityEnhancement).createQueryBuilder('e').where('e.facilityId = :facilityId', { facilityId });
    return pageOf(qb, FACILITY_ENHANCEMENT_LIST, q, (rows) => rows.map((e) => this.toView(e)));
  }

  async create(facilityId: string, dto: FacilitySecurityEnhancementDto): Promise<FacilitySecurityEnhancementView> {
    await this.db.findOr404(Facility, facilityId, 'Facility');
    const repo = this.db.repo(FacilitySecurityEnhancement);
    const e = repo.create({ facilityId });
    assignDefined(e, dto, FIELDS);
    e.status = dto.status ?? (e.dateImplemented ? 'IMPLEMENTED' : 'PLANNED');
    this.check(e);
    return this.toView(await repo.save(e));
  }

  async update(facilityId: string, id: string, dto: FacilitySecurityEnhancementDto): Promise<FacilitySecurityEnhancementView> {
    const e = await this.find(facilityId, id);
    checkVersion(e, dto.version);
    assignDefined(e, dto, FIELDS);
    if (dto.status) e.status = dto.status;
    this.check(e);
    return this.toView(await this.db.repo(FacilitySecurityEnhancement).save(e));
  }

  async remove(facilityId: string, id: string): Promise<void> {
    await this.db.repo(FacilitySecurityEnhancement).remove(await this.find(facilityId, id));
  }

  private async find(facilityId: string, id: string): Promise<FacilitySecurityEnhancement> {
    await this.db.findOr404(Facility, facilityId, 'Facility');
    const e = await this.db.repo(FacilitySecurityEnhancement).findOneBy({ id, facilityId });
    if (!e) throw recordNotFound('Security enhancement', id);
    return e;
  }

  private check(e: FacilitySecurityEnhancement): void {
    for (const k of ['description', 'evidenceLink'] as const) if (e[k] === '') e[k] = null;
    if (e.status !== 'PLANNED' && !e.dateImplemented) throw new BadRequestException(M.dateImplementedNeeded);
  }

  private toView(e: FacilitySecurityEnhancement): FacilitySecurityEnhancementView {
    return {
      id: e.id,
      version: e.version,
      facilityId: e.facilityId,
      category: e.category,
      title: e.title,
      description: e.description,
      dateImplemented: e.dateImplemented,
      evidenceLink: e.evidenceLink,
      status: e.status,
      createdAt: e.createdAt.toISOString(),
      updatedAt: e.updatedAt.toISOString(),
    };
  }
}

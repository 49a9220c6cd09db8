import { BadRequestException, Injectable } from '@nestjs/common';
import { DOWNLOAD_MESSAGES, DOWNLOAD_SECTIONS, MAX_PAGE_SIZE, PEOPLE_MESSAGES } from '@clearline/shared';
import type { EntityManager } from 'typeorm';
import { type AuthUser, RequestContext } from '../../core/context/request-context';
import { assignDefined, checkVersion } from '../../core/database/entity-helpers';
import { TenantDb } from '../../core/database/tenant-db';
import type { Page } from '../../core/http/list-query';
import { defineList, pageOf, parseList } from '../../core/http/list';
import { singleFile, type UploadedFilePart } from '../../core/storage/upload';
import { DocumentsService, registerDocumentEntityType } from '../documents';
import { Facility } from '../facilities';
import { unknownRoleNames } from '../identity';
import { SettingsService, tenantTodaySql } from '../settings';
import { DownloadLink } from './download-link.entity';
import type { DownloadLinkDto, DownloadLinkInputDto, ManagedDownloadLinkDto } from './downloads.dto';

/** The document kind of a download link's file: TENANT_MASTER manages them, the link's audience may download. */
export const DOWNLOAD_LINK_ENTITY_TYPE = 'DOWNLOAD_LINK';

/** SQL condition (alias l) of a link offered today (active, not past its valid-until date on the tenant's day). */
const CURRENT = `l.is_active AND (l.valid_until_date IS NULL OR l.valid_until_date >= ${tenantTodaySql('l.tenant_id')})`;

/**
 * SQL condition (alias l, parameters :roles and :userId) of a link offered today to a user with those roles:
 * a link for some facilities only is offered to a user whose personnel record is linked to one of them.
 */
const OFFERED = `${CURRENT}
  AND (cardinality(l.allowed_roles) = 0 OR l.allowed_roles && :roles::text[])
  AND (cardinality(l.allowed_facilities) = 0 OR EXISTS (
    SELECT 1 FROM personnel p JOIN personnel_facility pf ON pf.tenant_id = p.tenant_id AND pf.personnel_id = p.id
     WHERE p.user_id = :userId AND pf.facility_id = ANY (l.allowed_facilities)))`;

/** Whether `doc` is the file of a link offered to `user` (same tenant: the transaction's RLS applies). */
async function offeredTo(em: EntityManager, doc: { id: string; entityId: string }, user: AuthUser): Promise<boolean> {
  const found = await em
    .getRepository(DownloadLink)
    .createQueryBuilder('l')
    .where('l.id = :link AND l.document_id = :doc', { link: doc.entityId, doc: doc.id })
    .andWhere(OFFERED, { roles: user.roles, userId: user.id })
    .getCount();
  return found > 0;
}

registerDocumentEntityType(DOWNLOAD_LINK_ENTITY_TYPE, { module: 'TENANT_MASTER', table: 'download_link', readableBy: offeredTo });

const toDto = (l: DownloadLink): DownloadLinkDto => ({
  id: l.id,
  sectionName: l.sectionName,
  prettyName: l.prettyName,
  description: l.description,
  allowedRoles: l.allowedRoles,
  allowedFacilities: l.allowedFacilities,
  isActive: l.isActive,
  validUntilDate: l.validUntilDate,
  fileName: l.fileName,
  filePath: l.documentId,
  url: l.url,
});

/** GET /tenant-master-data/downloads: every offered link by section and name unless a page is asked for */
export const DOWNLOAD_LIST = defineList({
  resource: 'downloads',
  sortable: { sectionName: ['l.section_name', 'l.pretty_name'], prettyName: 'l.pretty_name', validUntilDate: 'l.valid_until_date' },
  defaultSort: { field: 'sectionName', direction: 'ASC' },
  id: 'l.id',
  quickFilter: ['l.pretty_name', 'l.description'],
  filters: {
    sectionName: {
      type: 'enum',
      column: 'l.section_name',
      values: DOWNLOAD_SECTIONS,
      description: 'one section; every section when absent',
    },
  },
  defaultSize: MAX_PAGE_SIZE,
});

/** GET /tenant-master-data/downloads/all: every link of the tenant (tenant master data) */
export const DOWNLOAD_ADMIN_LIST = defineList({
  resource: 'download-links',
  sortable: {
    sectionName: ['l.section_name', 'l.pretty_name'],
    prettyName: 'l.pretty_name',
    validUntilDate: 'l.valid_until_date',
    isActive: 'l.is_active',
    createdAt: 'l.created_at',
  },
  defaultSort: { field: 'sectionName', direction: 'ASC' },
  id: 'l.id',
  quickFilter: ['l.pretty_name', 'l.description', 'l.file_name'],
  filters: {
    sectionName: { type: 'enum', column: 'l.section_name', values: DOWNLOAD_SECTIONS },
    isActive: { type: 'boolean', column: 'l.is_active' },
  },
});

/** Download links of the tenant as the signed-in user sees them (portal downloads, blank forms). */
@Injectable()
export class DownloadsService {
  constructor(
    private readonly db: TenantDb,
    private readonly documents: DocumentsService,
    private readonly settings: SettingsService,
  ) {}

  /** Active links not past their valid-until date whose allowed roles include one of the user's (empty: everyone). */
  offered(query: Record<string, unknown>): Promise<Page<DownloadLinkDto>> {
    const q = parseList(DOWNLOAD_LIST, query);
    const user = RequestContext.require().user!;
    const qb = this.db
      .repo(DownloadLink)
      .createQueryBuilder('l')
      .where(OFFERED, { roles: user.roles, userId: user.id })
      .andWhere('(l.document_id IS NOT NULL OR l.url IS NOT NULL)');
    return pageOf(qb, DOWNLOAD_LIST, q, (rows) => rows.map(toDto));
  }

  /**
   * GET /facilities/detail/{x}/portal_downloads: the links offered today to the facility's people (links for every
   * facility or naming this one), whatever their roles (allowedRoles is in the answer); another tenant's facility 404.
   */
  async forFacility(facilityId: string, query: Record<string, unknown>): Promise<Page<DownloadLinkDto>> {
    // a bad query answers 400 before the facility is looked up, as every list
    const q = parseList(DOWNLOAD_LIST, query);
    await this.db.findOr404(Facility, facilityId, 'Facility');
    const qb = this.db
      .repo(DownloadLink)
      .createQueryBuilder('l')
      .where(CURRENT)
      .andWhere('(cardinality(l.allowed_facilities) = 0 OR :facilityId::uuid = ANY (l.allowed_facilities))', { facilityId })
      .andWhere('(l.document_id IS NOT NULL OR l.url IS NOT NULL)');
    return pageOf(qb, DOWNLOAD_LIST, q, (rows) => rows.map(toDto));
  }

  /** Every link of the tenant, active or not (tenant master data). */
  all(query: Record<string, unknown>): Promise<Page<ManagedDownloadLinkDto>> {
    const q = parseList(DOWNLOAD_ADMIN_LIST, query);
    return pageOf(this.db.repo(DownloadLink).createQueryBuilder('l'), DOWNLOAD_ADMIN_LIST, q, (rows) => rows.map(toManagedDto));
  }

  /** Adds a link with its file (required): section GOV, active and valid until today unless given. */
  async create(input: DownloadLinkInputDto, files: UploadedFilePart[] | undefined): Promise<ManagedDownloadLinkDto> {
    const file = singleFile(files, false);
    const repo = this.db.repo(DownloadLink);
    const link = repo.create({
      sectionName: 'GOV',
      description: '',
      allowedRoles: [],
      allowedFacilities: [],
      isActive: true,
      validUntilDate: await this.settings.tenantToday(),
    });
    await this.apply(link, input, true);
    if (!file) throw new BadRequestException(PEOPLE_MESSAGES.required(DOWNLOAD_MESSAGES.labels.file));
    const saved = await repo.save(link);
    await this.attach(saved, file);
    return toManagedDto(saved);
  }

  /** Edits a link; a file given replaces the stored one. */
  async update(id: string, input: DownloadLinkInputDto, files: UploadedFilePart[] | undefined): Promise<ManagedDownloadLinkDto> {
    const file = singleFile(files, false);
    const link = await this.find(id);
    checkVersion(link, input.version);
    await this.apply(link, input, false);
    const saved = await this.db.repo(DownloadLink).save(link);
    if (file) await this.attach(saved, file);
    return toManagedDto(saved);
  }

  async remove(id: string): Promise<void> {
    const link = await this.find(id);
    const documentId = link.documentId;
    await this.db.repo(DownloadLink).remove(link);
    await this.documents.discard(documentId);
  }

  private find(id: string): Promise<DownloadLink> {
    return this.db.findOr404(DownloadLink, id, 'Download');
  }

  /**
   * The body onto the link. Allowed roles are required unless Select All Allowed Roles is on (then they are
   * cleared: every role); on edit, a link already for every role stays so when no roles are given.
   */
  private async apply(link: DownloadLink, input: DownloadLinkInputDto, adding: boolean): Promise<void> {
    assignDefined(link, input, ['prettyName']);
    if (input.sectionName !== undefined) link.sectionName = input.sectionName ?? 'GOV';
    if (input.description !== undefined) link.description = input.description?.trim() ?? '';
    if (input.isActive !== undefined) link.isActive = input.isActive ?? true;
    if (input.validUntilDate !== undefined) link.validUntilDate = input.validUntilDate;
    // the facilities are the tenant's: the route transaction checked the body's ids
    if (input.allowedFacilities !== undefined) link.allowedFacilities = [...new Set(input.allowedFacilities ?? [])];
    const roles = [...new Set((input.allowedRoles ?? []).map((r) => r.trim()).filter(Boolean))];
    if (input.selectAllAllowedRoles) {
      link.allowedRoles = [];
      return;
    }
    if (roles.length) {
      const unknown = await unknownRoleNames(this.db.em(), roles);
      if (unknown.length) throw new BadRequestException(DOWNLOAD_MESSAGES.unknownRoles(unknown));
      link.allowedRoles = roles;
      return;
    }
    const keepsEveryRole = !adding && input.allowedRoles === undefined;
    const staysForEveryRole = !adding && link.allowedRoles.length === 0;
    if (!keepsEveryRole && !staysForEveryRole)
      throw new BadRequestException(PEOPLE_MESSAGES.required(DOWNLOAD_MESSAGES.labels.allowedRoles));
  }

  /** Stores the file through the documents service (checked, audited) and replaces the previous one. */
  private async attach(link: DownloadLink, file: UploadedFilePart): Promise<void> {
    const [stored] = await this.documents.upload([file], DOWNLOAD_LINK_ENTITY_TYPE, link.id);
    const previous = link.documentId;
    link.documentId = stored.id;
    link.fileName = stored.fileName;
    link.url = null;
    await this.db.repo(DownloadLink).save(link);
    await this.documents.discard(previous);
  }
}

const toManagedDto = (l: DownloadLink): ManagedDownloadLinkDto => ({
  ...toDto(l),
  version: l.version,
  createdAt: l.createdAt.toISOString(),
  updatedAt: l.updatedAt.toISOString(),
});

import { Injectable } from '@nestjs/common';
import { DOWNLOAD_SECTIONS, MAX_PAGE_SIZE } from '@clearline/shared';
import type { EntityManager } from 'typeorm';
import { type AuthUser, RequestContext } from '../../core/context/request-context';
import { TenantDb } from '../../core/database/tenant-db';
import type { Page } from '../../core/http/list-query';
import { defineList, pageOf, parseList } from '../../core/http/list';
import { registerDocumentEntityType } from '../documents';
import { DownloadLink } from './download-link.entity';
import type { DownloadLinkDto } from './downloads.dto';

/** The document kind of a download link's file: TENANT_MASTER manages them, the link's audience may download. */
export const DOWNLOAD_LINK_ENTITY_TYPE = 'DOWNLOAD_LINK';

/** SQL condition (alias l, parameter :roles) of a link offered today to a user with those roles. */
const OFFERED = `l.is_active AND (l.valid_until_date IS NULL OR l.valid_until_date >= current_date)
  AND (cardinality(l.allowed_roles) = 0 OR l.allowed_roles && :roles::text[])`;

/** Whether `doc` is the file of a link offered to `user` (same tenant: the transaction's RLS applies). */
async function offeredTo(em: EntityManager, doc: { id: string; entityId: string }, user: AuthUser): Promise<boolean> {
  const found = await em
    .getRepository(DownloadLink)
    .createQueryBuilder('l')
    .where('l.id = :link AND l.document_id = :doc', { link: doc.entityId, doc: doc.id })
    .andWhere(OFFERED, { roles: user.roles })
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

/** Download links of the tenant as the signed-in user sees them (portal downloads, blank forms). */
@Injectable()
export class DownloadsService {
  constructor(private readonly db: TenantDb) {}

  /** Active links not past their valid-until date whose allowed roles include one of the user's (empty: everyone). */
  offered(query: Record<string, unknown>): Promise<Page<DownloadLinkDto>> {
    const q = parseList(DOWNLOAD_LIST, query);
    const user = RequestContext.require().user!;
    const qb = this.db
      .repo(DownloadLink)
      .createQueryBuilder('l')
      .where(OFFERED, { roles: user.roles })
      .andWhere('(l.document_id IS NOT NULL OR l.url IS NOT NULL)');
    return pageOf(qb, DOWNLOAD_LIST, q, (rows) => rows.map(toDto));
  }
}

import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { type AuthUser, RequestContext } from '../../core/context/request-context';
import { TenantDb } from '../../core/database/tenant-db';
import { registerDocumentEntityType } from '../documents/documents.service';
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

/** Download links of the tenant as the signed-in user sees them (portal downloads, blank forms). */
@Injectable()
export class DownloadsService {
  constructor(private readonly db: TenantDb) {}

  /** Active links not past their valid-until date whose allowed roles include one of the user's (empty: everyone). */
  async offered(sectionName?: string): Promise<DownloadLinkDto[]> {
    const user = RequestContext.require().user!;
    const qb = this.db
      .repo(DownloadLink)
      .createQueryBuilder('l')
      .where(OFFERED, { roles: user.roles })
      .andWhere('(l.document_id IS NOT NULL OR l.url IS NOT NULL)')
      .orderBy('l.section_name', 'ASC')
      .addOrderBy('l.pretty_name', 'ASC')
      .addOrderBy('l.id', 'ASC');
    if (sectionName) qb.andWhere('l.section_name = :sectionName', { sectionName });
    return (await qb.getMany()).map(toDto);
  }
}

import { BadRequestException, Injectable } from '@nestjs/common';
import { DEFAULT_FAQ_SECTION, FAQ_MESSAGES, FAQ_SECTIONS } from '@clearline/shared';
import type { Repository } from 'typeorm';
import { RequestContext } from '../../core/context/request-context';
import { assignDefined, checkVersion } from '../../core/database/entity-helpers';
import { isUuid, TenantDb } from '../../core/database/tenant-db';
import type { Page } from '../../core/http/list-query';
import { defineList, pageOf, parseList } from '../../core/http/list';
import type { FaqDto, FaqInputDto } from './faq.dto';
import { SystemFaq, TenantFaq } from './faq.entity';

/** SYSTEM: the provider's FAQs (MASTER_DATA); TENANT: the caller's tenant's (TENANT_MASTER). */
export type FaqLevel = 'SYSTEM' | 'TENANT';
type AnyFaq = SystemFaq | TenantFaq;

const listOf = (resource: string) =>
  defineList({
    resource,
    sortable: {
      sectionName: ['f.section_name', 'lower(f.question)'],
      question: 'lower(f.question)',
      createdAt: 'f.created_at',
      updatedAt: 'f.updated_at',
    },
    defaultSort: { field: 'sectionName', direction: 'ASC' },
    id: 'f.id',
    quickFilter: ['f.question', 'f.answer'],
    filters: { sectionName: { type: 'enum', column: 'f.section_name', values: Object.keys(FAQ_SECTIONS) } },
  });

/** GET /system-master-data/faq and GET /tenant-master-data/faq/system */
export const SYSTEM_FAQ_LIST = listOf('system-faqs');
/** GET /tenant-master-data/faq and GET /tenant-master-data/faq/my-portal */
export const TENANT_FAQ_LIST = listOf('tenant-faqs');

/** SQL condition (alias f, parameter :roles): readable by a user holding those role names (no allowed roles: everyone). */
const READABLE = `(cardinality(f.allowed_roles) = 0 OR f.allowed_roles && ARRAY(SELECT r.id FROM role r WHERE r.name = ANY(:roles::text[])))`;

/** FAQs of both levels: the same fields and rules; allowed roles filter what a reader sees. */
@Injectable()
export class FaqService {
  constructor(private readonly db: TenantDb) {}

  private repo(level: FaqLevel): Repository<AnyFaq> {
    return this.db.repo(level === 'SYSTEM' ? SystemFaq : TenantFaq) as Repository<AnyFaq>;
  }

  /** Every FAQ of the level (the administrators' list). */
  list(level: FaqLevel, query: Record<string, unknown>): Promise<Page<FaqDto>> {
    const def = level === 'SYSTEM' ? SYSTEM_FAQ_LIST : TENANT_FAQ_LIST;
    return pageOf(this.repo(level).createQueryBuilder('f'), def, parseList(def, query), (rows) => this.views(rows));
  }

  /** The FAQs of the level the signed-in user may read: no allowed roles, or one of the user's roles. */
  readable(level: FaqLevel, query: Record<string, unknown>): Promise<Page<FaqDto>> {
    const def = level === 'SYSTEM' ? SYSTEM_FAQ_LIST : TENANT_FAQ_LIST;
    const roles = RequestContext.require().user!.roles;
    const qb = this.repo(level).createQueryBuilder('f').where(READABLE, { roles });
    return pageOf(qb, def, parseList(def, query), (rows) => this.views(rows));
  }

  async create(level: FaqLevel, input: FaqInputDto): Promise<FaqDto> {
    const repo = this.repo(level);
    const faq = repo.create({ sectionName: DEFAULT_FAQ_SECTION, allowedRoles: [] });
    await this.apply(level, faq, input);
    return (await this.views([await repo.save(faq)]))[0];
  }

  async update(level: FaqLevel, id: string, input: FaqInputDto): Promise<FaqDto> {
    const faq = await this.find(level, id);
    checkVersion(faq, input.version);
    await this.apply(level, faq, input);
    return (await this.views([await this.repo(level).save(faq)]))[0];
  }

  async remove(level: FaqLevel, id: string): Promise<void> {
    await this.repo(level).remove(await this.find(level, id));
  }

  private find(level: FaqLevel, id: string): Promise<AnyFaq> {
    return this.db.findOr404<AnyFaq>(level === 'SYSTEM' ? SystemFaq : TenantFaq, id, 'FAQ');
  }

  private async apply(level: FaqLevel, faq: AnyFaq, input: FaqInputDto): Promise<void> {
    assignDefined(faq, input, ['question', 'answer']);
    if (input.sectionName !== undefined) faq.sectionName = input.sectionName ?? DEFAULT_FAQ_SECTION;
    if (input.allowedRoles !== undefined) faq.allowedRoles = await this.roleIds(level, input.allowedRoles ?? []);
  }

  /**
   * The ids of the allowed roles, each given by its id or its name, of the roles the level knows: system roles for
   * system FAQs, the tenant's and the system roles for tenant FAQs. Anything else answers 400 naming it.
   */
  private async roleIds(level: FaqLevel, given: string[]): Promise<string[]> {
    const items = [...new Set(given.map((r) => r.trim()).filter(Boolean))];
    if (!items.length) return [];
    const rows = await this.db
      .em()
      .query<Array<{ id: string; name: string }>>(
        `SELECT id::text AS id, name FROM role WHERE (id = ANY($1::uuid[]) OR name = ANY($2::text[]))${level === 'SYSTEM' ? ' AND tenant_id IS NULL' : ''}`,
        [items.filter(isUuid), items.map((r) => r.toUpperCase())],
      );
    // a name may be both a system role's and the tenant's own: the FAQ is for both
    const named = (item: string) => rows.filter((r) => r.id === item.toLowerCase() || r.name === item.toUpperCase());
    const unknown = items.filter((item) => !named(item).length);
    if (unknown.length) throw new BadRequestException(FAQ_MESSAGES.unknownRoles(unknown));
    return [...new Set(items.flatMap((item) => named(item).map((r) => r.id)))];
  }

  private async views(rows: AnyFaq[]): Promise<FaqDto[]> {
    const ids = [...new Set(rows.flatMap((r) => r.allowedRoles))];
    const names = new Map<string, string>();
    if (ids.length) {
      const found = await this.db
        .em()
        .query<Array<{ id: string; pretty_name: string }>>(`SELECT id, pretty_name FROM role WHERE id = ANY($1::uuid[])`, [ids]);
      for (const r of found) names.set(r.id, r.pretty_name);
    }
    return rows.map((f) => ({
      id: f.id,
      version: f.version,
      sectionName: f.sectionName,
      question: f.question,
      answer: f.answer,
      allowedRoles: f.allowedRoles,
      allowedRoleNames: f.allowedRoles.map((id) => names.get(id) ?? id),
      createdAt: f.createdAt.toISOString(),
      updatedAt: f.updatedAt.toISOString(),
    }));
  }
}

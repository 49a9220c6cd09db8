import {
  ALWAYS_ACCESS_TYPES,
  CMMC_LEVEL,
  COMPANY_TYPE,
  isIsoDay,
  MAX_PAGE_SIZE,
  EMPLOYMENT_TYPE,
  RDD_KIND_LABEL,
  RDD_KIND_SCOPE,
  RDD_MESSAGES,
  RDD_OPTION_TYPE,
  requiredDocumentLabel,
  requiredDocumentTypesFor,
  type RddKind,
  type SettingOption,
  PEOPLE_MESSAGES,
} from '@clearline/shared';
import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { recordNotFound, TenantDb } from '../../core/database/tenant-db';
import { likeTerm, type Page } from '../../core/http/list-query';
import { defineList, GIVEN_ORDER, type ListDefinition, pageInMemory, pageOf, parseList } from '../../core/http/list';
import type { CmmcRddInputDto, FacilityRddInputDto, PersonnelRddInputDto, RddDto } from './rdd.dto';
import { RequiredDocumentDefault } from './rdd.entity';
import { SettingsService } from './settings.service';

export type RddInput = PersonnelRddInputDto | FacilityRddInputDto | CmmcRddInputDto;

/** GET /tenant-settings/{kind}-rdd; q matches the option, the option type or a document type's value or label. */
export const RDD_LISTS = Object.fromEntries(
  (Object.keys(RDD_KIND_LABEL) as RddKind[]).map((kind) => [
    kind,
    defineList({
      resource: `${kind}-rdd`,
      sortable: { id: 'r.id', optionType: 'r.option_type', option: 'r.option', cmmcLevel: 'r.option', updatedDate: 'r.updated_date' },
      defaultSort: { field: 'updatedDate', direction: 'DESC' },
      id: 'r.id',
      quickFilter: ['r.option', 'r.option_type'],
      filters: { optionType: { type: 'string', column: 'r.option_type' } },
    }),
  ]),
) as Record<RddKind, ListDefinition>;

/** GET /tenant-settings/rdd-options/{optionType} */
export const RDD_OPTION_LIST = defineList({
  resource: 'rdd-options',
  sortable: { position: GIVEN_ORDER, label: 'label', value: 'value' },
  defaultSort: { field: 'position', direction: 'ASC' },
  id: 'value',
  quickFilter: ['label', 'value'],
  defaultSize: MAX_PAGE_SIZE,
});

/** A required-document default as it applies to records: the option it matches and the documents it names. */
export interface ApplicableRdd {
  optionType: string;
  option: string;
  requiredDocuments: string[];
}

/**
 * SQL (a json array of ApplicableRdd) of the required-document defaults of `kind` that apply to the records of the
 * tenant `tenantId` (an SQL expression): none while its RDD_APPLY_TO_NEW_RECORDS is off. A statement that answers a
 * record reads them with it (the personnel detail, in one statement).
 */
export function applicableRddSql(kind: RddKind, tenantId: string): string {
  return `(SELECT coalesce(json_agg(json_build_object('optionType', r.option_type, 'option', r.option, 'requiredDocuments', r.required_documents)
                                 ORDER BY r.option_type, r.option), '[]')
     FROM required_document_default r
    WHERE r.tenant_id = ${tenantId} AND r.kind = '${kind}'
      AND (SELECT coalesce(s.value, d.default_value) ~* '^\\s*true\\s*$' FROM setting_definition d
             LEFT JOIN tenant_setting s ON s.tenant_id = ${tenantId} AND s.parameter_name = d.parameter_name
            WHERE d.parameter_name = 'RDD_APPLY_TO_NEW_RECORDS' AND d.scope = 'TENANT'))`;
}

/** The documents the defaults `rows` name for any of `matches` (e.g. a person's employment type and access types), each once. */
export function documentsMatching(
  rows: readonly ApplicableRdd[],
  matches: ReadonlyArray<{ optionType: string; option: string }>,
): string[] {
  const matching = rows.filter((r) => matches.some((m) => m.optionType === r.optionType && m.option === r.option));
  return [...new Set(matching.flatMap((r) => r.requiredDocuments))];
}

/** YYYY-MM-DD of a real calendar day (`today`, the tenant's, when none is given), or an error. */
export function checkDay(value: string | undefined, today: string): string {
  if (value === undefined) return today;
  if (!isIsoDay(value)) throw new BadRequestException(PEOPLE_MESSAGES.datePart('Updated Date'));
  return value;
}

/** Required-document defaults per tenant (spec 01 §3, §7): list, add, update, delete; one default per option. */
@Injectable()
export class RddService {
  constructor(
    private readonly db: TenantDb,
    private readonly settings: SettingsService,
  ) {}

  list(kind: RddKind, query: Record<string, unknown>): Promise<Page<RddDto>> {
    const def = RDD_LISTS[kind];
    const q = parseList(def, query);
    const qb = this.db.repo(RequiredDocumentDefault).createQueryBuilder('r').where('r.kind = :kind', { kind });
    if (q.q) {
      // the quick filter also matches a document type whose value or label contains the term
      const term = q.q.toLowerCase();
      const docs = requiredDocumentTypesFor(RDD_KIND_SCOPE[kind])
        .filter((t) => t.value.toLowerCase().includes(term) || t.label.toLowerCase().includes(term))
        .map((t) => t.value);
      qb.andWhere('(r.option ILIKE :like OR r.option_type ILIKE :like OR r.required_documents && :docs::text[])', {
        like: likeTerm(q.q),
        docs,
      });
    }
    return pageOf(qb, def, { ...q, q: undefined }, (rows) => rows.map((r) => this.toDto(r)));
  }

  async create(kind: RddKind, input: RddInput): Promise<RddDto> {
    const fields = await this.check(kind, input);
    await this.refuseDuplicate(kind, fields.optionType, fields.option);
    const repo = this.db.repo(RequiredDocumentDefault);
    const saved = await repo.save(
      repo.create({ kind, ...fields, updatedDate: checkDay(input.updatedDate, await this.settings.tenantToday()) }),
    );
    return this.toDto(saved);
  }

  async update(kind: RddKind, id: string, input: RddInput): Promise<RddDto> {
    const row = await this.find(kind, id);
    const fields = await this.check(kind, input);
    await this.refuseDuplicate(kind, fields.optionType, fields.option, row.id);
    Object.assign(row, fields, { updatedDate: checkDay(input.updatedDate ?? row.updatedDate, await this.settings.tenantToday()) });
    return this.toDto(await this.db.repo(RequiredDocumentDefault).save(row));
  }

  async remove(kind: RddKind, id: string): Promise<void> {
    const row = await this.find(kind, id);
    await this.db.repo(RequiredDocumentDefault).remove(row);
  }

  /**
   * The documents a new record must have under the current tenant's defaults: the union of the
   * defaults matching any of `matches` (e.g. the person's employment type and each access type), or
   * nothing when the tenant turned RDD_APPLY_TO_NEW_RECORDS off. For the people, facility and CMMC modules.
   */
  async requiredDocumentsFor(kind: RddKind, matches: Array<{ optionType: string; option: string }>): Promise<string[]> {
    if (!matches.length) return [];
    const [row] = await this.db
      .em()
      .query<Array<{ rows: ApplicableRdd[] }>>(`SELECT ${applicableRddSql(kind, '$1::uuid')} AS rows`, [this.db.tenantId()]);
    return documentsMatching(row.rows, matches);
  }

  /** The options an option type offers in this tenant (ACCESS_TYPE: ACCESSIBLE_SPECIAL_SYSTEMS plus KMP and SMO). */
  /** GET /tenant-settings/rdd-options/{optionType}: every option in its catalogue order unless a page is asked for */
  async optionList(optionType: string, query: Record<string, unknown>): Promise<Page<SettingOption>> {
    const q = parseList(RDD_OPTION_LIST, query);
    return pageInMemory(RDD_OPTION_LIST, q, await this.options(optionType));
  }

  async options(optionType: string): Promise<SettingOption[]> {
    switch (optionType) {
      case 'ACCESS_TYPE': {
        const systems = await this.settings.getTenant<SettingOption[]>(this.db.tenantId(), 'ACCESSIBLE_SPECIAL_SYSTEMS');
        const out = [...systems];
        for (const always of ALWAYS_ACCESS_TYPES) if (!out.some((o) => o.value === always.value)) out.push({ ...always });
        return out;
      }
      case 'EMPLOYMENT_TYPE':
        return Object.entries(EMPLOYMENT_TYPE).map(([value, label]) => ({ value, label }));
      case 'COMPANY_TYPE':
        return Object.entries(COMPANY_TYPE).map(([value, label]) => ({ value, label }));
      case 'CMMC_LEVEL':
        return Object.entries(CMMC_LEVEL).map(([value, label]) => ({ value, label }));
      default:
        return [];
    }
  }

  private async find(kind: RddKind, id: string): Promise<RequiredDocumentDefault> {
    const what = `${RDD_KIND_LABEL[kind]} Required Document Default`;
    const row = await this.db.findOr404(RequiredDocumentDefault, id, what);
    if (row.kind !== kind) throw recordNotFound(what, id);
    return row;
  }

  private async check(kind: RddKind, input: RddInput): Promise<{ optionType: string; option: string; requiredDocuments: string[] }> {
    const optionType = kind === 'cmmc' ? 'CMMC_LEVEL' : (input as PersonnelRddInputDto).optionType;
    const option = (kind === 'cmmc' ? (input as CmmcRddInputDto).cmmcLevel : (input as PersonnelRddInputDto).option).trim();
    const options = await this.options(optionType);
    if (!options.some((o) => o.value === option)) {
      const what = kind === 'cmmc' ? 'CMMC Level' : RDD_OPTION_TYPE[optionType as keyof typeof RDD_OPTION_TYPE];
      throw new BadRequestException(
        RDD_MESSAGES.notAnOption(
          option,
          what,
          options.map((o) => o.value),
        ),
      );
    }
    const allowed = new Set(requiredDocumentTypesFor(RDD_KIND_SCOPE[kind]).map((t) => t.value));
    const unknown = input.requiredDocuments.filter((d) => !allowed.has(d));
    if (unknown.length) throw new BadRequestException(RDD_MESSAGES.notRequiredDocumentType(RDD_KIND_LABEL[kind], unknown));
    return { optionType, option, requiredDocuments: [...new Set(input.requiredDocuments)] };
  }

  private async refuseDuplicate(kind: RddKind, optionType: string, option: string, exceptId?: string): Promise<void> {
    const other = await this.db.repo(RequiredDocumentDefault).findOne({ where: { kind, optionType, option } });
    if (other && other.id !== exceptId) {
      const label = (await this.options(optionType)).find((o) => o.value === option)?.label ?? option;
      throw new ConflictException(RDD_MESSAGES.duplicate(RDD_KIND_LABEL[kind], label));
    }
  }

  private toDto(r: RequiredDocumentDefault): RddDto {
    const base = {
      id: r.id,
      requiredDocuments: r.requiredDocuments,
      requiredDocumentTitles: r.requiredDocuments.map(requiredDocumentLabel),
      updatedDate: r.updatedDate,
    };
    return r.kind === 'cmmc' ? { ...base, cmmcLevel: r.option } : { ...base, optionType: r.optionType, option: r.option };
  }
}

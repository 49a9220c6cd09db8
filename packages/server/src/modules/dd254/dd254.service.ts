import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import {
  DD254_ACCESS_VALUES,
  DD254_DISTRIBUTION_VALUES,
  DD254_KIND,
  DD254_STATUS,
  DD254_MESSAGES,
  DD254_PERFORMANCE_VALUES,
  DD254_REVIEW_DUE_DAYS,
  DD254_REVIEW_YEARS,
  PEOPLE_MESSAGES,
  type Dd254Clearance,
  type Dd254Kind,
} from '@clearline/shared';
import { RequestContext } from '../../core/context/request-context';
import { assignDefined, checkVersion } from '../../core/database/entity-helpers';
import { recordNotFound, TenantDb } from '../../core/database/tenant-db';
import { Page } from '../../core/http/list-query';
import { defineList, pageInMemory, parseList } from '../../core/http/list';
import { type Contract, registerDd254ReviewDue, visibleContractOr404 } from '../contracts';
import { Facility } from '../facilities';
import { SettingsService } from '../settings';
import { DD254_FIELDS, type Dd254Dto, type Dd254View } from './dd254.dto';
import { Dd254 } from './dd254.entity';
import { renderDd254Pdf } from './dd254.pdf';

/** GET /contracts/{id}/dd254: the contract's versions (built in memory: a contract has a handful). */
export const DD254_LIST = defineList({
  resource: 'dd254',
  sortable: { createdAt: 'createdAt', revisionNumber: 'revisionNumber', issuedAt: 'issuedAt', nextReviewDate: 'nextReviewDate' },
  defaultSort: { field: 'createdAt', direction: 'DESC' },
  id: 'id',
  quickFilter: ['securityGuidance', 'procurementDescription'],
  filters: {
    status: { type: 'enum', column: 'status', values: Object.keys(DD254_STATUS) },
    kind: { type: 'enum', column: 'kind', values: Object.keys(DD254_KIND) },
    current: { type: 'boolean', column: 'current' },
  },
});

const LEVEL_RANK: Readonly<Record<Dd254Clearance | 'NONE', number>> = { NONE: 0, CONFIDENTIAL: 1, SECRET: 2, TOP_SECRET: 3 };

/** The blocks a revision copies from the version it revises: every block of the form. */
const COPIED = DD254_FIELDS;

/** Keeps the answered letters of items 10, 11 and 17 once each, in the form's order. */
const inOrder = <T extends string>(values: readonly T[], order: readonly T[]): T[] => order.filter((v) => values.includes(v));

const joinLines = (...parts: Array<string | null | undefined>) => parts.filter((p) => p && p.trim()).join('\n') || null;

/**
 * A contract's DD Form 254: the original, its revisions and the final one. A version is edited as a
 * draft and is read-only once issued; a revision starts as a copy of the latest issued version. Only
 * one draft per contract is open at a time.
 */
@Injectable()
export class Dd254Service {
  constructor(
    private readonly db: TenantDb,
    private readonly settings: SettingsService,
  ) {}

  async list(contractId: string, query: Record<string, unknown>): Promise<Page<Dd254View>> {
    const q = parseList(DD254_LIST, query);
    const contract = await visibleContractOr404(this.db, contractId);
    const rows = await this.versions(contract.id);
    const current = this.currentOf(rows);
    return pageInMemory(
      DD254_LIST,
      q,
      rows.map((d) => this.toView(d, contract, current)),
    );
  }

  async get(contractId: string, id: string): Promise<Dd254View> {
    const { contract, dd254 } = await this.load(contractId, id);
    return this.view(contract, dd254);
  }

  async create(contractId: string, dto: Dd254Dto): Promise<Dd254View> {
    const contract = await visibleContractOr404(this.db, contractId);
    const existing = await this.versions(contract.id);
    if (existing.some((d) => d.status === 'DRAFT')) throw new ConflictException(DD254_MESSAGES.draftOpen);
    if (existing.length) throw new ConflictException(DD254_MESSAGES.alreadyExists);
    const repo = this.db.repo(Dd254);
    const d = repo.create({
      ...(await this.defaults(contract)),
      contractId: contract.id,
      kind: 'ORIGINAL',
      revisionNumber: 0,
      status: 'DRAFT',
    });
    assignDefined(d, dto, DD254_FIELDS);
    if (dto.nextReviewDate !== undefined) d.nextReviewDate = dto.nextReviewDate;
    this.check(d);
    const saved = await repo.save(d);
    return this.view(contract, saved);
  }

  async update(contractId: string, id: string, dto: Dd254Dto): Promise<Dd254View> {
    const { contract, dd254: d } = await this.load(contractId, id);
    if (d.status !== 'DRAFT') throw new ConflictException(DD254_MESSAGES.notDraft);
    checkVersion(d, dto.version);
    assignDefined(d, dto, DD254_FIELDS);
    if (dto.nextReviewDate !== undefined) d.nextReviewDate = dto.nextReviewDate;
    this.check(d);
    const saved = await this.db.repo(Dd254).save(d);
    return this.view(contract, saved);
  }

  async remove(contractId: string, id: string): Promise<void> {
    const { dd254: d } = await this.load(contractId, id);
    if (d.status !== 'DRAFT') throw new ConflictException(DD254_MESSAGES.deleteIssued);
    await this.db.repo(Dd254).remove(d);
  }

  /** DRAFT → ISSUED: the blocks the form requires must be filled; the dates left blank become today's. */
  async issue(contractId: string, id: string): Promise<Dd254View> {
    const { contract, dd254: d } = await this.load(contractId, id);
    if (d.status !== 'DRAFT') throw new ConflictException(DD254_MESSAGES.notDraft);
    const today = await this.settings.tenantToday();
    if (d.kind === 'ORIGINAL') d.originalDate ??= today;
    if (d.kind === 'REVISED') d.revisionDate ??= today;
    if (d.kind === 'FINAL') d.finalDate ??= today;
    d.certifiedDate ??= today;
    const missing = this.missingForIssue(d);
    if (missing.length) throw new BadRequestException(DD254_MESSAGES.missingForIssue(missing));
    if (d.kind === 'FINAL') {
      d.nextReviewDate = null;
    } else if (d.nextReviewDate) {
      if (d.nextReviewDate <= today) throw new BadRequestException(DD254_MESSAGES.reviewBeforeIssue);
    } else {
      d.nextReviewDate = addYears(today, DD254_REVIEW_YEARS);
    }
    d.status = 'ISSUED';
    d.issuedAt = new Date();
    const saved = await this.db.repo(Dd254).save(d);
    return this.view(contract, saved);
  }

  /** A new draft copied from the latest issued version: the next revision, or the final DD254. */
  async revise(contractId: string, id: string, kind: Exclude<Dd254Kind, 'ORIGINAL'>): Promise<Dd254View> {
    const { contract, dd254: source } = await this.load(contractId, id);
    const all = await this.versions(contract.id);
    if (all.some((d) => d.status === 'DRAFT')) throw new ConflictException(DD254_MESSAGES.draftOpen);
    if (all.some((d) => d.kind === 'FINAL' && d.status === 'ISSUED')) throw new ConflictException(DD254_MESSAGES.afterFinal);
    if (source.status !== 'ISSUED' || this.currentOf(all)?.id !== source.id) throw new ConflictException(DD254_MESSAGES.notLatest);
    const repo = this.db.repo(Dd254);
    const d = repo.create({ contractId: contract.id, kind, status: 'DRAFT' });
    for (const key of COPIED) (d as unknown as Record<string, unknown>)[key] = (source as unknown as Record<string, unknown>)[key];
    d.revisionNumber = kind === 'REVISED' ? Math.max(...all.map((v) => v.revisionNumber)) + 1 : source.revisionNumber;
    d.revisionDate = kind === 'REVISED' ? null : source.revisionDate;
    d.finalDate = null;
    d.certifiedDate = null;
    d.nextReviewDate = null;
    if (kind === 'FINAL') d.finalRetention = true;
    const saved = await repo.save(d);
    return this.view(contract, saved);
  }

  async pdf(contractId: string, id: string): Promise<{ body: Buffer; fileName: string }> {
    const view = await this.get(contractId, id);
    const body = await renderDd254Pdf(view);
    const which = view.kind === 'REVISED' ? `Revision-${view.revisionNumber}` : view.kind === 'FINAL' ? 'Final' : 'Original';
    return { body, fileName: `DD254-${view.contractNumber.replace(/[^A-Za-z0-9-]+/g, '-')}-${which}.pdf` };
  }

  private async load(contractId: string, id: string): Promise<{ contract: Contract; dd254: Dd254 }> {
    const contract = await visibleContractOr404(this.db, contractId);
    const dd254 = await this.db.findOr404(Dd254, id, 'DD254');
    if (dd254.contractId !== contract.id) throw recordNotFound('DD254', id);
    return { contract, dd254 };
  }

  /** The contract's versions, newest first. */
  private versions(contractId: string): Promise<Dd254[]> {
    return this.db.repo(Dd254).find({ where: { contractId }, order: { createdAt: 'DESC', revisionNumber: 'DESC' } });
  }

  /** The version in force: the latest issued one. */
  private currentOf(rows: Dd254[]): Dd254 | undefined {
    return rows.filter((d) => d.status === 'ISSUED').sort((a, b) => (b.issuedAt?.getTime() ?? 0) - (a.issuedAt?.getTime() ?? 0))[0];
  }

  private async view(contract: Contract, d: Dd254): Promise<Dd254View> {
    return this.toView(d, contract, this.currentOf(await this.versions(contract.id)));
  }

  /** What an original starts with: the contract's numbers and level, the tenant and the performing facility. */
  private async defaults(contract: Contract): Promise<Partial<Dd254>> {
    const tenantId = RequestContext.require().tenantId;
    const [tenant] = tenantId
      ? await this.db.em().query<
          Array<{
            name: string;
            street1: string | null;
            street2: string | null;
            city: string | null;
            state: string | null;
            zip_code: string | null;
            cage_code: string | null;
          }>
        >(`SELECT name, street1, street2, city, state, zip_code, cage_code FROM tenant WHERE id = $1`, [tenantId])
      : [];
    const facility = contract.facilityId ? await this.db.repo(Facility).findOneBy({ id: contract.facilityId }) : null;
    const address = (a: {
      street1: string | null;
      street2: string | null;
      city: string | null;
      state: string | null;
      zip: string | null;
    }) => joinLines(a.street1, a.street2, [a.city, [a.state, a.zip].filter(Boolean).join(' ')].filter(Boolean).join(', '));
    const facilityAddress = facility
      ? address({ street1: facility.street1, street2: facility.street2, city: facility.city, state: facility.state, zip: facility.zipCode })
      : null;
    const tenantAddress = tenant
      ? address({ street1: tenant.street1, street2: tenant.street2, city: tenant.city, state: tenant.state, zip: tenant.zip_code })
      : null;
    // the performing facility's cognizant security office (CSA master data) fills blocks 6c and 8c
    const [cso] = facility?.csaId
      ? await this.db
          .em()
          .query<
            Array<{ office_name: string; street1: string; street2: string | null; city: string; state: string | null; zip: string | null }>
          >(
            `SELECT office_name, street_address1 AS street1, street_address2 AS street2, city, state_code AS state, zip_code AS zip
             FROM cognizant_security_authority WHERE id = $1`,
            [facility.csaId],
          )
      : [];
    const csoAddress = cso ? address(cso) : null;
    const level: Dd254Clearance = contract.highestClassification === 'NONE' ? 'CONFIDENTIAL' : contract.highestClassification;
    const sub = contract.contractType === 'SUBCONTRACT';
    return {
      facilityClearance: level,
      safeguardingLevel: level,
      primeContractNumber: sub ? contract.primeContractNumber : contract.contractNumber,
      subcontractNumber: sub ? contract.contractNumber : null,
      contractorName: tenant?.name ?? null,
      contractorAddress: facilityAddress ?? tenantAddress,
      contractorCage: facility?.facilityCode ?? tenant?.cage_code ?? null,
      performanceLocation: facility ? joinLines(facility.facilityName, facilityAddress) : null,
      performanceCage: facility?.facilityCode ?? null,
      contractorCsoName: cso?.office_name ?? null,
      contractorCsoAddress: csoAddress,
      performanceCsoName: cso?.office_name ?? null,
      performanceCsoAddress: csoAddress,
      procurementDescription: contract.description ?? contract.contractName,
      certifierName: contract.contractingOfficerName,
      certifierTitle: contract.contractingOfficerName ? 'Contracting Officer' : null,
      certifierPhone: contract.contractingOfficerPhone,
      certifierEmail: contract.contractingOfficerEmail,
      certifierAddress: contract.customerAgency,
      distribution: ['A_CONTRACTOR', 'C_CSO', 'E_ACO'],
    };
  }

  /** The rules every save keeps (a draft may be incomplete, not contradictory). */
  private check(d: Dd254): void {
    d.accessRequired = inOrder(d.accessRequired ?? [], DD254_ACCESS_VALUES);
    d.performanceRequirements = inOrder(d.performanceRequirements ?? [], DD254_PERFORMANCE_VALUES);
    d.distribution = inOrder(d.distribution ?? [], DD254_DISTRIBUTION_VALUES);
    d.publicRelease ??= 'THROUGH';
    for (const key of ['followOn', 'finalRetention', 'additionalRequirements', 'inspections'] as const) d[key] ??= false;
    for (const key of ['contractorCage', 'subcontractorCage', 'performanceCage'] as const) {
      const v = d[key];
      d[key] = v ? v.toUpperCase() : null;
    }
    if (d.facilityClearance && d.safeguardingLevel && LEVEL_RANK[d.safeguardingLevel] > LEVEL_RANK[d.facilityClearance]) {
      throw new BadRequestException('1b. Level of Safeguarding Required cannot be higher than 1a. Facility Clearance Required');
    }
    if (d.solicitationDueDate && !d.solicitationNumber) {
      throw new BadRequestException(PEOPLE_MESSAGES.required('2c. Solicitation or Other Number'));
    }
  }

  /** The labels of the blocks still empty that an issued DD254 must carry. */
  private missingForIssue(d: Dd254): string[] {
    const missing: string[] = [];
    const need = (ok: unknown, label: string) => {
      if (ok === null || ok === undefined || ok === '' || ok === false) missing.push(label);
    };
    need(d.facilityClearance, '1a. Facility Clearance Required');
    need(d.safeguardingLevel, '1b. Level of Safeguarding Required');
    need(d.primeContractNumber || d.subcontractNumber || d.solicitationNumber, '2. Contract or Solicitation Number');
    need(d.contractorName, '6a. Contractor Name');
    need(d.contractorAddress, '6a. Contractor Address');
    need(d.contractorCage, '6b. Contractor CAGE Code');
    need(d.contractorCsoName, '6c. Contractor Cognizant Security Office');
    if (d.subcontractNumber) {
      need(d.subcontractorName, '7a. Subcontractor Name');
      need(d.subcontractorCage, '7b. Subcontractor CAGE Code');
    }
    if (d.followOn) need(d.precedingContractNumber, '4. Preceding Contract Number');
    if (d.finalRetention) need(d.retentionPeriod, '5. Retention Period');
    need(d.procurementDescription, '9. General Identification of this Procurement');
    if (d.accessRequired.includes('K_OTHER')) need(d.accessOther, '10k. Other Access');
    if (d.performanceRequirements.includes('M_OTHER')) need(d.performanceOther, '11m. Other');
    if (d.publicRelease === 'THROUGH') need(d.publicReleaseThrough, '12. Release Through');
    if (d.additionalRequirements) need(d.additionalRequirementsText, '14. Additional Security Requirements Text');
    if (d.inspections) need(d.inspectionsText, '15. Inspections Text');
    need(d.certifierName, '16a. Name of Certifying Official');
    need(d.certifierTitle, '16b. Title');
    if (d.distribution.includes('F_OTHERS')) need(d.distributionOther, '17f. Others');
    return missing;
  }

  toView(d: Dd254, contract: Contract, current: Dd254 | undefined): Dd254View {
    const blocks = Object.fromEntries(DD254_FIELDS.map((k) => [k, d[k]])) as Pick<Dd254View, (typeof DD254_FIELDS)[number]>;
    return {
      id: d.id,
      version: d.version,
      contractId: d.contractId,
      contractNumber: contract.contractNumber,
      contractName: contract.contractName,
      kind: d.kind,
      revisionNumber: d.revisionNumber,
      status: d.status,
      issuedAt: d.issuedAt ? d.issuedAt.toISOString() : null,
      nextReviewDate: d.nextReviewDate,
      current: current?.id === d.id,
      ...blocks,
      createdAt: d.createdAt.toISOString(),
      updatedAt: d.updatedAt.toISOString(),
    };
  }
}

/** yyyy-mm-dd plus whole years (29 February becomes 28 February). */
export function addYears(day: string, years: number): string {
  const [y, m, dd] = day.split('-').map(Number);
  const target = new Date(Date.UTC(y + years, m - 1, dd));
  if (target.getUTCMonth() !== m - 1) target.setUTCDate(0);
  return target.toISOString().slice(0, 10);
}

/**
 * A contract whose DD254 in force (the latest issued, not a final one) has its review within
 * DD254_REVIEW_DUE_DAYS days of `today` or past, while the contract is not closed. `c` is the contract's alias,
 * `today` a date placeholder or expression. The FSO dashboard counts these; the contracts list filters them.
 */
export function dd254ReviewDueSql(c: string, today: string): string {
  return `(${c}.status <> 'CLOSED' AND EXISTS (
            SELECT 1 FROM (SELECT d.kind, d.next_review_date FROM dd254 d
                            WHERE d.tenant_id = ${c}.tenant_id AND d.contract_id = ${c}.id AND d.status = 'ISSUED'
                            ORDER BY d.issued_at DESC LIMIT 1) cur
             WHERE cur.kind <> 'FINAL' AND cur.next_review_date <= ${today}::date + ${DD254_REVIEW_DUE_DAYS}))`;
}

registerDd254ReviewDue(dd254ReviewDueSql);

/**
 * The dashboard's count of contracts whose DD254 review is due (dd254ReviewDueSql). `$today` and `$facility` are
 * placeholders of the caller's query (the facility may be null: every facility).
 */
export function dd254ReviewsDueSql(today: string, facility: string): string {
  return `SELECT count(*)::int AS n FROM contract c
           WHERE ${dd254ReviewDueSql('c', today)} AND (${facility}::uuid IS NULL OR c.facility_id = ${facility}::uuid)`;
}

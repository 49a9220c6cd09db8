import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import {
  BASIC_CLEARANCE_LEVEL,
  BASIC_CLEARANCE_LEVEL_RANK,
  basicClearanceLevel,
  CAGE_CODE_PATTERN,
  CONTRACT_EFFECTIVE_STATUS_VALUES,
  CONTRACT_MESSAGES,
  CONTRACT_STATUS,
  CONTRACT_STATUS_MOVES,
  CONTRACT_TYPE,
  DD254_REVIEW_DUE_DAYS,
  DEFAULT_COUNTRY_ID,
  highestClearanceLevel,
  PEOPLE_MESSAGES,
  type BasicClearanceLevel,
  type ClearanceLevel,
  type ContractEffectiveStatus,
  type ContractStatus,
} from '@clearline/shared';
import { In } from 'typeorm';
import { assignDefined, checkVersion } from '../../core/database/entity-helpers';
import { recordNotFound, TenantDb } from '../../core/database/tenant-db';
import { Page } from '../../core/http/list-query';
import { defineList, pageOfSql, parseList } from '../../core/http/list';
import { ReferenceDataService } from '../reference-data';
import { HELD_PCL_STATUSES } from '../personnel';
import { Contract } from './contract.entity';
import {
  type ContractDto,
  type ContractView,
  type SubcontractorDto,
  type SubcontractorView,
  CONTRACT_FIELDS,
  SUBCONTRACTOR_FIELDS,
} from './contracts.dto';
import { ContractSubcontractor } from './contract-parts.entity';
import { registerFacilityReference } from '../facilities';
import { tenantTodaySql } from '../settings';
import { contractEffectiveStatusSql, contractVisibility, visibleContractOr404, visibleContractSql } from './contract-scope';

/** A condition on the contract of alias `c` as of `today` (a date placeholder or expression). */
type ContractCondition = (c: string, today: string) => string;

let dd254ReviewDue: ContractCondition | undefined;

/** The condition of the list's dd254ReviewDue filter: the dd254 module, which owns the DD254s, gives it as it loads. */
export function registerDd254ReviewDue(condition: ContractCondition): void {
  dd254ReviewDue = condition;
}

function dd254ReviewDueCondition(c: string, today: string): string {
  if (!dd254ReviewDue) throw new Error('The DD254 review condition of the contracts list is not registered');
  return dd254ReviewDue(c, today);
}

// a facility that performs contracts is not deleted
registerFacilityReference('contracts', `(SELECT count(*)::int FROM contract WHERE facility_id = $1)`);

/** The status contract `c` shows on its tenant's today (CONTRACT_EFFECTIVE_STATUS). */
const EFFECTIVE_STATUS = contractEffectiveStatusSql('c', tenantTodaySql('c.tenant_id'));

/** GET /contracts */
export const CONTRACT_LIST = defineList({
  resource: 'contracts',
  sortable: {
    contractNumber: 'upper(c.contract_number)',
    contractName: 'lower(c.contract_name)',
    contractType: 'c.contract_type',
    status: 'c.status',
    effectiveStatus: EFFECTIVE_STATUS,
    popStartDate: 'c.pop_start_date',
    popEndDate: 'c.pop_end_date',
    createdAt: 'c.created_at',
  },
  defaultSort: { field: 'contractName', direction: 'ASC' },
  id: 'c.id',
  nullsLast: true,
  quickFilter: ['c.contract_number', 'c.contract_name', 'c.customer_agency'],
  filters: {
    status: {
      type: 'enum',
      column: 'c.status',
      values: Object.keys(CONTRACT_STATUS),
      description: 'the stored status (ACTIVE, CLOSING, CLOSED)',
    },
    effectiveStatus: {
      type: 'enum',
      column: EFFECTIVE_STATUS,
      values: CONTRACT_EFFECTIVE_STATUS_VALUES,
      description: 'the status the contract shows today: NOT_STARTED for an ACTIVE contract whose period of performance starts later',
    },
    contractType: { type: 'enum', column: 'c.contract_type', values: Object.keys(CONTRACT_TYPE) },
    facilityId: { type: 'uuid', column: 'c.facility_id', description: 'the facility performing the work' },
    programManagerId: { type: 'uuid', column: 'c.program_manager_id', description: 'the program manager (a person)' },
    popEndDate: { type: 'dateRange', column: 'c.pop_end_date', description: 'end of the period of performance' },
    dd254ReviewDue: {
      type: 'date',
      single: true,
      condition: (p) => dd254ReviewDueCondition('c', p),
      description: `open contracts whose DD254 in force has its review due within ${DD254_REVIEW_DUE_DAYS} days of this date, or past`,
    },
  },
});

const levelLabel = (l: BasicClearanceLevel): string => BASIC_CLEARANCE_LEVEL[l];

/** Contracts of the tenant and their subcontractors (spec 03 §3 "Contract"). */
@Injectable()
export class ContractsService {
  constructor(
    private readonly db: TenantDb,
    private readonly refs: ReferenceDataService,
  ) {}

  // ------------------------------------------------------------------------------------------ contracts

  /** GET /contracts: the contracts the caller sees (a program manager: the ones they manage). */
  async list(query: Record<string, unknown>): Promise<Page<ContractView>> {
    const q = parseList(CONTRACT_LIST, query);
    const v = contractVisibility();
    const source = { select: 'c.id', from: 'contract c', where: visibleContractSql('c', '$1', '$2'), params: v.values };
    return pageOfSql(this.db.em(), CONTRACT_LIST, q, source, (rows: Array<{ id: string }>) => this.views(rows.map((r) => r.id)));
  }

  /** The contract, 404 when it is not one of the tenant's or not one the caller sees (a program manager: one they manage). */
  find(id: string): Promise<Contract> {
    return visibleContractOr404(this.db, id);
  }

  async view(id: string): Promise<ContractView> {
    const c = await this.find(id);
    return (await this.views([c.id]))[0];
  }

  async create(dto: ContractDto): Promise<ContractView> {
    const repo = this.db.repo(Contract);
    const c = repo.create({ contractType: 'PRIME', status: 'ACTIVE', highestClassification: 'SECRET', requiredClearanceLevel: 'SECRET' });
    assignDefined(c, dto, CONTRACT_FIELDS);
    await this.checkContract(c);
    const saved = await repo.save(c);
    return this.view(saved.id);
  }

  async update(id: string, dto: ContractDto): Promise<ContractView> {
    const c = await this.find(id);
    checkVersion(c, dto.version);
    if (c.status === 'CLOSED') throw new ConflictException(CONTRACT_MESSAGES.closedReadOnly(c.contractName));
    assignDefined(c, dto, CONTRACT_FIELDS);
    await this.checkContract(c);
    await this.db.repo(Contract).save(c);
    return this.view(c.id);
  }

  /** POST /contracts/{id}: ACTIVE → CLOSING → CLOSED, CLOSING → ACTIVE; the same status again changes nothing. */
  async move(id: string, status: ContractStatus): Promise<ContractView> {
    const c = await this.find(id);
    if (c.status !== status) {
      if (!CONTRACT_STATUS_MOVES[c.status].includes(status)) {
        throw new ConflictException(CONTRACT_MESSAGES.badMove(CONTRACT_STATUS[c.status], CONTRACT_STATUS[status]));
      }
      c.status = status;
      await this.db.repo(Contract).save(c);
    }
    return this.view(c.id);
  }

  async remove(id: string): Promise<void> {
    const c = await this.find(id);
    const [{ n }] = await this.db
      .em()
      .query<Array<{ n: number }>>(
        `SELECT count(*)::int AS n FROM contract_assignment WHERE contract_id = $1 AND assignment_status IN ('PENDING', 'ASSIGNED')`,
        [c.id],
      );
    if (n > 0) throw new ConflictException(CONTRACT_MESSAGES.stillAssigned(c.contractName, n));
    await this.db.repo(Contract).remove(c);
  }

  private async checkContract(c: Contract): Promise<void> {
    c.contractNumber = c.contractNumber?.trim();
    c.contractName = c.contractName?.trim();
    if (!c.contractNumber) throw new BadRequestException(PEOPLE_MESSAGES.required('Contract Number'));
    if (!c.contractName) throw new BadRequestException(PEOPLE_MESSAGES.required('Contract Name'));
    const em = this.db.em();
    const other = await em.query<Array<{ id: string }>>(
      `SELECT id FROM contract WHERE upper(contract_number) = upper($1) AND ($2::uuid IS NULL OR id <> $2::uuid)`,
      [c.contractNumber, c.id ?? null],
    );
    if (other.length) throw new ConflictException(CONTRACT_MESSAGES.numberTaken(c.contractNumber));
    if (c.popStartDate && c.popEndDate && c.popEndDate < c.popStartDate) throw new BadRequestException(CONTRACT_MESSAGES.popOrder);
  }

  /** Whether a row of a tenant table exists (row-level security hides other tenants' rows). */
  private async exists(table: 'facility' | 'personnel' | 'cognizant_security_authority', id: string): Promise<boolean> {
    const rows = await this.db.em().query<unknown[]>(`SELECT 1 FROM ${table} WHERE id = $1`, [id]);
    return rows.length > 0;
  }

  /** Views of contracts in the order of `ids`, with facility, program manager and head count. */
  async views(ids: string[]): Promise<ContractView[]> {
    if (!ids.length) return [];
    const contracts = await this.db.repo(Contract).findBy({ id: In(ids) });
    const byId = new Map(contracts.map((c) => [c.id, c]));
    const extra = await this.db.em().query<
      Array<{
        id: string;
        facility_name: string | null;
        pm_name: string | null;
        assigned: number;
        effective_status: ContractEffectiveStatus;
      }>
    >(
      `SELECT c.id, f.facility_name, nullif(trim(concat_ws(' ', p.first_name, p.last_name)), '') AS pm_name,
              ${EFFECTIVE_STATUS} AS effective_status,
              (SELECT count(*)::int FROM contract_assignment a WHERE a.contract_id = c.id AND a.assignment_status IN ('PENDING','ASSIGNED')) AS assigned
         FROM contract c
         LEFT JOIN facility f ON f.tenant_id = c.tenant_id AND f.id = c.facility_id
         LEFT JOIN personnel p ON p.tenant_id = c.tenant_id AND p.id = c.program_manager_id
        WHERE c.id = ANY($1::uuid[])`,
      [ids],
    );
    const more = new Map(extra.map((e) => [e.id, e]));
    return ids
      .filter((id) => byId.has(id))
      .map((id) => {
        const c = byId.get(id)!;
        const e = more.get(id);
        return {
          id: c.id,
          version: c.version,
          contractNumber: c.contractNumber,
          contractName: c.contractName,
          contractType: c.contractType,
          status: c.status,
          effectiveStatus: e?.effective_status ?? c.status,
          primeContractNumber: c.primeContractNumber,
          customerAgency: c.customerAgency,
          contractingOfficerName: c.contractingOfficerName,
          contractingOfficerEmail: c.contractingOfficerEmail,
          contractingOfficerPhone: c.contractingOfficerPhone,
          popStartDate: c.popStartDate,
          popEndDate: c.popEndDate,
          facilityId: c.facilityId,
          facilityName: e?.facility_name ?? null,
          highestClassification: c.highestClassification,
          requiredClearanceLevel: c.requiredClearanceLevel,
          programManagerId: c.programManagerId,
          programManagerName: e?.pm_name ?? null,
          description: c.description,
          assignedCount: e?.assigned ?? 0,
          createdAt: c.createdAt.toISOString(),
          updatedAt: c.updatedAt.toISOString(),
        };
      });
  }

  // ------------------------------------------------------------------------------------------ subcontractors

  async subcontractors(contractId: string): Promise<SubcontractorView[]> {
    const rows = await this.db
      .repo(ContractSubcontractor)
      .createQueryBuilder('s')
      .where('s.contractId = :contractId', { contractId })
      .orderBy('lower(s.subcontractor_name)')
      .addOrderBy('s.id')
      .getMany();
    return this.subcontractorViews(rows);
  }

  async subcontractor(contractId: string, sid: string): Promise<SubcontractorView> {
    await this.find(contractId);
    return (await this.subcontractorViews([await this.findSubcontractor(contractId, sid)]))[0];
  }

  async addSubcontractor(contractId: string, dto: SubcontractorDto): Promise<SubcontractorView> {
    const c = await this.find(contractId);
    if (c.status === 'CLOSED') throw new ConflictException(CONTRACT_MESSAGES.closedReadOnly(c.contractName));
    const repo = this.db.repo(ContractSubcontractor);
    const s = repo.create({
      contractId: c.id,
      countryId: DEFAULT_COUNTRY_ID,
      facilityClearanceLevel: 'SECRET',
      safeguardingLevel: 'NONE',
      dd254Issued: false,
      status: 'ACTIVE',
    });
    assignDefined(s, dto, SUBCONTRACTOR_FIELDS);
    await this.checkSubcontractor(s);
    const saved = await repo.save(s);
    return (await this.subcontractorViews([saved]))[0];
  }

  async updateSubcontractor(contractId: string, sid: string, dto: SubcontractorDto): Promise<SubcontractorView> {
    const c = await this.find(contractId);
    const s = await this.findSubcontractor(c.id, sid);
    checkVersion(s, dto.version);
    if (c.status === 'CLOSED') throw new ConflictException(CONTRACT_MESSAGES.closedReadOnly(c.contractName));
    assignDefined(s, dto, SUBCONTRACTOR_FIELDS);
    await this.checkSubcontractor(s);
    const saved = await this.db.repo(ContractSubcontractor).save(s);
    return (await this.subcontractorViews([saved]))[0];
  }

  async removeSubcontractor(contractId: string, sid: string): Promise<void> {
    const c = await this.find(contractId);
    const s = await this.findSubcontractor(c.id, sid);
    await this.db.repo(ContractSubcontractor).remove(s);
  }

  private async findSubcontractor(contractId: string, sid: string): Promise<ContractSubcontractor> {
    const s = await this.db.findOr404(ContractSubcontractor, sid, 'Subcontractor');
    if (s.contractId !== contractId) throw recordNotFound('Subcontractor', sid);
    return s;
  }

  private async checkSubcontractor(s: ContractSubcontractor): Promise<void> {
    s.subcontractorName = s.subcontractorName?.trim();
    if (!s.subcontractorName) throw new BadRequestException(PEOPLE_MESSAGES.required('Subcontractor Name'));
    if (s.cageCode === '') s.cageCode = null;
    if (s.cageCode) {
      if (!CAGE_CODE_PATTERN.test(s.cageCode)) throw new BadRequestException('CAGE Code must be 5 letters or digits');
      s.cageCode = s.cageCode.toUpperCase();
    }
    if (s.popStartDate && s.popEndDate && s.popEndDate < s.popStartDate) throw new BadRequestException(CONTRACT_MESSAGES.popOrder);
    if (!s.dd254Issued && s.dd254IssuedDate) throw new BadRequestException(CONTRACT_MESSAGES.dd254DateNeedsFlag);
    if (s.countryId === null || s.countryId === undefined) s.countryId = DEFAULT_COUNTRY_ID;
    await this.refs.checkCountries([['Country', s.countryId]]);
    await this.refs.checkState('State', s.countryId, s.state);
    if (s.cognizantSecurityOfficeId && !(await this.exists('cognizant_security_authority', s.cognizantSecurityOfficeId))) {
      throw new BadRequestException(PEOPLE_MESSAGES.notValid('Cognizant Security Office'));
    }
  }

  private async subcontractorViews(rows: ContractSubcontractor[]): Promise<SubcontractorView[]> {
    const csaIds = [...new Set(rows.map((r) => r.cognizantSecurityOfficeId).filter((x): x is string => !!x))];
    const offices = csaIds.length
      ? await this.db
          .em()
          .query<Array<{ id: string; office_name: string }>>(
            `SELECT id, office_name FROM cognizant_security_authority WHERE id = ANY($1::uuid[])`,
            [csaIds],
          )
      : [];
    const names = new Map(offices.map((o) => [o.id, o.office_name]));
    return rows.map((s) => ({
      id: s.id,
      version: s.version,
      contractId: s.contractId,
      subcontractorName: s.subcontractorName,
      cageCode: s.cageCode,
      street1: s.street1,
      street2: s.street2,
      city: s.city,
      state: s.state,
      zipCode: s.zipCode,
      countryId: s.countryId,
      cognizantSecurityOfficeId: s.cognizantSecurityOfficeId,
      cognizantSecurityOfficeName: s.cognizantSecurityOfficeId ? (names.get(s.cognizantSecurityOfficeId) ?? null) : null,
      facilityClearanceLevel: s.facilityClearanceLevel,
      safeguardingLevel: s.safeguardingLevel,
      pocName: s.pocName,
      pocEmail: s.pocEmail,
      pocPhone: s.pocPhone,
      subcontractNumber: s.subcontractNumber,
      popStartDate: s.popStartDate,
      popEndDate: s.popEndDate,
      dd254Issued: s.dd254Issued,
      dd254IssuedDate: s.dd254IssuedDate,
      status: s.status,
    }));
  }

  // ------------------------------------------------------------------------------------------ clearance

  /** The highest basic level each person currently holds (clearances ACTIVE or ACTIVE_BREAK). */
  async heldLevels(personnelIds: string[]): Promise<Map<string, BasicClearanceLevel>> {
    if (!personnelIds.length) return new Map();
    const rows = await this.db.em().query<Array<{ personnel_id: string; levels: ClearanceLevel[] }>>(
      `SELECT personnel_id, array_agg(pcl_eligibility) AS levels FROM personnel_clearance
          WHERE personnel_id = ANY($1::uuid[]) AND pcl_status IN ${HELD_PCL_STATUSES} GROUP BY personnel_id`,
      [personnelIds],
    );
    const out = new Map<string, BasicClearanceLevel>(personnelIds.map((id) => [id, 'NONE']));
    for (const r of rows) out.set(r.personnel_id, basicClearanceLevel(highestClearanceLevel(r.levels)));
    return out;
  }

  /** 400 naming the first person whose held level is below the contract's required level. */
  clearanceCheck(required: BasicClearanceLevel, people: Array<{ name: string; held: BasicClearanceLevel }>): void {
    for (const p of people) {
      if (BASIC_CLEARANCE_LEVEL_RANK[p.held] < BASIC_CLEARANCE_LEVEL_RANK[required]) {
        throw new BadRequestException(CONTRACT_MESSAGES.clearanceTooLow(p.name, levelLabel(p.held), levelLabel(required)));
      }
    }
  }
}

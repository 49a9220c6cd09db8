import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { CONTRACT_MESSAGES, MAX_PAGE_SIZE, PEOPLE_MESSAGES } from '@clearline/shared';
import { In } from 'typeorm';
import { assignDefined, checkVersion } from '../../core/database/entity-helpers';
import { recordNotFound, TenantDb } from '../../core/database/tenant-db';
import type { Page } from '../../core/http/list-query';
import { defineList, GIVEN_ORDER, pageInMemory, parseList } from '../../core/http/list';
import { ContractAssignment } from './contract.entity';
import type {
  AssignPersonnelDto,
  ContractPersonnelView,
  PersonnelAssignmentView,
  UnassignPersonnelDto,
  UpdateAssignmentDto,
} from './contracts.dto';
import { SettingsService } from '../settings';
import { ContractsService } from './contracts.service';
import { contractEffectiveStatusSql, contractVisibility, visibleContractSql } from './contract-scope';

const STATUSES = ['PENDING', 'ASSIGNED', 'UNASSIGNED'];

/** GET /contracts/{id}/personnel: current assignments first, then by name. */
export const CONTRACT_PERSONNEL_LIST = defineList({
  resource: 'contract-personnel',
  sortable: {
    position: GIVEN_ORDER,
    lastName: ['lastName', 'firstName'],
    assignmentStatus: 'assignmentStatus',
    dateAssigned: 'dateAssigned',
    dateUnassigned: 'dateUnassigned',
  },
  defaultSort: { field: 'position', direction: 'ASC' },
  id: 'id',
  nullsLast: true,
  quickFilter: ['lastName', 'firstName', 'specialAccess', 'position'],
  filters: {
    assignmentStatus: { type: 'enum', column: 'assignmentStatus', values: STATUSES },
    personnelId: { type: 'uuid', column: 'personnelId' },
  },
  defaultSize: MAX_PAGE_SIZE,
});

/** GET /contract-assignment/personnel/{id}: the person's contracts, current first. */
export const PERSONNEL_ASSIGNMENT_LIST = defineList({
  resource: 'contract-assignments',
  sortable: {
    position: GIVEN_ORDER,
    contractName: 'contract.contractName',
    dateAssigned: 'dateAssigned',
    popEndDate: 'contract.popEndDate',
  },
  defaultSort: { field: 'position', direction: 'ASC' },
  id: 'id',
  nullsLast: true,
  quickFilter: ['contract.contractName', 'contract.contractNumber'],
  filters: { assignmentStatus: { type: 'enum', column: 'assignmentStatus', values: STATUSES } },
  defaultSize: MAX_PAGE_SIZE,
});

/** Special accesses as stored: trimmed, without blanks or repeats, colon-separated (null for none). */
const joinAccess = (list: string[] | null | undefined): string | null => {
  const clean = [...new Set((list ?? []).map((s) => s.trim().replace(/:/g, ' ')).filter(Boolean))];
  return clean.length ? clean.join(':') : null;
};

/** People assigned to contracts (spec 02 §3 "Contract assignment"), with the clearance check of the contract. */
@Injectable()
export class ContractAssignmentsService {
  constructor(
    private readonly db: TenantDb,
    private readonly contracts: ContractsService,
    private readonly settings: SettingsService,
  ) {}

  /** GET /contracts/{id}/personnel (the query is checked before the contract is looked up). */
  async page(contractId: string, query: Record<string, unknown>): Promise<Page<ContractPersonnelView>> {
    const q = parseList(CONTRACT_PERSONNEL_LIST, query);
    return pageInMemory(CONTRACT_PERSONNEL_LIST, q, await this.list(contractId));
  }

  async list(contractId: string): Promise<ContractPersonnelView[]> {
    const c = await this.contracts.find(contractId);
    const rows = await this.db.em().query<Array<Record<string, unknown>>>(
      `SELECT a.id, a.version, a.personnel_id, p.first_name, p.last_name, a.assignment_status,
              to_char(a.date_assigned, 'YYYY-MM-DD') AS date_assigned, to_char(a.date_unassigned, 'YYYY-MM-DD') AS date_unassigned,
              a.special_access, a.position, a.notes
         FROM contract_assignment a JOIN personnel p ON p.tenant_id = a.tenant_id AND p.id = a.personnel_id
        WHERE a.contract_id = $1
        ORDER BY (a.assignment_status = 'UNASSIGNED'), lower(p.last_name), lower(p.first_name), a.id`,
      [c.id],
    );
    const held = await this.contracts.heldLevels(rows.map((r) => r.personnel_id as string));
    return rows.map((r) => ({
      id: r.id as string,
      version: r.version as number,
      personnelId: r.personnel_id as string,
      firstName: r.first_name as string,
      lastName: r.last_name as string,
      clearanceLevel: held.get(r.personnel_id as string) ?? 'NONE',
      assignmentStatus: r.assignment_status as ContractPersonnelView['assignmentStatus'],
      dateAssigned: (r.date_assigned as string | null) ?? null,
      dateUnassigned: (r.date_unassigned as string | null) ?? null,
      specialAccess: (r.special_access as string | null) ?? null,
      position: (r.position as string | null) ?? null,
      notes: (r.notes as string | null) ?? null,
    }));
  }

  /**
   * Assigns every listed person, or nobody: a person of another tenant, a person already on the contract
   * (not unassigned) or a person whose held clearance is below the contract's required level refuses the
   * whole batch. A person unassigned earlier is assigned again on the same row.
   */
  async assign(contractId: string, dto: AssignPersonnelDto): Promise<ContractPersonnelView[]> {
    const c = await this.contracts.find(contractId);
    if (c.status === 'CLOSED') throw new ConflictException(CONTRACT_MESSAGES.closedNoAssign(c.contractName));
    const ids = [...new Set(dto.personnelIds)];
    const people = await this.db
      .em()
      .query<Array<{ id: string; name: string }>>(
        `SELECT id, trim(concat_ws(' ', first_name, last_name)) AS name FROM personnel WHERE id = ANY($1::uuid[])`,
        [ids],
      );
    if (people.length !== ids.length) throw new BadRequestException(PEOPLE_MESSAGES.notValid('Personnel'));
    const names = new Map(people.map((p) => [p.id, p.name]));
    const held = await this.contracts.heldLevels(ids);
    this.contracts.clearanceCheck(
      c.requiredClearanceLevel,
      ids.map((id) => ({ name: names.get(id)!, held: held.get(id) ?? 'NONE' })),
    );
    const repo = this.db.repo(ContractAssignment);
    const existing = await repo.findBy({ contractId: c.id, personnelId: In(ids) });
    const byPerson = new Map(existing.map((a) => [a.personnelId, a]));
    for (const id of ids) {
      const a = byPerson.get(id);
      if (a && a.assignmentStatus !== 'UNASSIGNED') throw new ConflictException(CONTRACT_MESSAGES.alreadyAssigned(names.get(id)!));
    }
    const specialAccess = joinAccess(dto.specialAccess);
    const today = await this.settings.tenantToday();
    for (const id of ids) {
      const a = byPerson.get(id) ?? repo.create({ contractId: c.id, personnelId: id });
      Object.assign(a, {
        assignmentStatus: dto.assignmentStatus ?? 'ASSIGNED',
        dateAssigned: dto.dateAssigned ?? today,
        dateUnassigned: null,
        specialAccess,
        position: dto.position ?? a.position ?? null,
      });
      await repo.save(a);
    }
    return this.list(c.id);
  }

  /** Ends the listed assignments (any contract of the tenant) on dateUnassigned (default today). */
  async unassign(dto: UnassignPersonnelDto): Promise<ContractPersonnelView[]> {
    const ids = [...new Set(dto.ids)];
    const repo = this.db.repo(ContractAssignment);
    const found = await repo.findBy({ id: In(ids) });
    if (found.length !== ids.length) throw new NotFoundException(CONTRACT_MESSAGES.notAssigned);
    const day = dto.dateUnassigned ?? (await this.settings.tenantToday());
    for (const a of found) {
      if (a.dateAssigned && day < a.dateAssigned) throw new BadRequestException(CONTRACT_MESSAGES.unassignBeforeAssign);
    }
    for (const a of found) {
      if (a.assignmentStatus === 'UNASSIGNED' && a.dateUnassigned === day) continue;
      a.assignmentStatus = 'UNASSIGNED';
      a.dateUnassigned = day;
      await repo.save(a);
    }
    const contractIds = [...new Set(found.map((a) => a.contractId))];
    const rows: ContractPersonnelView[] = [];
    for (const cid of contractIds) rows.push(...(await this.list(cid)).filter((r) => ids.includes(r.id)));
    return rows;
  }

  /** Changes one assignment; moving it back to PENDING or ASSIGNED checks the clearance again. */
  async update(dto: UpdateAssignmentDto): Promise<ContractPersonnelView> {
    const repo = this.db.repo(ContractAssignment);
    const a = await this.db.findOr404(ContractAssignment, dto.id, 'Assignment');
    checkVersion(a, dto.version);
    const wasActive = a.assignmentStatus !== 'UNASSIGNED';
    assignDefined(a, dto, ['assignmentStatus', 'dateAssigned', 'dateUnassigned', 'position', 'notes']);
    if (dto.specialAccess !== undefined) a.specialAccess = joinAccess(dto.specialAccess);
    if (a.assignmentStatus === 'UNASSIGNED') a.dateUnassigned ??= await this.settings.tenantToday();
    else a.dateUnassigned = null;
    if (a.dateAssigned && a.dateUnassigned && a.dateUnassigned < a.dateAssigned) {
      throw new BadRequestException(CONTRACT_MESSAGES.unassignBeforeAssign);
    }
    if (!wasActive && a.assignmentStatus !== 'UNASSIGNED') {
      const c = await this.contracts.find(a.contractId);
      const [p] = await this.db
        .em()
        .query<Array<{ name: string }>>(`SELECT trim(concat_ws(' ', first_name, last_name)) AS name FROM personnel WHERE id = $1`, [
          a.personnelId,
        ]);
      const held = await this.contracts.heldLevels([a.personnelId]);
      this.contracts.clearanceCheck(c.requiredClearanceLevel, [{ name: p.name, held: held.get(a.personnelId) ?? 'NONE' }]);
    }
    await repo.save(a);
    const rows = await this.list(a.contractId);
    return rows.find((r) => r.id === a.id)!;
  }

  /** Removes the person's assignment row from the contract (the record of it is in the audit log). */
  async remove(contractId: string, personnelId: string): Promise<void> {
    const c = await this.contracts.find(contractId);
    const a = await this.db.repo(ContractAssignment).findOneBy({ contractId: c.id, personnelId });
    if (!a) throw new NotFoundException(CONTRACT_MESSAGES.notAssigned);
    await this.db.repo(ContractAssignment).remove(a);
  }

  /** GET /contract-assignment/personnel/{id}: the person's contracts the caller sees, current first. */
  async ofPerson(personnelId: string, query: Record<string, unknown>): Promise<Page<PersonnelAssignmentView>> {
    const q = parseList(PERSONNEL_ASSIGNMENT_LIST, query);
    const [person] = await this.db.em().query<unknown[]>(`SELECT 1 FROM personnel WHERE id = $1`, [personnelId]);
    if (!person) throw recordNotFound('Personnel', personnelId);
    const today = await this.settings.tenantToday();
    const rows = await this.db.em().query<Array<Record<string, unknown>>>(
      `SELECT a.id, a.assignment_status, to_char(a.date_assigned, 'YYYY-MM-DD') AS date_assigned,
              to_char(a.date_unassigned, 'YYYY-MM-DD') AS date_unassigned, a.special_access,
              c.id AS contract_id, c.contract_number, c.contract_name, c.status, ${contractEffectiveStatusSql('c', '$2')} AS effective_status,
              to_char(c.pop_start_date, 'YYYY-MM-DD') AS pop_start_date, to_char(c.pop_end_date, 'YYYY-MM-DD') AS pop_end_date
         FROM contract_assignment a JOIN contract c ON c.tenant_id = a.tenant_id AND c.id = a.contract_id
        WHERE a.personnel_id = $1 AND ${visibleContractSql('c', '$3', '$4')}
        ORDER BY (a.assignment_status = 'UNASSIGNED'), a.date_assigned DESC NULLS LAST, lower(c.contract_name), a.id`,
      [personnelId, today, ...contractVisibility().values],
    );
    const views: PersonnelAssignmentView[] = rows.map((r) => ({
      id: r.id as string,
      contract: {
        id: r.contract_id as string,
        contractNumber: r.contract_number as string,
        contractName: r.contract_name as string,
        popStartDate: (r.pop_start_date as string | null) ?? null,
        popEndDate: (r.pop_end_date as string | null) ?? null,
        status: r.status as PersonnelAssignmentView['contract']['status'],
        effectiveStatus: r.effective_status as PersonnelAssignmentView['contract']['effectiveStatus'],
      },
      assignmentStatus: r.assignment_status as PersonnelAssignmentView['assignmentStatus'],
      dateAssigned: (r.date_assigned as string | null) ?? null,
      dateUnassigned: (r.date_unassigned as string | null) ?? null,
      specialAccess: (r.special_access as string | null) ?? null,
    }));
    return pageInMemory(PERSONNEL_ASSIGNMENT_LIST, q, views);
  }
}

import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import {
  labelOf,
  NOT_STATED,
  TERMINATION_MESSAGES as M,
  TERMINATION_REASON,
  TERMINATION_STEP_VALUES,
  TERMINATION_STEPS,
} from '@clearline/shared';
import { RequestContext } from '../../core/context/request-context';
import { TenantDb } from '../../core/database/tenant-db';
import { DomainEventBus, OnDomainEvent } from '../../core/events/domain-events';
import { defineList, pageOfSql, parseList } from '../../core/http/list';
import { Page } from '../../core/http/list-query';
import { MailService } from '../../core/mail/mail.service';
import { UsersService } from '../identity';
import { Personnel } from './personnel.entity';
import { PersonnelClearance } from './records/records.entity';
import type { AcceptTerminationDto, TerminateEmployeeDto, TerminationView } from './termination.dto';
import { PersonnelTermination } from './termination.entity';

/** Roles whose holders are the tenant's security officers (told of a high-risk termination at once). */
const FSO_ROLES = ['FSO', 'CLIENT_FSO'];

/** Clearance statuses a termination debriefs: every clearance held or in process ends with the employment. */
const DEBRIEFED_STATUSES = ['ACTIVE', 'ACTIVE_BREAK', 'IN_PROGRESS'];

const OPEN_ACTIONS_SQL = `(SELECT count(*)::int FROM open_action oa
   WHERE oa.tenant_id = t.tenant_id AND oa.personnel_id = t.personnel_id AND oa.state = 'OPEN'
     AND oa.source_key LIKE 'termination:' || t.id || ':%')`;

/** GET /personnel/pending-terminations */
export const PENDING_TERMINATION_LIST = defineList({
  resource: 'pending-terminations',
  sortable: {
    terminationDate: 't.termination_date',
    personnelName: ['lower(p.last_name)', 'lower(p.first_name)'],
    isHighRisk: 't.is_high_risk',
    reason: 't.reason',
    createdAt: 't.created_at',
  },
  defaultSort: { field: 'terminationDate', direction: 'ASC' },
  id: 't.id',
  quickFilter: ['p.first_name', 'p.last_name', "p.first_name || ' ' || p.last_name", 'p.employee_id'],
  filters: {
    personnelId: { type: 'uuid', column: 't.personnel_id' },
    isHighRisk: { type: 'boolean', column: 't.is_high_risk' },
    reason: { type: 'enum', column: 't.reason', values: Object.keys(TERMINATION_REASON) },
    facilityId: {
      type: 'uuid',
      condition: (p) =>
        `EXISTS (SELECT 1 FROM personnel_facility pf WHERE pf.tenant_id = t.tenant_id AND pf.personnel_id = t.personnel_id AND pf.facility_id = ${p})`,
    },
  },
});

interface TerminationRow {
  id: string;
  version: number;
  personnel_id: string;
  first_name: string;
  last_name: string;
  employee_id: string | null;
  termination_date: string;
  is_high_risk: boolean;
  reason: string | null;
  notes: string | null;
  status: string;
  recorded_by: string | null;
  created_at: Date;
  accepted_at: Date | null;
  accepted_by: string | null;
  open_actions: number;
}

const COLUMNS = `t.id, t.version, t.personnel_id, p.first_name, p.last_name, p.employee_id,
    to_char(t.termination_date, 'YYYY-MM-DD') AS termination_date, t.is_high_risk, t.reason, t.notes, t.status,
    t.recorded_by, t.created_at, t.accepted_at, t.accepted_by, ${OPEN_ACTIONS_SQL} AS open_actions`;
const FROM = `personnel_termination t JOIN personnel p ON p.tenant_id = t.tenant_id AND p.id = t.personnel_id`;
const SELECT = `SELECT ${COLUMNS} FROM ${FROM}`;

const viewOf = (r: TerminationRow): TerminationView => ({
  id: r.id,
  version: r.version,
  personnelId: r.personnel_id,
  personnelName: `${r.first_name} ${r.last_name}`,
  employeeId: r.employee_id,
  terminationDate: r.termination_date,
  isHighRisk: r.is_high_risk,
  reason: r.reason,
  notes: r.notes,
  status: r.status,
  recordedBy: r.recorded_by,
  createdAt: new Date(r.created_at).toISOString(),
  acceptedAt: r.accepted_at ? new Date(r.accepted_at).toISOString() : null,
  acceptedBy: r.accepted_by,
  openActions: Number(r.open_actions),
});

const nameOf = (p: Pick<Personnel, 'firstName' | 'lastName'>) => `${p.firstName} ${p.lastName}`;

/**
 * Off-boarding (32 CFR 117.12(i) debriefing; access removal): recording a termination leaves it PENDING
 * with its off-boarding open actions (raised by the open-actions module on the domain event); a high-risk
 * one e-mails every FSO at once. Accepting applies it in the request's transaction: the employment ends,
 * the person's clearances are debriefed, their account is disabled and their sessions end.
 */
@Injectable()
export class TerminationService {
  constructor(
    private readonly db: TenantDb,
    private readonly events: DomainEventBus,
    private readonly mail: MailService,
    private readonly users: UsersService,
  ) {}

  async terminate(dto: TerminateEmployeeDto): Promise<TerminationView> {
    const person = await this.db.findOr404(Personnel, dto.employeeId, 'Personnel');
    const name = nameOf(person);
    if (person.employmentStatus === 'TERMINATED') throw new ConflictException(M.alreadyTerminated.replace('{name}', name));
    const repo = this.db.repo(PersonnelTermination);
    if (await repo.existsBy({ personnelId: person.id, status: 'PENDING' })) {
      throw new ConflictException(M.alreadyPending.replace('{name}', name));
    }
    if (person.startDate && dto.terminationDate < person.startDate) {
      throw new BadRequestException(M.beforeStart.replace('{date}', person.startDate));
    }
    const isHighRisk = dto.isHighRisk === true || dto.reason === 'HIGH_RISK';
    const saved = await repo.save(
      repo.create({
        personnelId: person.id,
        terminationDate: dto.terminationDate,
        isHighRisk,
        reason: dto.reason ?? null,
        notes: dto.notes?.trim() || null,
        status: 'PENDING',
        recordedBy: RequestContext.require().user?.username ?? null,
      }),
    );
    await this.events.emit('personnel.termination.changed', { terminationId: saved.id });
    if (isHighRisk) await this.alertFsos(saved, name);
    return this.get(saved.id);
  }

  async accept(dto: AcceptTerminationDto): Promise<TerminationView> {
    const t = await this.db.findOr404(PersonnelTermination, dto.terminationId, 'Termination');
    if (t.status !== 'PENDING') throw new ConflictException(M.notPending);
    const em = this.db.em();
    const person = await this.db.findOr404(Personnel, t.personnelId, 'Personnel');
    person.employmentStatus = 'TERMINATED';
    person.endDate = t.terminationDate;
    await em.getRepository(Personnel).save(person);
    const clearances = await em.getRepository(PersonnelClearance).findBy({ personnelId: person.id });
    for (const c of clearances.filter((c) => DEBRIEFED_STATUSES.includes(c.pclStatus))) {
      c.pclStatus = 'INACTIVE';
      c.deBriefDate = c.deBriefDate ?? t.terminationDate;
      await em.getRepository(PersonnelClearance).save(c);
    }
    if (person.userId) await this.users.disableOnTermination(person.userId);
    t.status = 'ACCEPTED';
    t.acceptedAt = new Date();
    t.acceptedBy = RequestContext.require().user?.username ?? null;
    await this.db.repo(PersonnelTermination).save(t);
    await this.events.emit('personnel.changed', { personnelId: person.id });
    await this.events.emit('personnel.termination.changed', { terminationId: t.id });
    return this.get(t.id);
  }

  async pending(query: Record<string, unknown>): Promise<Page<TerminationView>> {
    const q = parseList(PENDING_TERMINATION_LIST, query);
    const source = { select: COLUMNS, from: FROM, where: `t.status = 'PENDING'` };
    return pageOfSql(this.db.em(), PENDING_TERMINATION_LIST, q, source, (rows: TerminationRow[]) => rows.map(viewOf));
  }

  async get(id: string): Promise<TerminationView> {
    const [row] = await this.db.em().query<TerminationRow[]>(`${SELECT} WHERE t.id = $1`, [id]);
    return viewOf(row);
  }

  /** A person is being deleted: their terminations go with them. */
  @OnDomainEvent('personnel.removed')
  async onPersonnelRemoved({ personnelId }: { personnelId: string }): Promise<void> {
    const repo = this.db.repo(PersonnelTermination);
    const rows = await repo.findBy({ personnelId });
    if (rows.length) await repo.remove(rows);
  }

  /** E-mails every enabled FSO of the tenant about a high-risk termination (one message each). */
  private async alertFsos(t: PersonnelTermination, name: string): Promise<void> {
    const rows = await this.db.em().query<Array<{ email: string }>>(
      `SELECT DISTINCT u.email FROM app_user u
         JOIN user_role ur ON ur.user_id = u.id JOIN role r ON r.id = ur.role_id
        WHERE r.name = ANY($1) AND u.enabled AND u.deleted_at IS NULL AND u.email <> ''
        ORDER BY u.email`,
      [FSO_ROLES],
    );
    const values = {
      name,
      terminationDate: t.terminationDate,
      reason: labelOf(TERMINATION_REASON, t.reason) || NOT_STATED,
      notes: t.notes ?? '',
      actions: TERMINATION_STEP_VALUES.map((s) => TERMINATION_STEPS[s].title),
      recordedBy: t.recordedBy ?? '',
    };
    for (const [i, r] of rows.entries()) {
      await this.mail.send({ to: r.email, template: 'HIGH_RISK_TERMINATION', values }, {}, { jobId: `termination-${t.id}-${i}` });
    }
  }
}

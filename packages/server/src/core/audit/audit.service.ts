import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AUDIT_EVENT_TYPE_VALUES } from '@clearline/shared';
import type { DataSource, EntityManager } from 'typeorm';
import { RequestContext, type RequestContextData } from '../context/request-context';
import { SYSTEM_DATA_SOURCE } from '../database/system-data-source';
import type { AuditLog } from './audit.entity';

/** Every kind of audit row (the list lives in the shared package so the web's filter offers the same). */
export const AUDIT_EVENT_TYPES = AUDIT_EVENT_TYPE_VALUES;
export type AuditEventType = (typeof AUDIT_EVENT_TYPES)[number];

export interface AuditEvent {
  eventType: AuditEventType;
  objectTable?: string | null;
  objectId?: string | null;
  action?: string | null;
  changes?: AuditLog['changes'];
  details?: Record<string, unknown> | null;
  /** overrides for events outside a signed-in request (e.g. failed sign-in) or about another tenant */
  tenantId?: string | null;
  userId?: string | null;
  username?: string | null;
  /** the provider user acting inside the tenant (defaults to the signed-in user while impersonating) */
  impersonator?: string | null;
}

export type AuditRow = Omit<AuditLog, 'id' | 'eventTime'>;

/** Rows written with writeDurable during the current transaction, replayed by TenantDb after a rollback. */
const durable = new WeakMap<RequestContextData, AuditRow[]>();

export function takeDurableAudits(ctx: RequestContextData): AuditRow[] {
  const rows = durable.get(ctx) ?? [];
  durable.delete(ctx);
  return rows;
}

/**
 * Writes audit rows in the caller's transaction, stamped with who, where and which request. The database takes
 * an audit row from the application role only for the transaction's own tenant: a row of no tenant (a failed
 * sign-in of an unknown name, a password reset asked for a name, a system job) is written by the system role.
 */
@Injectable()
export class AuditService {
  /**
   * The last audit write started on each connection (a transaction's query runner). TypeORM announces the
   * entities of one save or remove together, so their rows are written one after the other: a connection runs
   * one query at a time, and a row of another tenant sets and restores the transaction's tenant around its INSERT.
   */
  private readonly inProgress = new WeakMap<object, Promise<unknown>>();

  constructor(@InjectDataSource(SYSTEM_DATA_SOURCE) private readonly system: DataSource) {}

  /** The row an event becomes in the current context (who, tenant, where, which request). */
  row(e: AuditEvent): AuditRow {
    const ctx = RequestContext.current();
    const user = ctx?.user;
    return {
      eventType: e.eventType,
      tenantId: e.tenantId !== undefined ? e.tenantId : (ctx?.tenantId ?? null),
      userId: e.userId !== undefined ? e.userId : (user?.id ?? null),
      username: e.username !== undefined ? e.username : (user?.username ?? null),
      impersonator: e.impersonator !== undefined ? e.impersonator : user?.impersonating ? user.username : null,
      objectTable: e.objectTable ?? null,
      objectId: e.objectId ?? null,
      action: e.action ?? null,
      changes: e.changes ?? null,
      details: e.details ?? null,
      ip: ctx?.ip ?? null,
      userAgent: ctx?.userAgent ?? null,
      requestId: ctx?.requestId ?? null,
    };
  }

  /**
   * Appends one audit row in the transaction of `em`: it commits with the change it describes, or not
   * at all. A row about another tenant than the transaction's (e.g. an impersonation start) is written with
   * that tenant set for the one INSERT: the database accepts audit rows from the application role only for
   * the transaction's own tenant. In the system scope (the system role) any row goes in as it is.
   *
   * A row of no tenant outside the system scope is written at once by the system role, in a transaction of
   * its own: it outlives a rollback of the caller's transaction, like writeDurable. Such rows record events
   * that belong to no tenant (a failed sign-in of an unknown name, a password reset asked for a name), never
   * a change of a tenant's data, which is audited in that tenant.
   */
  async write(em: EntityManager, e: AuditEvent): Promise<void> {
    await this.inTurn(em, this.row(e));
  }

  /**
   * Like write, but the row survives when the surrounding transaction fails and rolls back (e.g. an export
   * that fails part-way): TenantDb writes it again in a transaction of its own after the rollback.
   */
  async writeDurable(em: EntityManager, e: AuditEvent): Promise<void> {
    const row = this.row(e);
    if ((await this.inTurn(em, row)) === 'committed') return;
    const ctx = RequestContext.current();
    if (ctx) durable.set(ctx, [...(durable.get(ctx) ?? []), row]);
  }

  /** Inserts a row once the audit writes started before it on the same connection have finished. */
  private inTurn(em: EntityManager, row: AuditRow): Promise<'committed' | 'pending'> {
    const connection = em.queryRunner ?? em;
    const next = (this.inProgress.get(connection) ?? Promise.resolve()).catch(() => undefined).then(() => this.insert(em, row));
    this.inProgress.set(connection, next);
    return next;
  }

  /** 'committed' when the row went in through a transaction of its own (no tenant), else 'pending' (in `em`'s). */
  private async insert(em: EntityManager, row: AuditRow): Promise<'committed' | 'pending'> {
    if (em.dataSource === this.system) {
      await insertAuditRow(em, row);
      return 'pending';
    }
    if (row.tenantId === null) {
      // one INSERT on the system pool, committed by itself: no lock to wait for (audit_log has no foreign key)
      await insertAuditRow(this.system.manager, row);
      return 'committed';
    }
    const own = RequestContext.current()?.tenantId ?? null;
    if (row.tenantId === own) {
      await insertAuditRow(em, row);
      return 'pending';
    }
    await em.query("SELECT set_config('app.tenant_id', $1, true)", [row.tenantId]);
    // a failed INSERT aborts the transaction, which then rolls back with the setting; only restore on success
    await insertAuditRow(em, row);
    await em.query("SELECT set_config('app.tenant_id', $1, true)", [own ?? '']);
    return 'pending';
  }
}

const COLUMNS = [
  'event_type',
  'tenant_id',
  'user_id',
  'username',
  'impersonator',
  'object_table',
  'object_id',
  'action',
  'changes',
  'details',
  'ip',
  'user_agent',
  'request_id',
] as const;

/**
 * One plain INSERT (no RETURNING: a row without a tenant, e.g. a failed sign-in of an unknown name, is
 * not readable by the transaction that writes it, and nothing needs the generated id).
 */
export const AUDIT_INSERT_SQL = `INSERT INTO audit_log (${COLUMNS.join(', ')}) VALUES (${COLUMNS.map((_, i) => `$${i + 1}`).join(', ')})`;

export async function insertAuditRow(em: EntityManager, r: AuditRow): Promise<void> {
  await em.query(AUDIT_INSERT_SQL, [
    r.eventType,
    r.tenantId,
    r.userId,
    r.username,
    r.impersonator,
    r.objectTable,
    r.objectId,
    r.action,
    r.changes === null ? null : JSON.stringify(r.changes),
    r.details === null ? null : JSON.stringify(r.details),
    r.ip,
    r.userAgent,
    r.requestId,
  ]);
}

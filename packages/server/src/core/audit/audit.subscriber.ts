import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  DataSource,
  EntitySubscriberInterface,
  InsertEvent,
  ObjectLiteral,
  RecoverEvent,
  RemoveEvent,
  SoftRemoveEvent,
  UpdateEvent,
} from 'typeorm';
import { SYSTEM_DATA_SOURCE } from '../database/system-data-source';
import { AuditLog } from './audit.entity';
import { AuditService } from './audit.service';
import { auditTenantKey, isAudited, isSensitive, REDACTED } from './sensitive';

const SKIP = new Set(['createdAt', 'updatedAt', 'version']);

type Changes = Record<string, { before: unknown; after: unknown }>;

/** A JSON-safe value for the audit row: dates as ISO strings, binary content as its size and digest. */
export function plain(v: unknown): unknown {
  if (v === undefined) return null;
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? null : v.toISOString();
  if (Buffer.isBuffer(v)) return `<binary ${v.length} bytes sha256:${createHash('sha256').update(v).digest('hex').slice(0, 16)}>`;
  if (typeof v === 'bigint') return v.toString();
  return v;
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(plain(a)) === JSON.stringify(plain(b));

export class UnauditedWriteError extends Error {}

/**
 * Turns every entity insert, update and delete into an audit row in the same transaction, with the
 * changed fields before and after and sensitive values redacted. Writes it cannot attribute to records
 * (QueryBuilder/Repository bulk update() and delete()) are refused rather than left unaudited.
 */
@Injectable()
export class AuditSubscriber implements EntitySubscriberInterface {
  constructor(
    @InjectDataSource() dataSource: DataSource,
    @InjectDataSource(SYSTEM_DATA_SOURCE) systemDataSource: DataSource,
    private readonly audit: AuditService,
  ) {
    // entity writes in the system scope (its own pool) are audited like any other
    dataSource.subscribers.push(this);
    systemDataSource.subscribers.push(this);
  }

  private skip(target: Function | string | undefined): boolean {
    return typeof target !== 'function' || target === AuditLog || !isAudited(target);
  }

  private tenantOf(target: Function, ...entities: Array<ObjectLiteral | undefined>): string | undefined {
    const key = auditTenantKey(target);
    for (const e of entities) {
      const v = e?.[key];
      if (typeof v === 'string' && v) return v;
    }
    return undefined;
  }

  private refuseBulk(target: Function, what: string): never {
    throw new UnauditedWriteError(
      `${what} on ${target.name} through QueryBuilder/Repository.${what === 'Update' ? 'update' : 'delete'}() cannot be audited: ` +
        `load the records, change them and save() (or remove()) them.`,
    );
  }

  beforeUpdate(event: UpdateEvent<ObjectLiteral>): void {
    const target = event.metadata.target as Function;
    if (!this.skip(target) && !event.databaseEntity) this.refuseBulk(target, 'Update');
  }

  beforeRemove(event: RemoveEvent<ObjectLiteral>): void {
    const target = event.metadata.target as Function;
    if (!this.skip(target) && !event.entity && !event.databaseEntity && event.entityId === undefined) this.refuseBulk(target, 'Delete');
  }

  beforeSoftRemove(event: SoftRemoveEvent<ObjectLiteral>): void {
    const target = event.metadata.target as Function;
    if (!this.skip(target) && !event.entity && !event.databaseEntity) this.refuseBulk(target, 'Soft delete');
  }

  async afterInsert(event: InsertEvent<ObjectLiteral>): Promise<void> {
    const target = event.metadata.target as Function;
    if (this.skip(target)) return;
    const changes: Changes = {};
    for (const col of event.metadata.columns) {
      if (col.relationMetadata || SKIP.has(col.propertyName)) continue;
      const v = col.getEntityValue(event.entity);
      if (v === undefined || v === null) continue;
      changes[col.propertyName] = { before: null, after: isSensitive(target, col.propertyName) ? REDACTED : plain(v) };
    }
    await this.audit.write(event.manager, {
      eventType: 'CREATE',
      objectTable: event.metadata.tableName,
      objectId: event.entity.id != null ? String(event.entity.id) : null,
      action: 'CREATE',
      changes,
      tenantId: this.tenantOf(target, event.entity),
    });
  }

  async afterUpdate(event: UpdateEvent<ObjectLiteral>): Promise<void> {
    const target = event.metadata.target as Function;
    if (this.skip(target) || !event.entity) return;
    if (!event.databaseEntity) this.refuseBulk(target, 'Update');
    const entity = event.entity as ObjectLiteral;
    const changes: Changes = {};
    const cols = event.updatedColumns.length ? event.updatedColumns : event.metadata.columns;
    for (const col of cols) {
      if (col.relationMetadata || SKIP.has(col.propertyName)) continue;
      const after = col.getEntityValue(entity);
      const before = col.getEntityValue(event.databaseEntity);
      if (same(after, before)) continue;
      const redact = isSensitive(target, col.propertyName);
      changes[col.propertyName] = { before: redact ? REDACTED : plain(before), after: redact ? REDACTED : plain(after) };
    }
    const id = entity.id ?? event.databaseEntity.id;
    await this.audit.write(event.manager, {
      eventType: 'UPDATE',
      objectTable: event.metadata.tableName,
      objectId: id != null ? String(id) : null,
      action: 'UPDATE',
      changes,
      tenantId: this.tenantOf(target, event.databaseEntity, entity),
    });
  }

  async afterRemove(event: RemoveEvent<ObjectLiteral>): Promise<void> {
    await this.removed(event, 'DELETE');
  }

  async afterSoftRemove(event: SoftRemoveEvent<ObjectLiteral>): Promise<void> {
    await this.removed(event, 'SOFT_DELETE');
  }

  async afterRecover(event: RecoverEvent<ObjectLiteral>): Promise<void> {
    await this.removed(event, 'RESTORE');
  }

  private async removed(event: RemoveEvent<ObjectLiteral> | SoftRemoveEvent<ObjectLiteral> | RecoverEvent<ObjectLiteral>, action: string) {
    const target = event.metadata.target as Function;
    if (this.skip(target)) return;
    const raw = event.entityId ?? event.databaseEntity?.id ?? event.entity?.id;
    const id = raw != null && typeof raw === 'object' ? (raw as { id?: unknown }).id : raw;
    if (id == null) this.refuseBulk(target, 'Delete');
    // what was removed, so the row can be understood without the record (sensitive values redacted)
    const before = event.databaseEntity ?? event.entity;
    const changes: Changes = {};
    if (action === 'DELETE' && before) {
      for (const col of event.metadata.columns) {
        if (col.relationMetadata || SKIP.has(col.propertyName)) continue;
        const v = col.getEntityValue(before);
        if (v === undefined || v === null) continue;
        changes[col.propertyName] = { before: isSensitive(target, col.propertyName) ? REDACTED : plain(v), after: null };
      }
    }
    await this.audit.write(event.manager, {
      eventType: action === 'RESTORE' ? 'UPDATE' : 'DELETE',
      objectTable: event.metadata.tableName,
      objectId: String(id),
      action,
      changes: Object.keys(changes).length ? changes : null,
      tenantId: this.tenantOf(target, event.databaseEntity, event.entity),
    });
  }
}

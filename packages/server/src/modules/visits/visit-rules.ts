import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { type EntityManager, type FindOptionsWhere, LessThan, type Repository } from 'typeorm';
import {
  hasPermission,
  isVisitFinal,
  VISIT_DELETABLE_STATUSES,
  VISIT_MESSAGES,
  VISIT_STATUS,
  VISIT_STATUS_MOVES,
  type DocumentEntityKind,
  type ModuleName,
  type PermissionType,
  type VisitKind,
  type VisitStatus,
} from '@clearline/shared';
import { RequestContext } from '../../core/context/request-context';
import { recordNotFound, TenantDb } from '../../core/database/tenant-db';
import type { AuthUser } from '../../core/context/request-context';
import { DomainEventBus } from '../../core/events/domain-events';
import { registerDocumentEntityType } from '../documents';
import { linkedPersonnelId, requireLinkedPersonnelId } from '../personnel';

/** The permission module of each kind's routes. */
export const VISIT_MODULE: Readonly<Record<Exclude<VisitKind, 'FOCI'>, ModuleName>> = {
  INCOMING: 'INCOMING_VISITS',
  OUTGOING: 'OUTGOING_VISITS',
};

/** The visit of `table` is the user's own My Portal request (and, with `open`, not yet a closed record). */
function ownRequest(table: string, open: boolean) {
  return async (em: EntityManager, visitId: string, user: AuthUser): Promise<boolean> => {
    if (user.impersonating || !hasPermission(user.permissions, 'SELF_SERVICE', open ? 'CREATE' : 'VIEW')) return false;
    const rows = await em.query<unknown[]>(
      `SELECT 1 FROM ${table} v JOIN personnel p ON p.tenant_id = v.tenant_id AND p.id = v.requested_by_id
        WHERE v.id = $1 AND p.user_id = $2 ${open ? `AND v.visit_status NOT IN ('CANCELLED', 'COMPLETED', 'EXPIRED')` : ''}`,
      [visitId, user.id],
    );
    return rows.length > 0;
  };
}

/**
 * The documents of a visit kind (`kind`, the visits of `table`, a table with requested_by_id and visit_status,
 * under the permission module `module`): an employee attaches files to their own open request and reads them back.
 */
export function registerVisitDocuments(kind: DocumentEntityKind, table: string, module: ModuleName): void {
  registerDocumentEntityType(kind, {
    module,
    table,
    allows: (em, visitId, user, need) =>
      need === 'UPDATE'
        ? ownRequest(table, true)(em, visitId, user)
        : need === 'VIEW'
          ? ownRequest(table, false)(em, visitId, user)
          : Promise.resolve(false),
    readableBy: (em, doc, user) => ownRequest(table, false)(em, doc.entityId, user),
  });
}

registerVisitDocuments('INCOMING_VISIT', 'incoming_visit', 'INCOMING_VISITS');
registerVisitDocuments('OUTGOING_VISIT', 'outgoing_visit', 'OUTGOING_VISITS');

/** The fields a visit's status lives in. */
export interface StatusHolder {
  visitStatus: VisitStatus;
  statusDate: Date;
}

/**
 * 409 for a visit that is a closed record (CANCELLED, COMPLETED, EXPIRED). A FOCI visit that was DENIED is closed
 * too (`deniedIsClosed`): it takes no change but its move back to DRAFT.
 */
export function assertEditable(v: { visitStatus: VisitStatus }, deniedIsClosed = false): void {
  if (isVisitFinal(v.visitStatus) || (deniedIsClosed && v.visitStatus === 'DENIED')) {
    throw new ConflictException(VISIT_MESSAGES.readOnly(VISIT_STATUS[v.visitStatus]));
  }
}

/** 409 unless the visit may be deleted (it never took place). */
export function assertDeletable(v: { visitStatus: VisitStatus }): void {
  if (!VISIT_DELETABLE_STATUSES.includes(v.visitStatus)) {
    throw new ConflictException(VISIT_MESSAGES.notDeletable(VISIT_STATUS[v.visitStatus]));
  }
}

/** Moves the status along VISIT_STATUS_MOVES (409 naming both states), stamping the status date; false when it does not change. */
export function moveStatus(v: StatusHolder, to: VisitStatus | null | undefined): boolean {
  if (!to || to === v.visitStatus) return false;
  if (!VISIT_STATUS_MOVES[v.visitStatus].includes(to)) {
    throw new ConflictException(VISIT_MESSAGES.badMove(VISIT_STATUS[v.visitStatus], VISIT_STATUS[to]));
  }
  v.visitStatus = to;
  v.statusDate = new Date();
  return true;
}

/**
 * The daily close (domain event `tenant.day`): each APPROVED visit of `repo` whose last day is before `day` moves on,
 * to EXPIRED when `lapsed` says what ended was a permanent certification, else to COMPLETED (the visit took place).
 * Each is saved on its own, so every move is audited like a user's. Returns the visits moved.
 */
export async function closeEndedVisits<V extends StatusHolder & { id: string; endDate: string }>(
  repo: Repository<V>,
  day: string,
  lapsed: (v: V) => boolean = () => false,
): Promise<V[]> {
  const ended = await repo.find({ where: { visitStatus: 'APPROVED', endDate: LessThan(day) } as FindOptionsWhere<V> });
  for (const v of ended) {
    moveStatus(v, lapsed(v) ? 'EXPIRED' : 'COMPLETED');
    await repo.save(v);
  }
  return ended;
}

/** A new visit starts as DRAFT or SUBMITTED. */
export function initialStatus(sent: VisitStatus | null | undefined): VisitStatus {
  const s = sent ?? 'DRAFT';
  if (s !== 'DRAFT' && s !== 'SUBMITTED') {
    throw new BadRequestException(VISIT_MESSAGES.badMove(VISIT_STATUS.DRAFT, VISIT_STATUS[s]));
  }
  return s;
}

export function checkDates(start: string, end: string): void {
  if (end < start) throw new BadRequestException(VISIT_MESSAGES.endBeforeStart);
}

/** Special accesses as stored: without blanks or repeats, in the order given. */
export const cleanAccesses = (list: readonly string[] | null | undefined): string[] => [
  ...new Set((list ?? []).map((s) => s.trim()).filter(Boolean)),
];

/**
 * What the incoming and outgoing services share: the caller's own personnel record, whether they manage
 * a kind of visit (its module) or only reach their own requests (SELF_SERVICE), the references a visit
 * names (each must be one of the tenant's) and the domain event of a visit's change.
 */
@Injectable()
export class VisitRules {
  constructor(
    private readonly db: TenantDb,
    private readonly events: DomainEventBus,
  ) {}

  /** Whether the caller holds `type` on the module (an impersonating user never acts through SELF_SERVICE). */
  can(module: ModuleName, type: PermissionType): boolean {
    return hasPermission(RequestContext.require().user?.permissions ?? {}, module, type);
  }

  /** The caller's own personnel record; 404 with the My Portal message when the account is not linked to one. */
  requireMyPersonnelId(): Promise<string> {
    return requireLinkedPersonnelId(this.db);
  }

  /**
   * A visit as the caller may reach it: any of the tenant's with `type` on the kind's module, else only a
   * visit the caller requested from My Portal (404 for any other, as for another tenant's).
   */
  async reach<T extends { id: string; requestedById: string | null }>(
    kind: keyof typeof VISIT_MODULE,
    visit: T,
    type: PermissionType,
  ): Promise<{ visit: T; own: boolean }> {
    if (this.can(VISIT_MODULE[kind], type)) return { visit, own: false };
    const me = RequestContext.require().user?.impersonating ? null : await linkedPersonnelId(this.db);
    if (!me || visit.requestedById !== me) throw recordNotFound('Visit', visit.id);
    return { visit, own: true };
  }

  /** Announces a change of a visit (its status, or its creation), for the open actions of self-service requests. */
  changed(kind: VisitKind, visitId: string): Promise<void> {
    return this.events.emit('visit.changed', { kind, visitId });
  }

  /** Announces that a visit is about to be deleted. */
  removed(kind: VisitKind, visitId: string): Promise<void> {
    return this.events.emit('visit.removed', { kind, visitId });
  }
}

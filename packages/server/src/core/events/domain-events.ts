import { Injectable } from '@nestjs/common';
import { EventEmitter2, OnEvent } from '@nestjs/event-emitter';

/**
 * The events one domain announces and others react to, with their payloads: the one place that names
 * them. A payload carries ids, never entities, so core needs no domain type.
 */
export interface DomainEvents {
  /** a person was created or changed (fields, sections or required documents) */
  'personnel.changed': { personnelId: string };
  /** a person is about to be deleted */
  'personnel.removed': { personnelId: string };
  /** a termination of a person was recorded (PENDING) or accepted */
  'personnel.termination.changed': { terminationId: string };
  /** a facility's changed-condition package was added, changed or deleted */
  'facility.change-condition.changed': { changeConditionId: string };
  /** a new hire was reported and waits for the facility's FSO */
  'personnel.new-hire.reported': { pendingHireId: string };
  /** a reported new hire was accepted or rejected */
  'personnel.new-hire.decided': { pendingHireId: string };
  /** a clearance verification request was sent, answered, closed or expired */
  'clearance-verification.changed': { verificationId: string };
  /** a clearance request was submitted */
  'clearance-request.changed': { requestId: string };
  /** a visit was created or its status changed (kind INCOMING, OUTGOING or FOCI: the table incoming_visit, outgoing_visit, foci_visit) */
  'visit.changed': { kind: 'INCOMING' | 'OUTGOING' | 'FOCI'; visitId: string };
  /** a visit is about to be deleted */
  'visit.removed': { kind: 'INCOMING' | 'OUTGOING' | 'FOCI'; visitId: string };
  /**
   * a foreign travel or its debrief was filed, changed or is about to be deleted (`travelRemoved`: the travel
   * itself; `debriefRemovedId`: that debrief): the travel's debrief action follows
   */
  'incidents.foreign-travel.changed': { travelId: string; travelRemoved?: boolean; debriefRemovedId?: string };
  /** an incident was filed or changed (status, deadlines, filed reports) */
  'incident.changed': { incidentId: string };
  /** an incident is about to be deleted */
  'incident.removed': { incidentId: string };
  /**
   * the daily run (maintenance task REMINDERS) reached a tenant, in that tenant's transaction: `day` is the tenant's
   * date (its time zone), and each domain moves on what that date has ended (visits past their last day close)
   */
  'tenant.day': { day: string };
}

export type DomainEventName = keyof DomainEvents;

/**
 * Announces domain events. `emit` awaits every handler before it returns, in the caller's async context:
 * handlers run inside the request's transaction (TenantDb and the request context apply), and a handler
 * that throws fails the caller, so the request rolls back as a whole. Handlers run one after the other, as
 * they share the transaction's connection, which runs one query at a time.
 */
@Injectable()
export class DomainEventBus {
  constructor(private readonly emitter: EventEmitter2) {}

  async emit<K extends DomainEventName>(name: K, payload: DomainEvents[K]): Promise<void> {
    for (const handler of this.emitter.listeners(name)) await handler.call(this.emitter, payload);
  }
}

type Handler<K extends DomainEventName> = (payload: DomainEvents[K]) => Promise<void>;

/** Marks a provider method as a handler of one domain event; its errors reach the emitter (never swallowed). */
export function OnDomainEvent<K extends DomainEventName>(
  name: K,
): (target: object, key: string | symbol, descriptor: TypedPropertyDescriptor<Handler<K>>) => void {
  return (target, key, descriptor) => {
    OnEvent(name, { suppressErrors: false })(target, key, descriptor);
  };
}

import { SetMetadata } from '@nestjs/common';
import type { OpenActionState, OpenActionType } from '@clearline/shared';
import type { DomainEventName, DomainEvents } from './domain-events';

/**
 * The open actions a domain raises when its facts change (a termination's off-boarding steps, an incident's
 * reporting deadlines, …) are reactions written in that domain: a provider marked @ProvidesOpenActions whose
 * methods marked @RaisesOpenActions('<event>') receive the event's payload and the ledger of open actions. The
 * open-actions module finds every such provider at start-up, as the worker finds every @JobHandler, and calls
 * the reactions inside the announcer's transaction; it needs no list of domains, and a domain needs no import of it.
 */
export const OPEN_ACTION_PROVIDER_KEY = 'clearline:open-action-provider';
export const OPEN_ACTION_REACTION_KEY = 'clearline:open-action-reaction';

/** An open action as a reaction sees it (the ledger hands these out and takes them back). */
export interface OpenActionRecord {
  id: string;
  personnelId: string | null;
  facilityId: string | null;
  actionType: OpenActionType;
  title: string;
  description: string | null;
  state: OpenActionState;
  sourceKey: string | null;
  dueDate: string | null;
  /** the required document the action asks for, if it is about one */
  documentTitleId: string | null;
  /** who completed or closed it (null while open, or when the system resolved it) */
  completedBy: string | null;
  closedBy: string | null;
  /** when a person waived it (closed it while its fact still held), if they did */
  waivedAt: Date | null;
  /** when the fact a person's waiver (or hand resolution) was about ended: a recurrence raises a new action */
  lapsedAt: Date | null;
}

/** What a reaction asks to raise: the source key makes it idempotent (one OPEN action per person, or facility, and key). */
export interface OpenActionInput {
  personnelId: string | null;
  facilityId?: string | null;
  actionType: OpenActionType;
  title: string;
  description?: string | null;
  sourceKey: string;
  dueDate?: string | null;
  documentTitleId?: string | null;
}

/** Who resolved an action and when, when it is not the caller now (a decision recorded earlier). */
export interface ResolvedBy {
  at: Date | null;
  by: string | null;
}

/** The open actions as reactions change them; every change is saved through the repository (audited). */
export interface OpenActionLedger {
  /**
   * Raises the action unless one with the same source key is open for the person (or, without one, the facility), or
   * a person waived one and the fact it was about has not ended since.
   */
  raise(input: OpenActionInput): Promise<OpenActionRecord | null>;
  /** The OPEN actions of a person (null: of no person) whose source key is `sourceKey`, or starts with `prefix`. */
  open(personnelId: string | null, key: { sourceKey: string } | { prefix: string }): Promise<OpenActionRecord[]>;
  /** Every action of a person of one type, in every state, newest first. */
  history(personnelId: string, actionType: OpenActionType): Promise<OpenActionRecord[]>;
  /** Completes or closes one open action; the note is kept unless one is given; `resolved` defaults to the caller, now. */
  settle(action: OpenActionRecord, to: 'COMPLETED' | 'CLOSED', note?: string | null, resolved?: ResolvedBy): Promise<void>;
  /** Completes or closes the open action of a source, if there is one; else the fact of a waived one has ended (`lapse`). */
  resolveSource(personnelId: string | null, sourceKey: string, to: 'COMPLETED' | 'CLOSED', note: string): Promise<void>;
  /** Changes what an open action says (its facility, title, description or due date). */
  update(
    action: OpenActionRecord,
    changes: Partial<Pick<OpenActionRecord, 'facilityId' | 'title' | 'description' | 'dueDate'>>,
  ): Promise<void>;
  /**
   * The fact a person's waiver (or hand resolution) of the action was about has ended (the document arrived): the
   * resolution no longer stands in the way of a new action when the fact recurs.
   */
  lapse(action: OpenActionRecord): Promise<void>;
}

/**
 * Actions whose cause is a fact the product checks (a missing document, a debrief due, a request to decide): the
 * reactions close them when the fact changes, so completing or closing one by hand is refused (409, with `when`);
 * a person may only waive one, with a reason that stays on record.
 */
export interface ClosesByItself {
  /** the source keys of such actions (no `g` or `y` flag) */
  sourceKey: RegExp;
  /** what closes them, for the message: "This action closes by itself when <when>. …" */
  when: string;
}

export interface OpenActionProviderOptions {
  /** the provider's kinds of action that close by themselves; any other action it raises is a task a person completes */
  closesByItself?: readonly ClosesByItself[];
}

/** Marks a provider as a source of open actions: its @RaisesOpenActions methods are the reactions. */
export const ProvidesOpenActions = (options: OpenActionProviderOptions = {}): ClassDecorator =>
  SetMetadata(OPEN_ACTION_PROVIDER_KEY, options);

type Reaction<K extends DomainEventName> = (payload: DomainEvents[K], actions: OpenActionLedger) => Promise<void>;

/**
 * Marks a method of an @ProvidesOpenActions provider as the reaction to one domain event: it runs before `emit`
 * returns, in the announcer's transaction, and what it throws fails the announcer (as an @OnDomainEvent handler).
 */
export function RaisesOpenActions<K extends DomainEventName>(
  name: K,
): (target: object, key: string | symbol, descriptor: TypedPropertyDescriptor<Reaction<K>>) => void {
  return (_target, _key, descriptor) => {
    Reflect.defineMetadata(OPEN_ACTION_REACTION_KEY, name, descriptor.value!);
  };
}

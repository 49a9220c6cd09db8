import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { EventEmitter2 } from '@nestjs/event-emitter';
import type { DomainEventName } from '../../core/events/domain-events';
import {
  OPEN_ACTION_PROVIDER_KEY,
  OPEN_ACTION_REACTION_KEY,
  type OpenActionLedger,
  type OpenActionProviderOptions,
} from '../../core/events/open-action-reactions';
import { markedMethods, markedProviders } from '../../core/reporting/discovery';
import { OpenActionsService } from './open-actions.service';

type Reaction = (payload: unknown, actions: OpenActionLedger) => Promise<void>;

/**
 * Finds every provider marked @ProvidesOpenActions at start-up and subscribes its @RaisesOpenActions methods to their
 * domain events, each called with the event's payload and the ledger (OpenActionsService); hands the ledger the kinds
 * of action the providers say close by themselves.
 */
@Injectable()
export class OpenActionReactions implements OnModuleInit {
  constructor(
    private readonly discovery: DiscoveryService,
    private readonly emitter: EventEmitter2,
    private readonly ledger: OpenActionsService,
  ) {}

  onModuleInit(): void {
    const providers = markedProviders<OpenActionProviderOptions>(this.discovery, OPEN_ACTION_PROVIDER_KEY);
    this.ledger.useClosesByItself(providers.flatMap((p) => p.meta.closesByItself ?? []));
    for (const reaction of markedMethods<DomainEventName, Reaction>(this.discovery, OPEN_ACTION_PROVIDER_KEY, OPEN_ACTION_REACTION_KEY)) {
      // the bus awaits what the listener returns: the reaction runs in the announcer's transaction, its errors fail it
      this.emitter.on(reaction.meta, (payload: unknown) => reaction.call(payload, this.ledger));
    }
  }
}

import { Injectable } from '@nestjs/common';
import { EventEmitterModule } from '@nestjs/event-emitter';
import { Test } from '@nestjs/testing';
import { RequestContext } from '../context/request-context';
import { DomainEventBus, OnDomainEvent } from './domain-events';

@Injectable()
class PersonnelListener {
  readonly seen: Array<{ personnelId: string; requestId?: string; tenantId?: string }> = [];

  @OnDomainEvent('personnel.changed')
  async changed({ personnelId }: { personnelId: string }): Promise<void> {
    await new Promise((resolve) => setImmediate(resolve));
    if (personnelId === 'refused') throw new Error('the handler refused the change');
    const ctx = RequestContext.current();
    this.seen.push({ personnelId, requestId: ctx?.requestId, tenantId: ctx?.tenantId });
  }
}

/** Two handlers of one event that note when each starts and ends. */
@Injectable()
class VisitListeners {
  readonly steps: string[] = [];

  private async step(name: string): Promise<void> {
    this.steps.push(`${name} starts`);
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    this.steps.push(`${name} ends`);
  }

  @OnDomainEvent('visit.changed')
  async first({ visitId }: { visitId: string }): Promise<void> {
    await this.step(`first (${visitId})`);
  }

  @OnDomainEvent('visit.changed')
  async second({ visitId }: { visitId: string }): Promise<void> {
    await this.step(`second (${visitId})`);
  }
}

describe('domain events', () => {
  let bus: DomainEventBus;
  let listener: PersonnelListener;
  let visits: VisitListeners;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const app = await Test.createTestingModule({
      imports: [EventEmitterModule.forRoot()],
      providers: [DomainEventBus, PersonnelListener, VisitListeners],
    }).compile();
    await app.init();
    bus = app.get(DomainEventBus);
    listener = app.get(PersonnelListener);
    visits = app.get(VisitListeners);
    close = () => app.close();
  });

  afterAll(() => close());

  it('runs the handlers before emit returns, in the emitter’s request context', async () => {
    await RequestContext.run({ requestId: 'r-1', tenantId: 't-1' }, () => bus.emit('personnel.changed', { personnelId: 'p-1' }));
    expect(listener.seen).toEqual([{ personnelId: 'p-1', requestId: 'r-1', tenantId: 't-1' }]);
  });

  it('fails the emitter when a handler throws (the request rolls back)', async () => {
    await expect(bus.emit('personnel.changed', { personnelId: 'refused' })).rejects.toThrow('the handler refused the change');
  });

  it('runs the handlers one after the other (they share the transaction’s connection)', async () => {
    await bus.emit('visit.changed', { kind: 'INCOMING', visitId: 'v-1' });
    expect(visits.steps).toEqual(['first (v-1) starts', 'first (v-1) ends', 'second (v-1) starts', 'second (v-1) ends']);
  });
});

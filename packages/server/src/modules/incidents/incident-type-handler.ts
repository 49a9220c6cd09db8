import { Injectable } from '@nestjs/common';
import type { IncidentType } from '@clearline/shared';
import type { EntityManager } from 'typeorm';
import type { Incident } from './incident.entity';

/** One question of a type's questionnaire (`GET /incidents/{id}/questions`); answers are kept in `incident.answers` by `id`. */
export interface IncidentQuestion {
  id: string;
  text: string;
  kind: 'YES_NO' | 'TEXT' | 'DATE';
  required: boolean;
}

/**
 * What makes one incident type different from the others. The incidents service does the shared work
 * (the row, status, person, facility, documents, list) and calls the handler of the incident's type for
 * the rest. A handler registers itself with `IncidentTypeRegistry.register` when its module starts.
 */
export interface IncidentTypeHandler<D extends object = object> {
  readonly type: IncidentType;
  /** class of the type's `details` body part, validated with the API's validation options */
  readonly detailsDto: new () => D;
  /** the type's questionnaire (may be empty) */
  readonly questions: readonly IncidentQuestion[];
  /**
   * The report is made ahead of what it is about, so its incident date may lie in the future: a foreign travel is
   * reported before the trip (its incident date is the departure). Every other type reports what already happened.
   */
  readonly reportedAhead?: boolean;
  /**
   * Rules across fields and records beyond the DTO's own (throw a 400 with a message a person can act on).
   * `incident` carries the shared fields as they will be saved; `today` is the tenant's; runs in the request's transaction.
   */
  validate?(em: EntityManager, details: D, incident: Incident, today: string): Promise<void>;
  /** Keeps the type's own tables and columns (deadlines, child rows) after the row is saved, same transaction. */
  afterSave?(em: EntityManager, incident: Incident, details: D, created: boolean): Promise<void>;
  /** Parts of the answer beyond `details` (e.g. destinations), read in the request's transaction. */
  view?(em: EntityManager, incident: Incident): Promise<Record<string, unknown>>;
  /** Runs before the row is deleted (child rows, open actions), same transaction. */
  beforeDelete?(em: EntityManager, incident: Incident): Promise<void>;
}

/** The handlers of the incident types, by type. */
@Injectable()
export class IncidentTypeRegistry {
  private readonly handlers = new Map<IncidentType, IncidentTypeHandler>();

  register(handler: IncidentTypeHandler): void {
    if (this.handlers.has(handler.type)) throw new Error(`incident type ${handler.type} registered twice`);
    this.handlers.set(handler.type, handler);
  }

  get(type: IncidentType): IncidentTypeHandler | undefined {
    return this.handlers.get(type);
  }

  types(): IncidentType[] {
    return [...this.handlers.keys()];
  }
}

import type { OpenActionLedger } from '../../core/events/open-action-reactions';
import type { FacilityClearanceVerificationDto } from './open-action.dto';

/**
 * What the open actions need to know of the people they are on. The personnel module, which owns the people,
 * registers it as it starts, so that the open actions neither import personnel nor name one of its tables.
 */
export interface OpenActionPeople {
  /** The names ("First Last") of those of the people `ids` that exist, by id. */
  names(ids: string[]): Promise<Map<string, string>>;
  /** The id of the person linked to the user `userId`, if there is one. */
  linkedTo(userId: string): Promise<string | null>;
  /** SQL: the person `personnelId` is one of the people of the facility `facilityId` (SQL expressions; `tenantId` the row's tenant). */
  atFacilitySql(tenantId: string, personnelId: string, facilityId: string): string;
  /** The facility's clearance verifications still open, answered ones first. */
  openVerificationsAtFacility(facilityId: string): Promise<FacilityClearanceVerificationDto[]>;
  /** Brings the actions the person's facts call for (missing required documents) in line, before a list of them answers. */
  reconcile(personnelId: string, ledger: OpenActionLedger): Promise<void>;
}

let people: OpenActionPeople | undefined;

export function registerOpenActionPeople(registered: OpenActionPeople): void {
  people = registered;
}

export function openActionPeople(): OpenActionPeople {
  if (!people) throw new Error('No module registered the people open actions are on');
  return people;
}

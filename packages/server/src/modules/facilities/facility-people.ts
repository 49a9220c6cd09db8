import type { EntityManager } from 'typeorm';

/** A person of a facility as a facility's records name them: the id and "Last, First". */
export interface FacilityPerson {
  id: string;
  name: string;
}

/** A person a facility writes to: the name parts and the work e-mail. */
export interface FacilityPersonContact extends FacilityPerson {
  firstName: string;
  lastName: string;
  workEmail: string | null;
}

/** A personnel document a facility's bulk action files for one of its people (the file already stored under `fileKey`). */
export interface FacilityPersonDocument {
  titleId: string;
  uploadedDate: string;
  dateSigned: string | null;
  hideFromPersonnel: boolean;
  fileName: string;
  fileKey: string;
  contentType: string;
  size: number;
}

/**
 * What the facilities need to know of the people linked to them (their key management personnel, headcounts, the
 * targets of a bulk action, the people a failed reminder was for) and the one thing they file for them (a bulk
 * action's personnel document). The personnel module, which owns the people, registers it as it starts, so that the
 * facilities neither import personnel nor name one of its tables.
 */
export interface FacilityPeople {
  /** "Last, First" of those of the people `ids` that exist, by id. */
  names(em: EntityManager, ids: readonly string[]): Promise<Map<string, string>>;
  /** How many people are linked to each of the facilities `facilityIds`, by facility id (a facility without people is left out). */
  counts(em: EntityManager, facilityIds: readonly string[]): Promise<Map<string, number>>;
  /**
   * The active people (enabled, not INACTIVE) linked to the facility, by name: with `cleared`, only those holding a
   * clearance; with `ids`, only those among them.
   */
  active(em: EntityManager, facilityId: string, filter?: { cleared?: boolean; ids?: readonly string[] }): Promise<FacilityPerson[]>;
  /** The person `id` while still an active person of the facility (and holding a clearance, with `cleared`), else null. */
  activeAt(em: EntityManager, facilityId: string, id: string, cleared: boolean): Promise<FacilityPersonContact | null>;
  /** The person `id`, or null. */
  contact(em: EntityManager, id: string): Promise<FacilityPersonContact | null>;
  /** The people whose work e-mail is `email` (any case), once for each facility they are linked to. */
  byWorkEmail(em: EntityManager, email: string): Promise<Array<FacilityPerson & { facilityId: string }>>;
  /** Whether the person has a document with this file name and size already. */
  hasDocument(em: EntityManager, id: string, file: { fileName: string; size: number }): Promise<boolean>;
  /** Files a personnel document for the person (an audited entity write, the person's change announced); answers its id. */
  addDocument(em: EntityManager, id: string, document: FacilityPersonDocument): Promise<string>;
}

let people: FacilityPeople | undefined;

export function registerFacilityPeople(registered: FacilityPeople): void {
  people = registered;
}

export function facilityPeople(): FacilityPeople {
  if (!people) throw new Error('No module registered the people of the facilities');
  return people;
}

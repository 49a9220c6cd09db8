/**
 * What outside a facility's own records may still name it, in the order a refusal to delete the facility lists
 * them, with the words for one and for several. The modules that own those records register how to count them
 * (`$1` is the facility's id); the facility's own review history and its open actions are counted here.
 */
export const FACILITY_REFERENCES = [
  ['people', 'person', 'people'],
  ['clearances', 'clearance', 'clearances'],
  ['accesses', 'special access', 'special accesses'],
  ['polygraphs', 'polygraph', 'polygraphs'],
  ['contracts', 'contract', 'contracts'],
  ['actions', 'open action', 'open actions'],
  ['pocs', 'tenant point of contact', 'tenant points of contact'],
  // DCSA review history is kept: a facility that has it is not one created by mistake
  ['inspections', 'inspection', 'inspections'],
  ['conditions', 'change condition', 'change conditions'],
  ['enhancements', 'security enhancement', 'security enhancements'],
] as const;

export type FacilityReference = (typeof FACILITY_REFERENCES)[number][0];

const counts = new Map<FacilityReference, string>([
  ['actions', `(SELECT count(*)::int FROM open_action WHERE facility_id = $1)`],
  ['inspections', `(SELECT count(*)::int FROM facility_inspection WHERE facility_id = $1)`],
  ['conditions', `(SELECT count(*)::int FROM facility_change_condition WHERE facility_id = $1)`],
  ['enhancements', `(SELECT count(*)::int FROM facility_security_enhancement WHERE facility_id = $1)`],
]);

/** How the owner of `reference` counts those of a facility ($1): a scalar subquery. */
export function registerFacilityReference(reference: FacilityReference, countSql: string): void {
  counts.set(reference, countSql);
}

/** One row: a column per registered reference, its count for the facility $1. */
export const facilityReferenceCountsSql = (): string => `SELECT ${[...counts].map(([name, sql]) => `${sql} AS ${name}`).join(', ')}`;

import { INCIDENT_TYPE, INCIDENT_TYPE_ROUTES, type IncidentType, type SelfReportableIncidentType } from '@clearline/shared';

/** The types a security officer files from /reports-incidents (an encrypted message has its own pages). */
export type FiledIncidentType = Exclude<IncidentType, 'ENCRYPTED_MESSAGE'>;

/** Page segment of each filed type: the self-reportable types' slugs (INCIDENT_TYPE_ROUTES), and `other`. */
export const INCIDENT_SLUG: Readonly<Record<FiledIncidentType, string>> = {
  ...(Object.fromEntries(Object.entries(INCIDENT_TYPE_ROUTES).map(([t, r]) => [t, r.slug])) as Record<SelfReportableIncidentType, string>),
  OTHER: 'other',
};

export const FILED_INCIDENT_TYPES = Object.keys(INCIDENT_SLUG) as FiledIncidentType[];

/** The type a page segment names (undefined: no such page). */
export const typeOfSlug = (slug: string | undefined): FiledIncidentType | undefined =>
  FILED_INCIDENT_TYPES.find((t) => INCIDENT_SLUG[t] === slug);

/** The type a my-portal segment names: only the nine self-reportable types. */
export const selfTypeOfSlug = (slug: string | undefined): SelfReportableIncidentType | undefined =>
  (Object.keys(INCIDENT_TYPE_ROUTES) as SelfReportableIncidentType[]).find((t) => INCIDENT_TYPE_ROUTES[t].slug === slug);

export const isSelfReportable = (type: IncidentType): type is SelfReportableIncidentType => type in INCIDENT_TYPE_ROUTES;

export const typeLabel = (type: IncidentType) => INCIDENT_TYPE[type];

/** Where a security officer reads an incident. */
export const officerIncidentPath = (type: IncidentType, id: string, tab = 'general') =>
  type === 'ENCRYPTED_MESSAGE' ? null : `/reports-incidents/${INCIDENT_SLUG[type]}/${id}/${tab}`;

/** Where the employee reads their own report. */
export const myIncidentPath = (type: IncidentType, id: string, tab = 'general') =>
  isSelfReportable(type) ? `/my-portal/requests/${INCIDENT_TYPE_ROUTES[type].slug}/${id}/${tab}` : null;

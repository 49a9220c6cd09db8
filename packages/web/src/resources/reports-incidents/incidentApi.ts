import { useQuery } from '@tanstack/react-query';
import type { IncidentType } from '@clearline/shared';
import { api, dataOf, listRange, multipart, type Schema } from '../../api/client';

export type IncidentView = Schema<'IncidentView'>;
export type IncidentDocument = Schema<'DocumentDto'>;
export type TravelAdvisory = Schema<'TravelAdvisoryView'>;
/** A foreign travel as the per-person lookup answers it. */
export type ForeignTravelRow = Schema<'ForeignTravelView'>;

export const incidentKey = (id: string) => ['incidents', id] as const;

/** GET /incidents/{incidentId}/{type}: one report of the type with its details (officers, or the person who filed it). */
export const useIncident = (id: string, type: IncidentType) =>
  useQuery({
    queryKey: incidentKey(id),
    queryFn: async ({ signal }) =>
      dataOf(await api.GET('/api/v1/incidents/{incidentId}/{type}', { params: { path: { incidentId: id, type } }, signal })),
  });

/** POST /incidents: a report filed by the security office. */
export const createIncident = async (body: Schema<'IncidentDto'>) => dataOf(await api.POST('/api/v1/incidents', { body }));

/** POST /incidents/me: a report the employee files about themself. */
export const createMyIncident = async (body: Schema<'IncidentDto'>) => dataOf(await api.POST('/api/v1/incidents/me', { body }));

/** PUT /incidents/{id}: the report's fields, or a status move (`{ status, version }`). */
export const updateIncident = async (id: string, body: Record<string, unknown>) =>
  dataOf(await api.PUT('/api/v1/incidents/{id}', { params: { path: { id } }, body: body as never }));

export const deleteIncident = async (id: string) => {
  await api.DELETE('/api/v1/incidents/{id}', { params: { path: { id } } });
};

/** GET /incidents/{id}/documents */
export const useIncidentDocuments = (id: string) =>
  useQuery({
    queryKey: [...incidentKey(id), 'documents'],
    queryFn: async ({ signal }) => dataOf(await api.GET('/api/v1/incidents/{id}/documents', { params: { path: { id } }, signal })),
  });

/** POST /incidents/{id}/document (multipart: the file); answers the documents added. */
export const uploadIncidentDocument = async (id: string, file: File) =>
  dataOf(await api.POST('/api/v1/incidents/{id}/document', { params: { path: { id } }, ...multipart({ file }) }));

/** DELETE /incidents/documents/{id} */
export const deleteIncidentDocument = async (documentId: string) => {
  await api.DELETE('/api/v1/incidents/documents/{documentId}', { params: { path: { documentId } } });
};

/** GET /incidents/travel-advisory/country/{countryId}?startDate&endDate: the advisories in effect over the trip. */
export const lookUpTravelAdvisory = async (countryId: number, startDate: string, endDate: string, signal?: AbortSignal) =>
  dataOf(
    await api.GET('/api/v1/incidents/travel-advisory/country/{countryId}', {
      params: { path: { countryId }, query: { startDate, endDate } },
      signal,
    }),
  );

/** GET /incidents/foreign-travels/personnel/{id}: the person's foreign travel. */
export const usePersonForeignTravel = (personnelId: string | undefined) =>
  useQuery({
    queryKey: ['incidents', 'foreign-travels', 'personnel', personnelId],
    queryFn: async ({ signal }) =>
      dataOf(
        await api.GET('/api/v1/incidents/foreign-travels/personnel/{id}', {
          params: { path: { id: personnelId! }, query: listRange(0, 199) as never },
          signal,
        }),
      ),
    enabled: !!personnelId,
  });

import { useQuery } from '@tanstack/react-query';
import type { Schema } from '../api/client';
import { dataProvider } from '../providers/dataProvider';

/** Facilities for pickers: every facility of the tenant by name, labelled 'Name (CAGE code)'. */
export const useFacilityChoices = () =>
  useQuery({
    queryKey: ['facilities', 'choices'],
    queryFn: async () =>
      (
        await dataProvider.getList<Schema<'FacilityView'>>('facilities', {
          pagination: { page: 1, perPage: 1000 },
          sort: { field: 'facilityName', order: 'ASC' },
          filter: {},
        })
      ).data,
    select: (rows) => rows.map((f) => ({ id: f.id, name: f.facilityCode ? `${f.facilityName} (${f.facilityCode})` : f.facilityName })),
    staleTime: 60_000,
  });

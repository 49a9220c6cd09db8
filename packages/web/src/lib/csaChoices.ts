import { useQuery } from '@tanstack/react-query';
import { api, dataOf } from '../api/client';

/** The CSA offices a facility or a subcontractor can name, labelled 'Office (City, ST)'. */
export const useCsaChoices = () =>
  useQuery({
    queryKey: ['cognizant-security-offices'],
    queryFn: async () =>
      dataOf(await api.GET('/api/v1/facilities/cognizant-security-offices', { params: { query: { page: 0, size: 1000 } } })),
    select: (rows) =>
      rows.map((c) => ({
        id: c.id,
        name: `${c.officeName} (${[c.city, c.stateCode].filter(Boolean).join(', ')})${c.naesoc ? ' – NAESOC' : ''}`,
      })),
    staleTime: 60_000,
  });

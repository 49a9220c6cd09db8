import { useQuery } from '@tanstack/react-query';
import { api, dataOf, type Schema } from '../../api/client';

export type Country = Schema<'CountryView'>;
/** A state; its postal `code` (e.g. VA) is the value kept in `state` fields. */
export type UsState = Schema<'StateView'>;

/** Signed-in reference data, or the public copy the self-service pages use (no cookies needed). */
export type ReferenceScope = 'signed-in' | 'public';

// Reference data changes rarely: keep it for the session.
const cached = { staleTime: Infinity, gcTime: Infinity, retry: 1 } as const;

export function useCountries(scope: ReferenceScope = 'signed-in') {
  return useQuery({
    queryKey: ['reference', scope, 'country'],
    queryFn: async () =>
      dataOf(
        await (scope === 'public'
          ? api.GET('/api/v1/self-service/system-master-data/country')
          : api.GET('/api/v1/system-master-data/country')),
      ),
    ...cached,
  });
}

export function useStates(countryId: number | null | undefined, scope: ReferenceScope = 'signed-in') {
  return useQuery({
    queryKey: ['reference', scope, 'state', countryId],
    queryFn: async () => {
      const query = { params: { query: { countryId: countryId! } } };
      return dataOf(
        await (scope === 'public'
          ? api.GET('/api/v1/self-service/system-master-data/state', query)
          : api.GET('/api/v1/system-master-data/state', query)),
      );
    },
    enabled: typeof countryId === 'number',
    ...cached,
  });
}

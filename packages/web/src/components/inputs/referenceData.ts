import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../providers/httpClient';

export interface Country {
  id: number;
  name: string;
  iso2: string;
  iso3: string;
}

export interface UsState {
  id: number;
  countryId: number;
  /** postal code, e.g. VA: the value kept in `state` fields */
  code: string;
  name: string;
}

/** Signed-in reference data, or the public copy the self-service pages use (no cookies needed). */
export type ReferenceScope = 'signed-in' | 'public';

const base = (scope: ReferenceScope) => (scope === 'public' ? '/self-service/system-master-data' : '/system-master-data');

// Reference data changes rarely: keep it for the session.
const cached = { staleTime: Infinity, gcTime: Infinity, retry: 1 } as const;

export function useCountries(scope: ReferenceScope = 'signed-in') {
  return useQuery({ queryKey: ['reference', scope, 'country'], queryFn: () => apiGet<Country[]>(`${base(scope)}/country`), ...cached });
}

export function useStates(countryId: number | null | undefined, scope: ReferenceScope = 'signed-in') {
  return useQuery({
    queryKey: ['reference', scope, 'state', countryId],
    queryFn: () => apiGet<UsState[]>(`${base(scope)}/state?countryId=${countryId}`),
    enabled: typeof countryId === 'number',
    ...cached,
  });
}

import { useQuery } from '@tanstack/react-query';
import { API_URL, httpClient } from '../../providers/httpClient';

/** The tenant the session acts in: the impersonated tenant while impersonating, else the user's own. */
export const useOwnTenantId = () =>
  useQuery({
    queryKey: ['clearline', 'own-tenant'],
    queryFn: async () => {
      const { json } = await httpClient<{ tenantId: string; impersonating: { tenantId: string } | null }>(`${API_URL}/sessions/is-valid`);
      return json.impersonating?.tenantId ?? json.tenantId;
    },
    staleTime: 60_000,
  });

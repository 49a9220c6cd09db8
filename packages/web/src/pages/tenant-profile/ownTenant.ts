import { useQuery } from '@tanstack/react-query';
import { api, dataOf } from '../../api/client';

/** The tenant the session acts in: the impersonated tenant while impersonating, else the user's own. */
export const useOwnTenantId = () =>
  useQuery({
    queryKey: ['clearline', 'own-tenant'],
    queryFn: async () => {
      const session = dataOf(await api.GET('/api/v1/sessions/is-valid'));
      return session.impersonating?.tenantId ?? session.tenantId;
    },
    staleTime: 60_000,
  });

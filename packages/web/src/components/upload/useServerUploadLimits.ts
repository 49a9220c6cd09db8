import { useQuery } from '@tanstack/react-query';
import { api, dataOf } from '../../api/client';
import type { ServerUploadLimits } from './uploadRules';

/** The server's upload limits (GET /documents/limits), fetched once per session. */
export const useServerUploadLimits = () =>
  useQuery({
    queryKey: ['documents', 'limits'],
    queryFn: async (): Promise<ServerUploadLimits> => dataOf(await api.GET('/api/v1/documents/limits')),
    staleTime: 5 * 60_000,
  }).data;

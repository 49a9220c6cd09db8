import { useQuery } from '@tanstack/react-query';
import { currentImpersonation } from './api';

/** The session's impersonation state, shared by the banner and the switcher. */
export const useImpersonation = () =>
  useQuery({ queryKey: ['clearline', 'impersonation'], queryFn: currentImpersonation, staleTime: 60_000, retry: false });

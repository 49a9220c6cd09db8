import { QueryClient } from '@tanstack/react-query';
import { retryOptions } from './retry';

/**
 * The query client of the whole app (react-admin's data provider calls and the pages' own queries):
 * the spec's retry policy by default, so a 4xx answer (a record that is not found, a refused id) shows
 * at once instead of after react-query's default retries.
 */
export const queryClient = new QueryClient({ defaultOptions: { queries: { ...retryOptions } } });

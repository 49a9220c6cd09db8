import type { ComponentType } from 'react';
import { useParams } from 'react-router-dom';
import { isUuid } from '@clearline/shared';
import NotFoundPage from '../pages/NotFoundPage';

/** Route parameters that name a record: `id` and every `…Id`. */
export const recordParamsValid = (params: Readonly<Record<string, string | undefined>>): boolean =>
  Object.entries(params).every(([name, value]) => !(name === 'id' || name.endsWith('Id')) || value === undefined || isUuid(value));

/**
 * The page of a record route, or the not-found page at once when a route parameter that names a record
 * is not a record id (`/personnel/report-new-hire`, `/facilities/xyz/show`): no request is made for it.
 */
export function withRecordId<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  const Guarded = (props: P) => (recordParamsValid(useParams()) ? <Page {...props} /> : <NotFoundPage />);
  Guarded.displayName = `WithRecordId(${Page.displayName ?? Page.name ?? 'Page'})`;
  return Guarded;
}

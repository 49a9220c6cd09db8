/**
 * The path of a react-admin list with filters set (and shown, so the user sees and can remove them):
 * `/personnel?filter={"dueItem":["BADGE"]}&displayedFilters={"dueItem":true}`. Empty values are left out.
 */
export function filteredListPath(resource: string, filter: Record<string, unknown>): string {
  const set = Object.fromEntries(
    Object.entries(filter).filter(([, v]) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && !v.length)),
  );
  const shown = Object.fromEntries(Object.keys(set).map((k) => [k, true]));
  const params = new URLSearchParams({ filter: JSON.stringify(set), displayedFilters: JSON.stringify(shown) });
  return `/${resource}?${params.toString()}`;
}

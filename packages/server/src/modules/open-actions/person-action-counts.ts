/**
 * SQL: the number of OPEN actions on the person `personnelId` (an SQL expression; `tenantId` the row's tenant), as the
 * person's open-actions list counts them (e.g. the program manager portal's people with open actions).
 */
export const openActionCountSql = (tenantId: string, personnelId: string): string =>
  `(SELECT count(*)::int FROM open_action oa WHERE oa.tenant_id = ${tenantId} AND oa.personnel_id = ${personnelId} AND oa.state = 'OPEN')`;

import { basicClearanceLevel, CLEARANCE_LEVEL_VALUES, type BasicClearanceLevel } from '@clearline/shared';

/** The tenant settings with the years between periodic reinvestigations, by basic clearance level ($3, $4, $5). */
export const REINVESTIGATION_YEARS_SETTINGS: Readonly<Record<Exclude<BasicClearanceLevel, 'NONE'>, string>> = {
  TOP_SECRET: 'TS_REINVESTIGATION_YEARS',
  SECRET: 'SECRET_REINVESTIGATION_YEARS',
  CONFIDENTIAL: 'CONFIDENTIAL_REINVESTIGATION_YEARS',
};
/** The reinvestigation-years settings in the order of their placeholders. */
export const REINVESTIGATION_YEARS_ORDER = Object.values(REINVESTIGATION_YEARS_SETTINGS);

/**
 * The date a reinvestigation falls due (SQL over `i` = personnel_investigation, `c` = its personnel_clearance):
 * the reinvestigation date entered on the record; without one, the tenant's interval for the clearance's
 * eligibility level (interim and ISA levels count as their basic level) after the investigation closed.
 * `yearsParam(setting)` answers the placeholder carrying that REINVESTIGATION_YEARS_ORDER setting's value.
 * The daily reminders and the reinvestigations-due report both use it, so they agree.
 */
export function reinvestigationDueSql(yearsParam: (setting: string) => string): string {
  const years = `CASE c.pcl_eligibility ${CLEARANCE_LEVEL_VALUES.flatMap((level) => {
    const basic = basicClearanceLevel(level);
    if (basic === 'NONE') return [];
    return [`WHEN '${level}' THEN ${yearsParam(REINVESTIGATION_YEARS_SETTINGS[basic])}::int`];
  }).join(' ')} END`;
  return `coalesce(i.reinvestigation_date, (i.investigation_closed_date + make_interval(years => ${years}))::date)`;
}

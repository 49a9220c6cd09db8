import {
  BADGE_STATUS,
  BADGE_TYPE,
  DUE_FLAGS,
  INVESTIGATION_TIER,
  PASSPORT_TYPE,
  POLYGRAPH_RESULT,
  POLYGRAPH_STATUS,
  POLYGRAPH_TYPE,
} from '@clearline/shared';
import {
  Conditions,
  defineReport,
  FACILITY_PARAMETER,
  labelSql,
  optionsOf,
  type ReportParameter,
  withinDaysParameter,
} from '../../../core/reporting/report-definition';
import { settingNumber } from '../../settings';
import { badgeExpiredSql } from '../due-dates';
import { REINVESTIGATION_YEARS_ORDER, reinvestigationDueSql } from '../reinvestigation-due';
import { AT_FACILITY, DAY, levelLabel } from './sql';

const includePast = (label: string): ReportParameter => ({ name: 'includePast', label, kind: 'boolean', default: true });

/**
 * The date window of a due-date report: from today (or without a lower bound when past dates are
 * included) to today plus `withinDays`. Adds the conditions and answers the placeholder of today.
 */
function window(w: Conditions, column: string, p: Record<string, unknown>, today: string): string {
  const t = w.param(today);
  w.raw(`${column} <= ${t}::date + ${w.param(p.withinDays ?? 0)}::int`);
  if (p.includePast === false) w.raw(`${column} >= ${t}::date`);
  return t;
}

export const reinvestigationsDueReport = defineReport({
  type: 'REINVESTIGATIONS_DUE',
  parameters: [FACILITY_PARAMETER, withinDaysParameter('Due Within (days)', 90), includePast('Include Overdue')],
  columns: [
    { header: 'Reinvestigation Date', kind: 'date' },
    { header: 'Days Left', kind: 'number' },
    { header: 'Last Name', width: 16 },
    { header: 'First Name', width: 14 },
    { header: 'Employee ID', width: 12 },
    { header: 'Investigation', width: 18 },
    { header: 'Clearance Level', width: 16 },
    { header: 'Facility', width: 22 },
    { header: 'Investigation Closed', kind: 'date' },
  ],
  // the due date the daily reminders use: the entered date, else closed date + the tenant's years for the level
  numberSettings: REINVESTIGATION_YEARS_ORDER,
  query(p, ctx) {
    const w = new Conditions();
    const years = Object.fromEntries(REINVESTIGATION_YEARS_ORDER.map((s) => [s, w.param(settingNumber(s, ctx.settings?.[s]))]));
    const due = reinvestigationDueSql((setting) => years[setting]);
    w.raw('d.due IS NOT NULL').raw("p.status <> 'INACTIVE'");
    const t = window(w, 'd.due', p, ctx.today);
    w.add('c.facility_id = $?::uuid', p.facilityId);
    return {
      text: `SELECT ${DAY('d.due')}, d.due - ${t}::date, p.last_name, p.first_name, p.employee_id,
                    ${labelSql('i.investigation_type', INVESTIGATION_TIER)}, ${levelLabel('c.pcl_eligibility')}, f.facility_name,
                    ${DAY('i.investigation_closed_date')}
               FROM personnel_investigation i
               JOIN personnel p ON p.id = i.personnel_id
               LEFT JOIN personnel_clearance c ON c.id = i.clearance_id
               LEFT JOIN facility f ON f.id = c.facility_id
               CROSS JOIN LATERAL (SELECT ${due} AS due) d
               ${w.where()}
              ORDER BY d.due, p.last_name, p.first_name, i.id`,
      values: w.values,
    };
  },
});

export const expiringBadgesReport = defineReport({
  type: 'EXPIRING_BADGES',
  parameters: [
    withinDaysParameter('Expiring Within (days)', 30),
    includePast('Include Expired'),
    { name: 'badgeType', label: 'Badge Type', kind: 'select', multiple: true, options: optionsOf(BADGE_TYPE) },
    { name: 'badgeStatus', label: 'Badge Status', kind: 'select', multiple: true, options: optionsOf(BADGE_STATUS) },
  ],
  columns: [
    { header: 'Expiry Date', kind: 'date' },
    { header: 'Days Left', kind: 'number' },
    { header: 'Last Name', width: 16 },
    { header: 'First Name', width: 14 },
    { header: 'Employee ID', width: 12 },
    { header: 'Badge Type', width: 18 },
    { header: 'Badge Number', width: 14 },
    { header: 'Badge Status', width: 12 },
    { header: 'Issuing Agency', width: 14 },
    { header: 'Issue Date', kind: 'date' },
  ],
  query(p, ctx) {
    const w = new Conditions().raw('b.expiry_date IS NOT NULL');
    const t = window(w, 'b.expiry_date', p, ctx.today);
    w.add('b.badge_type = ANY($?::text[])', p.badgeType).add('b.badge_status = ANY($?::text[])', p.badgeStatus);
    return {
      text: `SELECT ${DAY('b.expiry_date')}, b.expiry_date - ${t}::date, p.last_name, p.first_name, p.employee_id,
                    ${labelSql('b.badge_type', BADGE_TYPE)}, b.badge_number,
                    CASE WHEN ${badgeExpiredSql('b', `${t}::date`)} THEN ${w.param(DUE_FLAGS.badgeExpired)}::text ELSE ${labelSql('b.badge_status', BADGE_STATUS)} END,
                    b.issuing_agency,
                    ${DAY('b.issue_date')}
               FROM personnel_badge b JOIN personnel p ON p.id = b.personnel_id
               ${w.where()}
              ORDER BY b.expiry_date, p.last_name, p.first_name, b.id`,
      values: w.values,
    };
  },
});

export const expiringPassportsReport = defineReport({
  type: 'EXPIRING_PASSPORTS',
  parameters: [FACILITY_PARAMETER, withinDaysParameter('Expiring Within (days)', 60), includePast('Include Expired')],
  columns: [
    { header: 'Expiry Date', kind: 'date' },
    { header: 'Days Left', kind: 'number' },
    { header: 'Last Name', width: 16 },
    { header: 'First Name', width: 14 },
    { header: 'Employee ID', width: 12 },
    { header: 'Work Email', width: 26 },
    { header: 'Passport', width: 14 },
    { header: 'Issue Date', kind: 'date' },
  ],
  query(p, ctx) {
    // one row per passport: the US passport and, when recorded, the foreign passport
    const w = new Conditions().raw('x.expiry IS NOT NULL').raw("p.status <> 'INACTIVE'");
    const t = window(w, 'x.expiry', p, ctx.today);
    w.add(AT_FACILITY, p.facilityId);
    return {
      text: `SELECT ${DAY('x.expiry')}, x.expiry - ${t}::date, p.last_name, p.first_name, p.employee_id, p.work_email, x.kind, ${DAY('x.issued')}
               FROM personnel p
               CROSS JOIN LATERAL (VALUES
                 (p.passport_expiry_date, p.passport_issue_date, coalesce(${labelSql('p.passport_type', PASSPORT_TYPE)}, 'US Passport')),
                 (CASE WHEN p.foreign_passport THEN p.foreign_passport_expiry_date END, p.foreign_passport_issue_date, 'Foreign Passport')
               ) AS x(expiry, issued, kind)
               ${w.where()}
              ORDER BY x.expiry, p.last_name, p.first_name, p.id`,
      values: w.values,
    };
  },
});

export const polygraphsDueReport = defineReport({
  type: 'POLYGRAPHS_DUE',
  parameters: [
    FACILITY_PARAMETER,
    withinDaysParameter('Due Within (days)', 30),
    includePast('Include Overdue'),
    { name: 'polygraphType', label: 'Polygraph Type', kind: 'select', multiple: true, options: optionsOf(POLYGRAPH_TYPE) },
  ],
  columns: [
    { header: 'Next Polygraph', kind: 'date' },
    { header: 'Days Left', kind: 'number' },
    { header: 'Last Name', width: 16 },
    { header: 'First Name', width: 14 },
    { header: 'Employee ID', width: 12 },
    { header: 'Polygraph Type', width: 18 },
    { header: 'Status', width: 12 },
    { header: 'Last Polygraph', kind: 'date' },
    { header: 'Result', width: 10 },
    { header: 'Agency', width: 12 },
    { header: 'Facility', width: 22 },
  ],
  query(p, ctx) {
    const w = new Conditions().raw('g.next_polygraph_date IS NOT NULL').raw("g.polygraph_status <> 'OUT_OF_SCOPE'");
    const t = window(w, 'g.next_polygraph_date', p, ctx.today);
    w.add('g.facility_id = $?::uuid', p.facilityId).add('g.polygraph_type = ANY($?::text[])', p.polygraphType);
    return {
      text: `SELECT ${DAY('g.next_polygraph_date')}, g.next_polygraph_date - ${t}::date, p.last_name, p.first_name, p.employee_id,
                    ${labelSql('g.polygraph_type', POLYGRAPH_TYPE)}, ${labelSql('g.polygraph_status', POLYGRAPH_STATUS)}, ${DAY('g.polygraph_date')},
                    ${labelSql('g.polygraph_result', POLYGRAPH_RESULT)}, g.agency, f.facility_name
               FROM personnel_polygraph g
               JOIN personnel p ON p.id = g.personnel_id
               JOIN facility f ON f.id = g.facility_id
               ${w.where()}
              ORDER BY g.next_polygraph_date, p.last_name, p.first_name, g.id`,
      values: w.values,
    };
  },
});

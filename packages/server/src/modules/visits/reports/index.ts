import { Injectable } from '@nestjs/common';
import {
  BASIC_CLEARANCE_LEVEL,
  BASIC_CLEARANCE_LEVEL_RANK,
  PERM_CERTIFICATION_DURATION,
  VISIT_KIND,
  VISIT_STATUS,
  VISIT_SUBMISSION_METHOD,
} from '@clearline/shared';
import { ProvidesReports } from '../../../core/reporting/report-catalogue';
import {
  Conditions,
  dateRangeParameters,
  defineReport,
  FACILITY_PARAMETER,
  labelSql,
  optionsOf,
  withinDaysParameter,
} from '../../../core/reporting/report-definition';

const DAY = (c: string) => `to_char(${c}, 'YYYY-MM-DD')`;
const STATUS = (c: string) => labelSql(c, VISIT_STATUS);
const LEVEL = (c: string) => labelSql(c, BASIC_CLEARANCE_LEVEL);
const LEVEL_RANK = (c: string) =>
  `CASE ${c} ${Object.entries(BASIC_CLEARANCE_LEVEL_RANK)
    .map(([l, r]) => `WHEN '${l}' THEN ${r}`)
    .join(' ')} ELSE 0 END`;

const statusParameter = {
  name: 'visitStatus',
  label: 'Visit Status',
  kind: 'select' as const,
  multiple: true,
  options: optionsOf(VISIT_STATUS),
};

/**
 * Incoming and outgoing visits overlapping a date range, per tenant facility (the facility visited for an
 * incoming visit, the facility the people come from for an outgoing one).
 */
export const visitsByFacilityReport = defineReport({
  type: 'VISITS_BY_FACILITY',
  parameters: [FACILITY_PARAMETER, ...dateRangeParameters(true), statusParameter],
  columns: [
    { header: 'Facility', width: 24 },
    { header: 'Kind', width: 10 },
    { header: 'Start Date', kind: 'date' },
    { header: 'End Date', kind: 'date' },
    { header: 'Status', width: 12 },
    { header: 'Other Party', width: 26 },
    { header: 'Clearance Level', width: 14 },
    { header: 'Classified', width: 10 },
    { header: 'People', kind: 'number' },
    { header: 'Purpose', width: 40 },
  ],
  query(p) {
    const w = new Conditions();
    const end = w.param(p.endDate);
    const start = w.param(p.startDate);
    w.raw(`x.start_date <= ${end}::date AND x.end_date >= ${start}::date`);
    w.add('x.facility_id = $?::uuid', p.facilityId);
    w.add('x.visit_status = ANY($?::text[])', p.visitStatus);
    return {
      text: `SELECT coalesce(f.facility_name, '(no facility)'), ${labelSql('x.kind', VISIT_KIND)}, ${DAY('x.start_date')}, ${DAY('x.end_date')},
                    ${STATUS('x.visit_status')}, x.other_party, ${LEVEL('x.clearance_level')},
                    CASE WHEN x.classified THEN 'Yes' ELSE 'No' END, x.people, x.visit_purpose
               FROM (
                 SELECT 'INCOMING' AS kind, v.to_facility_id AS facility_id, v.start_date, v.end_date, v.visit_status,
                        v.facility_name AS other_party, v.clearance_level, v.is_classified_visit AS classified, v.visit_purpose,
                        (SELECT count(*)::int FROM incoming_visitor iv WHERE iv.tenant_id = v.tenant_id AND iv.incoming_visit_id = v.id) AS people
                   FROM incoming_visit v
                 UNION ALL
                 SELECT 'OUTGOING', v.from_facility_id, v.start_date, v.end_date, v.visit_status,
                        coalesce(tf.facility_name, v.to_facility_name), v.clearance_level, v.clearance_level <> 'NONE', v.visit_purpose,
                        (SELECT count(*)::int FROM outgoing_visit_personnel vp WHERE vp.tenant_id = v.tenant_id AND vp.outgoing_visit_id = v.id)
                   FROM outgoing_visit v LEFT JOIN facility tf ON tf.tenant_id = v.tenant_id AND tf.id = v.to_facility_id
               ) x
               LEFT JOIN facility f ON f.id = x.facility_id
               ${w.where()}
              ORDER BY f.facility_name NULLS LAST, x.start_date, x.kind`,
      values: w.values,
    };
  },
});

/**
 * Everyone who crosses company lines on a visit in the date range, by clearance level: visitors of incoming
 * visits (the level their security office certified) and the tenant's people on outgoing visits (the level
 * they held when added). Never an SSN.
 */
export const visitorsByClearanceLevelReport = defineReport({
  type: 'VISITORS_BY_CLEARANCE_LEVEL',
  parameters: [
    FACILITY_PARAMETER,
    ...dateRangeParameters(true),
    { name: 'clearanceLevel', label: 'Clearance Level', kind: 'select', multiple: true, options: optionsOf(BASIC_CLEARANCE_LEVEL) },
  ],
  columns: [
    { header: 'Clearance Level', width: 14 },
    { header: 'Name', width: 24 },
    { header: 'Company', width: 22 },
    { header: 'Kind', width: 10 },
    { header: 'Facility', width: 24 },
    { header: 'Start Date', kind: 'date' },
    { header: 'End Date', kind: 'date' },
    { header: 'Visit Status', width: 12 },
    { header: 'Visit Requires', width: 14 },
  ],
  query(p) {
    const w = new Conditions();
    const end = w.param(p.endDate);
    const start = w.param(p.startDate);
    w.raw(`x.start_date <= ${end}::date AND x.end_date >= ${start}::date`);
    w.add('x.facility_id = $?::uuid', p.facilityId);
    w.add('x.level = ANY($?::text[])', p.clearanceLevel);
    return {
      text: `SELECT ${LEVEL('x.level')}, x.name, x.company, ${labelSql('x.kind', VISIT_KIND)}, f.facility_name, ${DAY('x.start_date')},
                    ${DAY('x.end_date')}, ${STATUS('x.visit_status')}, ${LEVEL('x.required')}
               FROM (
                 SELECT iv.clearance_level AS level, iv.visitor_name AS name, coalesce(iv.company, v.facility_name) AS company,
                        'INCOMING' AS kind, v.to_facility_id AS facility_id, v.start_date, v.end_date, v.visit_status, v.clearance_level AS required
                   FROM incoming_visitor iv JOIN incoming_visit v ON v.tenant_id = iv.tenant_id AND v.id = iv.incoming_visit_id
                 UNION ALL
                 SELECT vp.clearance_level, p.last_name || ', ' || p.first_name, NULL, 'OUTGOING', v.from_facility_id, v.start_date, v.end_date,
                        v.visit_status, v.clearance_level
                   FROM outgoing_visit_personnel vp
                   JOIN outgoing_visit v ON v.tenant_id = vp.tenant_id AND v.id = vp.outgoing_visit_id
                   JOIN personnel p ON p.tenant_id = vp.tenant_id AND p.id = vp.personnel_id
               ) x
               LEFT JOIN facility f ON f.id = x.facility_id
               ${w.where()}
              ORDER BY ${LEVEL_RANK('x.level')} DESC, x.name, x.start_date`,
      values: w.values,
    };
  },
});

/** Permanent visit certifications (approved or pending) that end within the chosen days, with the people they cover. */
export const permCertificationsExpiringReport = defineReport({
  type: 'PERM_CERTIFICATIONS_EXPIRING',
  parameters: [
    FACILITY_PARAMETER,
    withinDaysParameter('Ending Within (days)', 60),
    { name: 'includePast', label: 'Include Ended', kind: 'boolean', default: false },
  ],
  columns: [
    { header: 'End Date', kind: 'date' },
    { header: 'Days Left', kind: 'number' },
    { header: 'Visited Facility', width: 26 },
    { header: 'CAGE Code', width: 10 },
    { header: 'From Facility', width: 24 },
    { header: 'Start Date', kind: 'date' },
    { header: 'Duration', width: 10 },
    { header: 'Status', width: 12 },
    { header: 'Submission Method', width: 12 },
    { header: 'People', width: 40 },
  ],
  query(p, ctx) {
    const w = new Conditions();
    const t = w.param(ctx.today);
    w.raw(`v.is_perm_certification AND v.visit_status IN ('SUBMITTED', 'APPROVED')`);
    w.raw(`v.end_date <= ${t}::date + ${w.param(p.withinDays ?? 0)}::int`);
    if (p.includePast !== true) w.raw(`v.end_date >= ${t}::date`);
    w.add('v.from_facility_id = $?::uuid', p.facilityId);
    return {
      text: `SELECT ${DAY('v.end_date')}, v.end_date - ${t}::date, coalesce(tf.facility_name, v.to_facility_name), v.to_cage_code,
                    ff.facility_name, ${DAY('v.start_date')}, ${labelSql('v.perm_certification_duration', PERM_CERTIFICATION_DURATION)},
                    ${STATUS('v.visit_status')}, ${labelSql('v.submission_method', VISIT_SUBMISSION_METHOD)},
                    (SELECT string_agg(p.last_name || ', ' || p.first_name, '; ' ORDER BY p.last_name, p.first_name)
                       FROM outgoing_visit_personnel vp JOIN personnel p ON p.tenant_id = vp.tenant_id AND p.id = vp.personnel_id
                      WHERE vp.tenant_id = v.tenant_id AND vp.outgoing_visit_id = v.id)
               FROM outgoing_visit v
               LEFT JOIN facility tf ON tf.tenant_id = v.tenant_id AND tf.id = v.to_facility_id
               LEFT JOIN facility ff ON ff.tenant_id = v.tenant_id AND ff.id = v.from_facility_id
               ${w.where()}
              ORDER BY v.end_date, v.id`,
      values: w.values,
    };
  },
});

/** Reports of the visits domain. */
export const visitReports = [visitsByFacilityReport, visitorsByClearanceLevelReport, permCertificationsExpiringReport];

/** Offers the reports of the visits domain to the report catalogue (registered in the module). */
@Injectable()
@ProvidesReports(visitReports)
export class VisitReports {}

import { EMPLOYMENT_STATUS, EMPLOYMENT_TYPE, PERSONNEL_STATUS } from '@clearline/shared';
import { Conditions, defineReport, FACILITY_PARAMETER, labelSql, optionsOf } from '../../../core/reporting/report-definition';
import { AT_FACILITY, DAY, levelLabel, PERSON_FACTS_CTE } from './sql';

/** Every person with facilities, employment and highest active clearance (no SSN). */
export const personnelRosterReport = defineReport({
  type: 'PERSONNEL_ROSTER',
  parameters: [
    FACILITY_PARAMETER,
    { name: 'status', label: 'Status', kind: 'select', multiple: true, options: optionsOf(PERSONNEL_STATUS) },
    { name: 'employmentType', label: 'Employment Type', kind: 'select', multiple: true, options: optionsOf(EMPLOYMENT_TYPE) },
    { name: 'employmentStatus', label: 'Employment Status', kind: 'select', multiple: true, options: optionsOf(EMPLOYMENT_STATUS) },
  ],
  columns: [
    { header: 'Last Name', width: 16 },
    { header: 'First Name', width: 14 },
    { header: 'Middle Name', width: 10 },
    { header: 'Employee ID', width: 12 },
    { header: 'Work Email', width: 28 },
    { header: 'Job Title', width: 20 },
    { header: 'Employment Type', width: 16 },
    { header: 'Employment Status', width: 14 },
    { header: 'Status', width: 10 },
    { header: 'Facilities', width: 24 },
    { header: 'Highest Active Clearance', width: 16 },
    { header: 'Hire Date', kind: 'date' },
    { header: 'Start Date', kind: 'date' },
  ],
  query(p) {
    const w = new Conditions()
      .add(AT_FACILITY, p.facilityId)
      .add('p.status = ANY($?::text[])', p.status)
      .add('p.employment_type = ANY($?::text[])', p.employmentType)
      .add('p.employment_status = ANY($?::text[])', p.employmentStatus);
    return {
      text: `WITH ${PERSON_FACTS_CTE}
             SELECT p.last_name, p.first_name, p.middle_name, p.employee_id, p.work_email, p.job_title,
                    ${labelSql('p.employment_type', EMPLOYMENT_TYPE)}, ${labelSql('p.employment_status', EMPLOYMENT_STATUS)},
                    ${labelSql('p.status', PERSONNEL_STATUS)}, fac.names, ${levelLabel('lvl.level')},
                    ${DAY('p.hire_date')}, ${DAY('p.start_date')}
               FROM personnel p
               LEFT JOIN fac ON fac.personnel_id = p.id
               LEFT JOIN lvl ON lvl.personnel_id = p.id
               ${w.where()}
              ORDER BY p.last_name, p.first_name, p.id`,
      values: w.values,
    };
  },
});

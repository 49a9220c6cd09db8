import { KMP_TYPE } from '@clearline/shared';
import { Conditions, defineReport, labelSql } from '../../../core/reporting/report-definition';
import { AT_FACILITY, DAY, HIGHEST_ACTIVE_LEVEL } from './sql';

/** Key management personnel of one facility (POST /reports/kmp/generate/{facilityId}). */
export const kmpReport = defineReport({
  type: 'KEY_MANAGEMENT_PERSONNEL',
  parameters: [{ name: 'facilityId', label: 'Facility', kind: 'facility', required: true }],
  columns: [
    { header: 'Last Name', width: 16 },
    { header: 'First Name', width: 14 },
    { header: 'KMP Type', width: 24 },
    { header: 'Job Title', width: 20 },
    { header: 'Ownership %', kind: 'number' },
    { header: 'Excluded', kind: 'boolean' },
    { header: 'Exclusion Date', kind: 'date' },
    { header: 'Highest Active Clearance', width: 16 },
    { header: 'Work Email', width: 26 },
  ],
  query(p) {
    const w = new Conditions().raw('p.kmp').add(AT_FACILITY, p.facilityId);
    return {
      text: `SELECT p.last_name, p.first_name, ${labelSql('p.kmp_type', KMP_TYPE)}, p.job_title, p.kmp_ownership, p.kmp_excluded,
                    ${DAY('p.kmp_exclusion_date')}, ${HIGHEST_ACTIVE_LEVEL}, p.work_email
               FROM personnel p
               ${w.where()}
              ORDER BY p.kmp_excluded, p.last_name, p.first_name, p.id`,
      values: w.values,
    };
  },
});

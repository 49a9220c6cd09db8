import { CLEARANCE_LEVEL, ENROLLMENT_STATUS, PCL_DETERMINATION, PCL_STATUS } from '@clearline/shared';
import { Conditions, defineReport, FACILITY_PARAMETER, labelSql, optionsOf } from '../../../core/reporting/report-definition';
import { DAY, levelLabel, levelRank } from './sql';

/** Personnel clearances grouped by level (highest first) and status. */
export const clearancesReport = defineReport({
  type: 'CLEARANCES_BY_LEVEL_STATUS',
  parameters: [
    FACILITY_PARAMETER,
    { name: 'level', label: 'Clearance Level', kind: 'select', multiple: true, options: optionsOf(CLEARANCE_LEVEL) },
    { name: 'pclStatus', label: 'Clearance Status', kind: 'select', multiple: true, options: optionsOf(PCL_STATUS) },
  ],
  columns: [
    { header: 'Clearance Level', width: 16 },
    { header: 'Clearance Status', width: 16 },
    { header: 'Last Name', width: 16 },
    { header: 'First Name', width: 14 },
    { header: 'Employee ID', width: 12 },
    { header: 'Facility', width: 22 },
    { header: 'Determination', width: 14 },
    { header: 'Eligibility Date', kind: 'date' },
    { header: 'Initial Briefing', kind: 'date' },
    { header: 'CE Status', width: 12 },
  ],
  query(p) {
    const w = new Conditions()
      .add('c.facility_id = $?::uuid', p.facilityId)
      .add('c.pcl_eligibility = ANY($?::text[])', p.level)
      .add('c.pcl_status = ANY($?::text[])', p.pclStatus);
    return {
      text: `SELECT ${levelLabel('c.pcl_eligibility')}, ${labelSql('c.pcl_status', PCL_STATUS)}, p.last_name, p.first_name, p.employee_id,
                    f.facility_name, ${labelSql('c.pcl_determination', PCL_DETERMINATION)}, ${DAY('c.eligibility_determination_date')},
                    ${DAY('c.initial_briefing_date')}, ${labelSql('c.ce_status', ENROLLMENT_STATUS)}
               FROM personnel_clearance c
               JOIN personnel p ON p.id = c.personnel_id
               JOIN facility f ON f.id = c.facility_id
               ${w.where()}
              ORDER BY ${levelRank('c.pcl_eligibility')} DESC, c.pcl_status, p.last_name, p.first_name, c.id`,
      values: w.values,
    };
  },
});

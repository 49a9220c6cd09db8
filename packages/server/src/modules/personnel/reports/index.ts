import { clearancesReport } from './clearances.report';
import { expiringBadgesReport, expiringPassportsReport, polygraphsDueReport, reinvestigationsDueReport } from './due-dates.report';
import { kmpReport } from './kmp.report';
import { personnelRosterReport } from './personnel-roster.report';

/** Reports of the personnel domain (listed in modules/reports/report-catalogue.ts). */
export const personnelReports = [
  personnelRosterReport,
  clearancesReport,
  reinvestigationsDueReport,
  expiringBadgesReport,
  expiringPassportsReport,
  polygraphsDueReport,
  kmpReport,
];

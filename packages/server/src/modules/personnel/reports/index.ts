import { Injectable } from '@nestjs/common';
import { ProvidesReports } from '../../../core/reporting/report-catalogue';
import { clearancesReport } from './clearances.report';
import { expiringBadgesReport, expiringPassportsReport, polygraphsDueReport, reinvestigationsDueReport } from './due-dates.report';
import { kmpReport } from './kmp.report';
import { personnelRosterReport } from './personnel-roster.report';

/** Reports of the personnel domain. */
export const personnelReports = [
  personnelRosterReport,
  clearancesReport,
  reinvestigationsDueReport,
  expiringBadgesReport,
  expiringPassportsReport,
  polygraphsDueReport,
  kmpReport,
];

/** Offers the reports of the personnel domain to the report catalogue (registered in the module). */
@Injectable()
@ProvidesReports(personnelReports)
export class PersonnelReports {}

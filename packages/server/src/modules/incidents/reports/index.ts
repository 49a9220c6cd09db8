import { Injectable } from '@nestjs/common';
import { ProvidesReports } from '../../../core/reporting/report-catalogue';
import { incidentsByTypeStatusReport } from './incidents-by-type-status.report';

/** Reports of the incidents domain. */
export const incidentReports = [incidentsByTypeStatusReport];

/** Offers the reports of the incidents domain to the report catalogue (registered in the module). */
@Injectable()
@ProvidesReports(incidentReports)
export class IncidentReports {}

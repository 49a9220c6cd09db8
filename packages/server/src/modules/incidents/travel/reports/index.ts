import { Injectable } from '@nestjs/common';
import { ProvidesReports } from '../../../../core/reporting/report-catalogue';
import { foreignTravelReport, overdueDebriefsReport } from './foreign-travel.report';

/** Reports of foreign travel. */
export const foreignTravelReports = [foreignTravelReport, overdueDebriefsReport];

/** Offers the foreign-travel reports to the report catalogue (registered in the incidents module). */
@Injectable()
@ProvidesReports(foreignTravelReports)
export class ForeignTravelReports {}

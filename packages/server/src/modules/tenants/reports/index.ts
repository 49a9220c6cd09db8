import { Injectable } from '@nestjs/common';
import { ProvidesReports } from '../../../core/reporting/report-catalogue';
import { tenantsReport } from './tenants.report';

/** Reports of the tenants domain. */
export const tenantReports = [tenantsReport];

/** Offers the reports of the tenants domain to the report catalogue (registered in the module). */
@Injectable()
@ProvidesReports(tenantReports)
export class TenantReports {}

import { tenantsReport } from './tenants.report';

/** Reports of the tenants domain (listed in modules/reports/report-catalogue.ts). */
export const tenantReports = [tenantsReport];

import { usersAndRolesReport } from './users-and-roles.report';

/** Reports of the identity domain (listed in modules/reports/report-catalogue.ts). */
export const identityReports = [usersAndRolesReport];

import { Injectable } from '@nestjs/common';
import { ProvidesReports } from '../../../core/reporting/report-catalogue';
import { usersAndRolesReport } from './users-and-roles.report';

/** Reports of the identity domain. */
export const identityReports = [usersAndRolesReport];

/** Offers the reports of the identity domain to the report catalogue (registered in the module). */
@Injectable()
@ProvidesReports(identityReports)
export class IdentityReports {}

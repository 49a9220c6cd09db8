/** What other modules and the app may use of this module; they import it only from here. */
export { tenantReports } from './reports';
export { TenantsModule } from './tenants.module';
export { IMPERSONATION_TARGET_LIST, TenantsService } from './tenants.service';

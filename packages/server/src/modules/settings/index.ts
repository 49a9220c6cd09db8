/** What other modules and the app may use of this module; they import it only from here. */
export { type ApplicableRdd, applicableRddSql, documentsMatching, RddService } from './rdd.service';
export { settingNumber } from './setting-number';
export { SettingsModule } from './settings.module';
export { registerSystemRoleGrants, SettingsService, tenantTodaySql, tenantZoneSql } from './settings.service';

import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UPLOAD_LIMITS } from '../../core/storage/upload';
import { CmmcRddController, FacilityRddController, PersonnelRddController, RddOptionsController } from './rdd.controller';
import { RequiredDocumentDefault } from './rdd.entity';
import { RddService } from './rdd.service';
import { SettingDefinitionRow, SystemSetting, TenantSetting } from './setting.entity';
import { SystemSettingsController, TenantSettingsController } from './settings.controller';
import { SettingsService } from './settings.service';
import { SettingsUploadLimits } from './upload-limits';

/** Tenant and system settings and required-document defaults. Global: any module may inject SettingsService (typed settings) and RddService (defaults for new records). */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([SettingDefinitionRow, TenantSetting, SystemSetting, RequiredDocumentDefault])],
  // the required-document-default routes come first: GET /tenant-settings/{category} would match them otherwise
  controllers: [
    PersonnelRddController,
    FacilityRddController,
    CmmcRddController,
    RddOptionsController,
    TenantSettingsController,
    SystemSettingsController,
  ],
  providers: [SettingsService, RddService, SettingsUploadLimits, { provide: UPLOAD_LIMITS, useExisting: SettingsUploadLimits }],
  exports: [SettingsService, RddService, UPLOAD_LIMITS],
})
export class SettingsModule {}

import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import {
  ChecklistController,
  ChecklistFilterController,
  CountryOtherNameController,
  CountryStateController,
  CsaController,
  DocTemplateFileController,
  DocTemplateTypeController,
  DocTypeController,
  PocController,
} from './master-data.controller';
import {
  Checklist,
  CognizantSecurityAuthority,
  Country,
  CountryOtherName,
  DocTemplateType,
  DocType,
  MasterPoc,
  State,
} from './master-data.entities';
import { MasterDataService } from './master-data.service';
import { ReferenceDataService } from './reference-data.service';

/**
 * System master data under /system-master-data (module MASTER_DATA): global reference lists, and the countries and
 * states every module checks ids against (ReferenceDataService, made global by ReferenceDataModule).
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      Checklist,
      CognizantSecurityAuthority,
      Country,
      CountryOtherName,
      DocTemplateType,
      DocType,
      MasterPoc,
      State,
    ]),
  ],
  // the fixed paths (checklist/filter, doc-template-type/file) come before the kinds' {id} routes
  controllers: [
    ChecklistFilterController,
    DocTemplateFileController,
    ChecklistController,
    CsaController,
    CountryOtherNameController,
    DocTypeController,
    DocTemplateTypeController,
    PocController,
    CountryStateController,
  ],
  providers: [MasterDataService, ReferenceDataService],
  exports: [MasterDataService, ReferenceDataService],
})
export class MasterDataModule {}

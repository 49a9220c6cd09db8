/** What other modules and the app may use of this module; they import it only from here. */
export { type ClearanceDetails, ClearanceRequest, ClearanceVerification } from './clearance-verification.entity';
export { ClearanceVerificationService } from './clearance-verification.service';
export {
  activePersonSql,
  DueDates,
  bindDue,
  dueSource,
  dueWithinSql,
  HELD_PCL_STATUSES,
  holdsClearanceSql,
  trainingDoneSql,
  trainingRequiredSql,
  windowOfSql,
  type DueValues,
} from './due-dates';
export { PendingHire } from './new-hire.entity';
export { NewHireService } from './new-hire.service';
export { linkedPersonnelId, requireLinkedPersonnelId } from './linked-person';
export { missingDocumentAction } from './open-actions';
export { Personnel, PersonnelDocument } from './personnel.entity';
export { ContactsDto, PersonnelDocumentView, PersonnelView } from './dto/personnel.dto';
export { ClearanceView, InvestigationView, PolygraphView, SpecialAccessView } from './dto/records.dto';
export { PersonnelFilesService } from './personnel-files.service';
export { PersonnelService } from './personnel.service';
export { RecordsService } from './records/records.service';
export { PersonnelModule } from './personnel.module';
export { REINVESTIGATION_YEARS_ORDER, REINVESTIGATION_YEARS_SETTINGS, reinvestigationDueSql } from './reinvestigation-due';
export { personnelReminders } from './reminders';
export { personnelReports } from './reports';
export { accessTypesOf, missingTitles, onFile, RequiredDocumentDefaults, switchedOff } from './required-document-defaults';
export { encryptSsn, ssnBlindIndex } from './ssn-crypto';
export { SsnService } from './ssn.service';

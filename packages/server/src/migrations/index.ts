import { Foundation1763700000000 } from './1763700000000-Foundation';
import { Identity1763710000001 } from './1763710000001-Identity';
import { Settings1763720000000 } from './1763720000000-Settings';
import { RequiredDocumentDefaults1763720000001 } from './1763720000001-RequiredDocumentDefaults';
import { Documents1763720000002 } from './1763720000002-Documents';
import { PlatformServices1763720000003 } from './1763720000003-PlatformServices';
import { Tenancy1763730000001 } from './1763730000001-Tenancy';
import { ReferenceData1763740000001 } from './1763740000001-ReferenceData';
import { People1763740000002 } from './1763740000002-People';
import { PersonnelSearch1763740000003 } from './1763740000003-PersonnelSearch';
import { Jobs1763750000001 } from './1763750000001-Jobs';
import { DownloadLinks1763760000001 } from './1763760000001-DownloadLinks';
import { KnowledgeCenterWrittenTutorials1763760000002 } from './1763760000002-KnowledgeCenterWrittenTutorials';
import { AnnualTrainingDocuments1763770000001 } from './1763770000001-AnnualTrainingDocuments';
import { ReminderLogMailedAt1763780000041 } from './1763780000041-ReminderLogMailedAt';
import { PersonnelPssnProtected1763790000001 } from './1763790000001-PersonnelPssnProtected';
import { KnowledgeCenterVideoFiles1763800000101 } from './1763800000101-KnowledgeCenterVideoFiles';
import { SystemMasterData1763810000001 } from './1763810000001-SystemMasterData';
import { TenantMasterData1763820000001 } from './1763820000001-TenantMasterData';
import { EmailTemplates1763830000001 } from './1763830000001-EmailTemplates';
import { Contracts1763840000001 } from './1763840000001-Contracts';
import { FacilityRecord1763850000001 } from './1763850000001-FacilityRecord';
import { FacilityDetail1763860000001 } from './1763860000001-FacilityDetail';
import { FacilityReviews1763870000001 } from './1763870000001-FacilityReviews';
import { FacilityBulkActions1763880000001 } from './1763880000001-FacilityBulkActions';
import { ContractSubcontractorsDocuments1763890000001 } from './1763890000001-ContractSubcontractorsDocuments';
import { Dd2541763900000001 } from './1763900000001-Dd254';
import { NewHire1763920000001 } from './1763920000001-NewHire';
import { Terminations1763930000001 } from './1763930000001-Terminations';
import { Invitations1763950000001 } from './1763950000001-Invitations';
import { ClearanceVerification1763960000001 } from './1763960000001-ClearanceVerification';
import { Visits1763970000001 } from './1763970000001-Visits';
import { Incidents1763980000001 } from './1763980000001-Incidents';
import { IncidentDeadlines1764000000001 } from './1764000000001-IncidentDeadlines';
import { ForeignTravel1764010000001 } from './1764010000001-ForeignTravel';
import { EncryptedMessageMail1764020000001 } from './1764020000001-EncryptedMessageMail';
import { VisitRequestActionKeys1764070000001 } from './1764070000001-VisitRequestActionKeys';
import { TenantDay1764080000001 } from './1764080000001-TenantDay';
import { InvitationLimits1764090000001 } from './1764090000001-InvitationLimits';
import { AuditRowsOwnTenant1764090000004 } from './1764090000004-AuditRowsOwnTenant';
import { BodyReferenceKeys1764090000003 } from './1764090000003-BodyReferenceKeys';
import { OpenActionWaivers1764100000101 } from './1764100000101-OpenActionWaivers';
import { OptionalRequestFields1764100000021 } from './1764100000021-OptionalRequestFields';
import { FacilityPreferenceSubmissionMethods1764100000061 } from './1764100000061-FacilityPreferenceSubmissionMethods';

/** Every migration, in order. New migrations are appended here. */
export const MIGRATIONS = [
  Foundation1763700000000,
  Identity1763710000001,
  Settings1763720000000,
  RequiredDocumentDefaults1763720000001,
  Documents1763720000002,
  PlatformServices1763720000003,
  Tenancy1763730000001,
  ReferenceData1763740000001,
  People1763740000002,
  PersonnelSearch1763740000003,
  Jobs1763750000001,
  DownloadLinks1763760000001,
  KnowledgeCenterWrittenTutorials1763760000002,
  AnnualTrainingDocuments1763770000001,
  ReminderLogMailedAt1763780000041,
  PersonnelPssnProtected1763790000001,
  KnowledgeCenterVideoFiles1763800000101,
  SystemMasterData1763810000001,
  TenantMasterData1763820000001,
  EmailTemplates1763830000001,
  Contracts1763840000001,
  FacilityRecord1763850000001,
  FacilityDetail1763860000001,
  FacilityReviews1763870000001,
  FacilityBulkActions1763880000001,
  ContractSubcontractorsDocuments1763890000001,
  Dd2541763900000001,
  NewHire1763920000001,
  Terminations1763930000001,
  Invitations1763950000001,
  ClearanceVerification1763960000001,
  Visits1763970000001,
  Incidents1763980000001,
  IncidentDeadlines1764000000001,
  ForeignTravel1764010000001,
  EncryptedMessageMail1764020000001,
  VisitRequestActionKeys1764070000001,
  TenantDay1764080000001,
  InvitationLimits1764090000001,
  AuditRowsOwnTenant1764090000004,
  BodyReferenceKeys1764090000003,
  OptionalRequestFields1764100000021,
  OpenActionWaivers1764100000101,
  FacilityPreferenceSubmissionMethods1764100000061,
];

import { ApiProperty } from '@nestjs/swagger';
import { MY_PORTAL_REPORT_KEYS, type MyPortalReportKey } from '@clearline/shared';
import { OpenActionView } from '../open-actions';
import { ClearanceView, InvestigationView, PersonnelDocumentView, PersonnelView, PolygraphView, SpecialAccessView } from '../personnel';

/** GET /my-portal/me: the caller's own personnel record with the records the security office keeps on them. */
export class MyPortalView {
  /** the caller's personnel record (documents hidden from personnel are left out; file paths lead to /my-portal/me/document/{id}/file) */
  @ApiProperty({ type: () => PersonnelView })
  personnel: PersonnelView;
  @ApiProperty({ type: () => [ClearanceView] })
  clearances: ClearanceView[];
  @ApiProperty({ type: () => [InvestigationView] })
  investigations: InvestigationView[];
  @ApiProperty({ type: () => [SpecialAccessView] })
  specialAccesses: SpecialAccessView[];
  @ApiProperty({ type: () => [PolygraphView] })
  polygraphs: PolygraphView[];
  /** the person’s briefing and debriefing documents (titles ending in BRIEFING) */
  @ApiProperty({ type: () => [PersonnelDocumentView] })
  briefings: PersonnelDocumentView[];
}

/** An annual required training document of the tenant, as the employee sees it. */
export class MyAnnualTrainingDocumentView {
  id: string;
  documentName: string;
  /** YYYY-MM-DD */
  nextDeadlineDate: string | null;
  fileName: string | null;
  /** download route of the training material (GET /documents/{id}), null without a file */
  filePath: string | null;
}

/** GET /my-portal/me/annual-training: the training the tenant requires and whether the caller completed it. */
export class MyAnnualTrainingView {
  /** the caller holds a clearance (ACTIVE, ACTIVE_BREAK or IN_PROGRESS): annual refresher training is required of them */
  required: boolean;
  /** the day the latest signed annual refresher briefing was signed (else uploaded), within the last 12 months; null when not done */
  completedOn: string | null;
  /** the personnel document title to upload the signed training certificate with */
  titleId: string;
  @ApiProperty({ type: () => [MyAnnualTrainingDocumentView] })
  documents: MyAnnualTrainingDocumentView[];
}

/** A report the employee may file from My Portal (the tenant's Reports settings decide which show). */
export class MyPortalReportView {
  @ApiProperty({ enum: MY_PORTAL_REPORT_KEYS })
  key: MyPortalReportKey;
  /** the setting's label, e.g. "Foreign Contact Report" */
  label: string;
  /** the permission module filing it needs CREATE on */
  module: string;
  /** the create page under /my-portal/requests */
  path: string;
  /** the caller holds CREATE on the module */
  canCreate: boolean;
}

/** GET /my-portal/reports */
export class MyPortalReportsView {
  /** the reports shown, in the order of the Reports settings */
  @ApiProperty({ type: () => [MyPortalReportView] })
  reports: MyPortalReportView[];
}

/** One of my own actions (GET /my-portal/me/open-actions): an action I do myself, not one the security office does about me. */
export class MyPortalActionView extends OpenActionView {
  /** the My Portal page where I do it, e.g. /my-portal/portal/clearance-verification/{requestId}; null: done outside the product (a request addressed to me by hand) */
  page: string | null;
}

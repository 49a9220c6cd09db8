import { TENANT_MASTER_TITLE } from '@clearline/shared';
import { faqKind } from '../../lib/faqKind';
import { MasterDataPage, type MasterDataKind } from '../../lib/master-data';
import { announcementsKind } from './kinds/announcements';
import { costCentersKind } from './kinds/costCenters';
import { downloadsKind } from './kinds/downloads';
import { pocsKind } from './kinds/pocs';
import { trainingKind } from './kinds/training';
import { travelAdvisoriesKind } from './kinds/travelAdvisories';

/**
 * The "Show" entries of the tenant master data page, in the spec's order (spec 03 §2): Annual Required
 * Training Documents, Cost Centers, Point of Contacts, Portal Download Links, FAQs, Tenant Announcements; then
 * Travel Advisories (the levels a foreign travel report shows).
 */
export const TENANT_MASTER_DATA_KIND_LIST: MasterDataKind[] = [
  trainingKind,
  costCentersKind,
  pocsKind,
  downloadsKind,
  faqKind('TENANT'),
  announcementsKind,
  travelAdvisoriesKind,
];

const TenantMasterDataPage = () => <MasterDataPage title={TENANT_MASTER_TITLE} kinds={TENANT_MASTER_DATA_KIND_LIST} />;

export default TenantMasterDataPage;

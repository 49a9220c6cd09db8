import { MASTER_DATA_MESSAGES } from '@clearline/shared';
import { MasterDataPage, type MasterDataKind } from '../../lib/master-data';
import { faqKind } from '../../lib/faqKind';
import { announcementsKind } from './kinds/announcements';
import { checklistsKind } from './kinds/checklists';
import { countriesKind } from './kinds/countries';
import { csaKind } from './kinds/csa';
import { docTemplateTypesKind } from './kinds/doc-template-types';
import { docTypesKind } from './kinds/doc-types';
import { pocsKind } from './kinds/pocs';

/**
 * The "Show" entries of the system master data page, in the spec's order (spec 03 §2): Checklists,
 * Cognizant Security Authority, Countries & States, Document Types, Document Template Types, FAQs,
 * Points of Contact, System Announcements. Adding a kind is one line here.
 */
export const SYSTEM_MASTER_DATA_KIND_LIST: MasterDataKind[] = [
  checklistsKind,
  csaKind,
  countriesKind,
  docTypesKind,
  docTemplateTypesKind,
  faqKind('SYSTEM'),
  pocsKind,
  announcementsKind,
];

const SystemMasterDataPage = () => <MasterDataPage title={MASTER_DATA_MESSAGES.systemTitle} kinds={SYSTEM_MASTER_DATA_KIND_LIST} />;

export default SystemMasterDataPage;

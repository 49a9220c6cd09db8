import { lazyWithReload } from '../lazyWithReload';
import { definePage, type PageConfig } from './definePage';
import { facilityPages } from '../resources/facilities';
import { contractPages, dd254Pages } from '../resources/contracts';
import { visitPages } from '../resources/visits';
import { fociVisitPages } from '../resources/foci-visits';
import { incidentPages } from '../resources/reports-incidents';
import { personnelPages } from '../resources/personnel';
import { rolePages } from '../resources/roles';
import { userPages } from '../resources/users';
import { platformPages } from './settings/platformPages';
import { emailTemplatePages } from './email-templates';
import { reportPages } from './reports';
import { tenantPages } from '../resources/tenants';
import { auditLogPages } from './audit-log';
import { tenantProfilePages } from './tenant-profile';
import { systemMasterDataPages } from './system-master-data';
import { tenantMasterDataPages } from './tenant-master-data';
import { pmPortalPages } from './pm-portal';
import { myPortalPages } from './my-portal';
import { selfServicePages } from './self-service';
import { encryptedMessagePages } from '../resources/encrypted-messages';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';

/**
 * Pages that are not react-admin resources. Public pages render without the layout and without a
 * session; the others render in the layout behind `RequireAccess` when they declare `access`.
 */
export const pages: PageConfig[] = [
  definePage({ path: '/404', label: 'Not found', public: true, component: lazyWithReload(() => import('./NotFoundPage')) }),
  definePage({ path: '/500', label: 'Error', public: true, component: lazyWithReload(() => import('./ServerErrorPage')) }),
  ...personnelPages,
  ...facilityPages,
  ...contractPages,
  ...visitPages,
  ...fociVisitPages,
  ...incidentPages,
  definePage({
    path: '/my-account',
    label: 'My Account',
    menu: { icon: AccountCircleIcon },
    component: lazyWithReload(() => import('./my-account/MyAccountPage')),
  }),
  ...userPages,
  ...rolePages,
  ...platformPages,
  ...emailTemplatePages,
  ...reportPages,
  ...tenantPages,
  ...auditLogPages,
  ...tenantProfilePages,
  ...systemMasterDataPages,
  ...tenantMasterDataPages,
  ...pmPortalPages,
  ...myPortalPages,
  ...dd254Pages,
  ...selfServicePages,
  ...encryptedMessagePages,
];

import type { ResourceConfig } from './defineResource';
import facilities from './facilities';
import personnel from './personnel';
import roles from './roles';
import users from './users';
import tenants from './tenants';
import openActions from './open-actions';
import contracts from './contracts';
import visits from './visits';
import fociVisits from './foci-visits';
import encryptedMessages from './encrypted-messages';
import reportsIncidents from './reports-incidents';

/**
 * Every react-admin resource of the product. Add `import personnel from './personnel';` and list it
 * here; each resource folder's index.ts returns `defineResource({...})`.
 */
export const resources: ResourceConfig[] = [
  personnel,
  openActions,
  facilities,
  contracts,
  visits,
  fociVisits,
  encryptedMessages,
  reportsIncidents,
  users,
  roles,
  tenants,
];

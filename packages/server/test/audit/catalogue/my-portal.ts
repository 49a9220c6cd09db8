import { myPortalAgent } from '../../tenancy/catalogue/my-portal';
import { PDF } from './personnel';
import type { WriteEntry } from '../write-routes.catalogue';

const API = '/api/v1/my-portal';

/** Write-route samples of My Portal: the caller changes their own record (see write-routes.catalogue.ts for the contract). */
export const myPortalWriteRoutes: Record<string, WriteEntry> = {
  'PUT /api/v1/my-portal/me': {
    run: async (ctx) =>
      (await myPortalAgent(ctx)).put(`${API}/me`).send({
        personnelContacts: [
          { contactTypeEnum: 'PERSONAL', street1: '1 Walk Way', city: 'Arlington', state: 'VA', cellPhoneNumber: '5715550100' },
        ],
      }),
    status: 200,
    audit: { eventType: 'CREATE', objectTable: 'personnel_contact' },
  },
  'POST /api/v1/my-portal/me/document': {
    run: async (ctx) =>
      (await myPortalAgent(ctx))
        .post(`${API}/me/document`)
        .field('document', JSON.stringify({ titleId: 'SF_312', dateSigned: '2024-03-01' }))
        .attach('file', PDF, `walk-${Date.now()}.pdf`),
    status: 201,
    audit: { eventType: 'CREATE', objectTable: 'personnel_document' },
  },
};

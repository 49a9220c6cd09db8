import { encryptedMessageSender } from '../../tenancy/catalogue/encrypted-messages';
import type { WriteEntry } from '../write-routes.catalogue';

/** Write-route samples of encrypted messages (see write-routes.catalogue.ts for the contract). */
export const encryptedMessageWriteRoutes: Record<string, WriteEntry> = {
  'POST /api/v1/incidents/encrypted-message': {
    run: async (ctx) =>
      (await encryptedMessageSender(ctx))
        .post('/api/v1/incidents/encrypted-message')
        .send({ subject: 'Walk', message: 'A message for the security office' }),
    status: 201,
    audit: { eventType: 'CREATE', objectTable: 'incident' },
  },
};

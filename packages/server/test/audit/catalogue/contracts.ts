import { full } from '../../tenancy/support';
import type { WalkContext } from '../../tenancy/walk';
import {
  insertAssignment,
  insertClearedPerson,
  insertContract,
  insertContractDocument,
  insertSubcontractor,
} from '../../tenancy/catalogue/contracts';
import type { WriteEntry } from '../write-routes.catalogue';

const API = '/api/v1';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const manager = (ctx: WalkContext) => ctx.agent({ permissions: full('CONTRACTS') });

/** Write-route samples of the contracts domain (see write-routes.catalogue.ts for the contract). */
export const contractsWriteRoutes: Record<string, WriteEntry> = {
  'POST /api/v1/contracts': {
    run: async (ctx) =>
      (await manager(ctx)).post(`${API}/contracts`).send({ contractNumber: `WALK-${Date.now()}`, contractName: 'Walk contract' }),
    status: 201,
    audit: { eventType: 'CREATE', objectTable: 'contract' },
  },
  'PUT /api/v1/contracts/:id': {
    run: async (ctx) =>
      (await manager(ctx))
        .put(`${API}/contracts/${await insertContract(ctx, ctx.tenantId)}`)
        .send({ contractNumber: `WALK-R-${Date.now()}`, contractName: 'Walk contract renamed' }),
    status: 200,
    audit: { eventType: 'UPDATE', objectTable: 'contract' },
  },
  'POST /api/v1/contracts/:id': {
    run: async (ctx) =>
      (await manager(ctx)).post(`${API}/contracts/${await insertContract(ctx, ctx.tenantId)}`).send({ status: 'CLOSING' }),
    status: 200,
    audit: { eventType: 'UPDATE', objectTable: 'contract' },
  },
  'DELETE /api/v1/contracts/:id': {
    run: async (ctx) => (await manager(ctx)).delete(`${API}/contracts/${await insertContract(ctx, ctx.tenantId)}`),
    status: 204,
    audit: { eventType: 'DELETE', objectTable: 'contract' },
  },
  'POST /api/v1/contracts/:id/subcontractor/add': {
    run: async (ctx) =>
      (await manager(ctx))
        .post(`${API}/contracts/${await insertContract(ctx, ctx.tenantId)}/subcontractor/add`)
        .send({ subcontractorName: 'Walk Sub', cageCode: '2WALK' }),
    status: 201,
    audit: { eventType: 'CREATE', objectTable: 'contract_subcontractor' },
  },
  'PUT /api/v1/contracts/:id/subcontractor/:sid': {
    run: async (ctx) => {
      const s = await insertSubcontractor(ctx, ctx.tenantId);
      return (await manager(ctx))
        .put(`${API}/contracts/${s.contractId}/subcontractor/${s.id}`)
        .send({ subcontractorName: 'Walk Sub renamed' });
    },
    status: 200,
    audit: { eventType: 'UPDATE', objectTable: 'contract_subcontractor' },
  },
  'DELETE /api/v1/contracts/:id/subcontractor/:sid': {
    run: async (ctx) => {
      const s = await insertSubcontractor(ctx, ctx.tenantId);
      return (await manager(ctx)).delete(`${API}/contracts/${s.contractId}/subcontractor/${s.id}`);
    },
    status: 204,
    audit: { eventType: 'DELETE', objectTable: 'contract_subcontractor' },
  },
  'POST /api/v1/contracts/:id/document': {
    run: async (ctx) =>
      (await manager(ctx))
        .post(`${API}/contracts/${await insertContract(ctx, ctx.tenantId)}/document`)
        .field('document', JSON.stringify({ documentType: 'STATEMENT_OF_WORK', title: 'Walk SOW' }))
        .attach('file', PDF, 'walk-sow.pdf'),
    status: 201,
    audit: { eventType: 'CREATE', objectTable: 'contract_document' },
  },
  'PUT /api/v1/contracts/:id/document/:documentId': {
    run: async (ctx) => {
      const d = await insertContractDocument(ctx, ctx.tenantId);
      return (await manager(ctx)).put(`${API}/contracts/${d.contractId}/document/${d.id}`).send({ title: 'Walk document renamed' });
    },
    status: 200,
    audit: { eventType: 'UPDATE', objectTable: 'contract_document' },
  },
  'DELETE /api/v1/contracts/:id/document/:documentId': {
    run: async (ctx) => {
      const d = await insertContractDocument(ctx, ctx.tenantId);
      return (await manager(ctx)).delete(`${API}/contracts/${d.contractId}/document/${d.id}`);
    },
    status: 204,
    audit: { eventType: 'DELETE', objectTable: 'contract_document' },
  },
  'POST /api/v1/contracts/:id/personnel/assign': {
    run: async (ctx) =>
      (await manager(ctx))
        .post(`${API}/contracts/${await insertContract(ctx, ctx.tenantId)}/personnel/assign`)
        .send({ personnelIds: [await insertClearedPerson(ctx, ctx.tenantId)], specialAccess: ['SCI'] }),
    status: 201,
    audit: { eventType: 'CREATE', objectTable: 'contract_assignment' },
  },
  'PUT /api/v1/contracts/personnel/unassign': {
    run: async (ctx) =>
      (await manager(ctx)).put(`${API}/contracts/personnel/unassign`).send({ ids: [(await insertAssignment(ctx, ctx.tenantId)).id] }),
    status: 200,
    audit: { eventType: 'UPDATE', objectTable: 'contract_assignment' },
  },
  'PUT /api/v1/contracts/personnel/update': {
    run: async (ctx) =>
      (await manager(ctx))
        .put(`${API}/contracts/personnel/update`)
        .send({ id: (await insertAssignment(ctx, ctx.tenantId)).id, position: 'Walk engineer' }),
    status: 200,
    audit: { eventType: 'UPDATE', objectTable: 'contract_assignment' },
  },
  'DELETE /api/v1/contracts/:id/personnel/:personnelId': {
    run: async (ctx) => {
      const a = await insertAssignment(ctx, ctx.tenantId);
      return (await manager(ctx)).delete(`${API}/contracts/${a.contractId}/personnel/${a.personnelId}`);
    },
    status: 204,
    audit: { eventType: 'DELETE', objectTable: 'contract_assignment' },
  },
};

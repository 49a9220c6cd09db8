import { randomBytes } from 'node:crypto';
import { StorageService } from '../../../src/core/storage/storage.service';
import { full } from '../support';
import type { WalkContext } from '../walk';
import type { TenantRouteEntry } from '../tenant-routes.catalogue';

const rnd = () => randomBytes(4).toString('hex');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

/** A contract of `tenantId` (requires SECRET), inserted as the owner. */
export async function insertContract(ctx: WalkContext, tenantId: string): Promise<string> {
  const [row] = await ctx.sql<{ id: string }>(
    `INSERT INTO contract (tenant_id, contract_number, contract_name, required_clearance_level) VALUES ($1, $2, $3, 'SECRET') RETURNING id`,
    [tenantId, `WALK-${rnd()}`, `Walk contract ${rnd()}`],
  );
  return row.id;
}

/** A person of `tenantId` holding an ACTIVE Top Secret clearance. */
export async function insertClearedPerson(ctx: WalkContext, tenantId: string): Promise<string> {
  const [p] = await ctx.sql<{ id: string }>(
    `INSERT INTO personnel (tenant_id, first_name, last_name, work_email) VALUES ($1, 'Walk', $2, $3) RETURNING id`,
    [tenantId, `Cleared ${rnd()}`, `walk.${rnd()}@walk.example`],
  );
  const [f] = await ctx.sql<{ id: string }>(`INSERT INTO facility (tenant_id, facility_name) VALUES ($1, $2) RETURNING id`, [
    tenantId,
    `Walk site ${rnd()}`,
  ]);
  await ctx.sql(
    `INSERT INTO personnel_clearance (tenant_id, personnel_id, facility_id, pcl_status, pcl_eligibility) VALUES ($1, $2, $3, 'ACTIVE', 'TOP_SECRET')`,
    [tenantId, p.id, f.id],
  );
  return p.id;
}

/** An ASSIGNED assignment of a cleared person to a new contract of `tenantId`. */
export async function insertAssignment(
  ctx: WalkContext,
  tenantId: string,
): Promise<{ id: string; contractId: string; personnelId: string }> {
  const contractId = await insertContract(ctx, tenantId);
  const personnelId = await insertClearedPerson(ctx, tenantId);
  const [row] = await ctx.sql<{ id: string }>(
    `INSERT INTO contract_assignment (tenant_id, contract_id, personnel_id, assignment_status, date_assigned)
     VALUES ($1, $2, $3, 'ASSIGNED', current_date - 10) RETURNING id`,
    [tenantId, contractId, personnelId],
  );
  return { id: row.id, contractId, personnelId };
}

/** A subcontractor of a new contract of `tenantId`. */
export async function insertSubcontractor(ctx: WalkContext, tenantId: string): Promise<{ id: string; contractId: string }> {
  const contractId = await insertContract(ctx, tenantId);
  const [row] = await ctx.sql<{ id: string }>(
    `INSERT INTO contract_subcontractor (tenant_id, contract_id, subcontractor_name, cage_code) VALUES ($1, $2, $3, '1WALK') RETURNING id`,
    [tenantId, contractId, `Walk Sub ${rnd()}`],
  );
  return { id: row.id, contractId };
}

/** A document (file in storage) filed on a new contract of `tenantId`. */
export async function insertContractDocument(ctx: WalkContext, tenantId: string): Promise<{ id: string; contractId: string }> {
  const contractId = await insertContract(ctx, tenantId);
  const key = `documents/${tenantId}/walk-${rnd()}`;
  await ctx.t.app.get(StorageService).put(key, PDF, 'application/pdf');
  const [doc] = await ctx.sql<{ id: string }>(
    `INSERT INTO document (tenant_id, entity_type, entity_id, file_name, content_type, size_bytes, sha256, storage_key)
     VALUES ($1, 'CONTRACT', $2, 'walk.pdf', 'application/pdf', $3, repeat('0', 64), $4) RETURNING id`,
    [tenantId, contractId, PDF.length, key],
  );
  const [row] = await ctx.sql<{ id: string }>(
    `INSERT INTO contract_document (tenant_id, contract_id, document_id, title) VALUES ($1, $2, $3, 'Walk document') RETURNING id`,
    [tenantId, contractId, doc.id],
  );
  return { id: row.id, contractId };
}

const CONTRACTS = full('CONTRACTS');
const contract = async (ctx: WalkContext, tenantId: string) => ({ params: { id: await insertContract(ctx, tenantId) } });
const subcontractor = async (ctx: WalkContext, tenantId: string) => {
  const s = await insertSubcontractor(ctx, tenantId);
  return { params: { id: s.contractId, sid: s.id }, body: { subcontractorName: 'Renamed by walk' } };
};
const document = async (ctx: WalkContext, tenantId: string) => {
  const d = await insertContractDocument(ctx, tenantId);
  return { params: { id: d.contractId, documentId: d.id }, body: { title: 'Renamed by walk' } };
};

/** Path-parameter route samples of the contracts domain (see tenant-routes.catalogue.ts for the contract). */
export const contractsTenantRoutes: Record<string, TenantRouteEntry> = {
  'GET /api/v1/contracts/:id': { fixture: contract, permissions: CONTRACTS },
  'PUT /api/v1/contracts/:id': {
    fixture: async (ctx, tenantId) => ({
      params: { id: await insertContract(ctx, tenantId) },
      body: { contractNumber: `WALK-${rnd()}`, contractName: 'Renamed by walk' },
    }),
    permissions: CONTRACTS,
  },
  'POST /api/v1/contracts/:id': {
    fixture: async (ctx, tenantId) => ({ params: { id: await insertContract(ctx, tenantId) }, body: { status: 'CLOSING' } }),
    permissions: CONTRACTS,
  },
  'DELETE /api/v1/contracts/:id': { fixture: contract, permissions: CONTRACTS },
  'GET /api/v1/contracts/:id/subcontractor/:sid': { fixture: subcontractor, permissions: CONTRACTS },
  'PUT /api/v1/contracts/:id/subcontractor/:sid': { fixture: subcontractor, permissions: CONTRACTS },
  'DELETE /api/v1/contracts/:id/subcontractor/:sid': { fixture: subcontractor, permissions: CONTRACTS },
  'POST /api/v1/contracts/:id/subcontractor/add': {
    fixture: async (ctx, tenantId) => ({ params: { id: await insertContract(ctx, tenantId) }, body: { subcontractorName: 'Walk Sub' } }),
    permissions: CONTRACTS,
  },
  'POST /api/v1/contracts/:id/document': {
    fixture: contract,
    permissions: CONTRACTS,
    request: (agent, path) =>
      agent
        .post(path)
        .field('document', JSON.stringify({ title: 'Walk' }))
        .attach('file', PDF, `walk-${rnd()}.pdf`),
  },
  'PUT /api/v1/contracts/:id/document/:documentId': { fixture: document, permissions: CONTRACTS },
  'DELETE /api/v1/contracts/:id/document/:documentId': { fixture: document, permissions: CONTRACTS },
  'GET /api/v1/contracts/:id/personnel': { fixture: contract, permissions: CONTRACTS },
  'POST /api/v1/contracts/:id/personnel/assign': {
    fixture: async (ctx, tenantId) => ({
      params: { id: await insertContract(ctx, tenantId) },
      body: { personnelIds: [await insertClearedPerson(ctx, tenantId)] },
    }),
    permissions: CONTRACTS,
  },
  'DELETE /api/v1/contracts/:id/personnel/:personnelId': {
    fixture: async (ctx, tenantId) => {
      const a = await insertAssignment(ctx, tenantId);
      return { params: { id: a.contractId, personnelId: a.personnelId } };
    },
    permissions: CONTRACTS,
  },
  'GET /api/v1/contract-assignment/personnel/:id': {
    fixture: async (ctx, tenantId) => ({ params: { id: (await insertAssignment(ctx, tenantId)).personnelId } }),
    permissions: full('CONTRACTS', 'PERSONNEL'),
  },
};

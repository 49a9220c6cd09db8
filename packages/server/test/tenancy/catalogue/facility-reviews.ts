import { full } from '../support';
import type { WalkContext } from '../walk';
import type { TenantRouteEntry } from '../tenant-routes.catalogue';
import { insertFacility } from './operations';
import { pastYear } from '../../support/dates';

/** The year of the past days of these samples: long past, and past they stay. */
const PAST = pastYear();

/** A draft changed condition of a new facility of `tenantId`, inserted as the owner. */
export async function insertChangeCondition(ctx: WalkContext, tenantId: string): Promise<{ id: string; conditionId: string }> {
  const id = await insertFacility(ctx, tenantId);
  const [row] = await ctx.sql<{ id: string }>(
    `INSERT INTO facility_change_condition (tenant_id, facility_id, condition_type, description, effective_date, report_due_date)
     VALUES ($1, $2, 'ADDRESS', 'Moves to Suite 400', current_date + 10, current_date + 5) RETURNING id`,
    [tenantId, id],
  );
  return { id, conditionId: row.id };
}

/** A rated security review of a new facility of `tenantId` with one finding and its corrective action, inserted as the owner. */
export async function insertInspection(ctx: WalkContext, tenantId: string): Promise<{ id: string; inspectionId: string }> {
  const id = await insertFacility(ctx, tenantId);
  const [row] = await ctx.sql<{ id: string }>(
    `INSERT INTO facility_inspection (tenant_id, facility_id, inspection_type, start_date, end_date, rating)
     VALUES ($1, $2, 'ANNUAL', current_date - 30, current_date - 28, 'SATISFACTORY') RETURNING id`,
    [tenantId, id],
  );
  const [finding] = await ctx.sql<{ id: string }>(
    `INSERT INTO facility_inspection_finding (tenant_id, inspection_id, category, severity, description)
     VALUES ($1, $2, 'VULNERABILITY', 'SERIOUS', 'Visitor logs not retained') RETURNING id`,
    [tenantId, row.id],
  );
  await ctx.sql(
    `INSERT INTO facility_corrective_action (tenant_id, finding_id, description, due_date) VALUES ($1, $2, 'Retain the logs', current_date - 1)`,
    [tenantId, finding.id],
  );
  return { id, inspectionId: row.id };
}

/** A security enhancement of a new facility of `tenantId`, inserted as the owner. */
export async function insertEnhancement(ctx: WalkContext, tenantId: string): Promise<{ id: string; enhancementId: string }> {
  const id = await insertFacility(ctx, tenantId);
  const [row] = await ctx.sql<{ id: string }>(
    `INSERT INTO facility_security_enhancement (tenant_id, facility_id, category, title, date_implemented, status)
     VALUES ($1, $2, 'INSIDER_THREAT', 'Insider threat working group', current_date - 60, 'IMPLEMENTED') RETURNING id`,
    [tenantId, id],
  );
  return { id, enhancementId: row.id };
}

/** Valid bodies of the three tabs' writes. */
export const changeConditionBody = { conditionType: 'KMP', description: 'New CFO appointed', effectiveDate: `${PAST}-03-01` };
export const inspectionBody = {
  inspectionType: 'ANNUAL',
  startDate: `${PAST}-02-02`,
  endDate: `${PAST}-02-04`,
  rating: 'COMMENDABLE',
  findings: [
    {
      category: 'ADMINISTRATIVE_FINDING',
      description: 'SF-312 not witnessed',
      correctiveActions: [{ description: 'Re-execute the SF-312', dueDate: `${PAST}-03-01` }],
    },
  ],
};
export const enhancementBody = { category: 'SECURITY_BRIEFINGS', title: 'CI briefing', dateImplemented: `${PAST}-01-15` };

const FACILITIES = full('FACILITIES');
const facility = async (ctx: WalkContext, tenantId: string) => ({ params: { id: await insertFacility(ctx, tenantId) } });

/** Path-parameter route samples of the facility tabs Change Conditions, Inspections and Security Enhancements. */
export const facilityReviewsTenantRoutes: Record<string, TenantRouteEntry> = {
  'GET /api/v1/facilities/:id/detail/change_conditions': { fixture: facility, permissions: FACILITIES },
  'POST /api/v1/facilities/:id/detail/change_conditions': {
    fixture: async (ctx, tenantId) => ({ params: { id: await insertFacility(ctx, tenantId) }, body: changeConditionBody }),
    permissions: FACILITIES,
  },
  'PUT /api/v1/facilities/:id/detail/change_conditions/:conditionId': {
    fixture: async (ctx, tenantId) => ({ params: await insertChangeCondition(ctx, tenantId), body: changeConditionBody }),
    permissions: FACILITIES,
  },
  'DELETE /api/v1/facilities/:id/detail/change_conditions/:conditionId': {
    fixture: async (ctx, tenantId) => ({ params: await insertChangeCondition(ctx, tenantId) }),
    permissions: FACILITIES,
  },
  'GET /api/v1/facilities/:id/detail/inspections': { fixture: facility, permissions: FACILITIES },
  'GET /api/v1/facilities/:id/detail/inspections/:inspectionId': {
    fixture: async (ctx, tenantId) => ({ params: await insertInspection(ctx, tenantId) }),
    permissions: FACILITIES,
  },
  'POST /api/v1/facilities/:id/detail/inspections': {
    fixture: async (ctx, tenantId) => ({ params: { id: await insertFacility(ctx, tenantId) }, body: inspectionBody }),
    permissions: FACILITIES,
  },
  'PUT /api/v1/facilities/:id/detail/inspections/:inspectionId': {
    fixture: async (ctx, tenantId) => ({ params: await insertInspection(ctx, tenantId), body: inspectionBody }),
    permissions: FACILITIES,
  },
  'DELETE /api/v1/facilities/:id/detail/inspections/:inspectionId': {
    fixture: async (ctx, tenantId) => ({ params: await insertInspection(ctx, tenantId) }),
    permissions: FACILITIES,
  },
  'GET /api/v1/facilities/:id/detail/security_enhancements': { fixture: facility, permissions: FACILITIES },
  'POST /api/v1/facilities/:id/detail/security_enhancements': {
    fixture: async (ctx, tenantId) => ({ params: { id: await insertFacility(ctx, tenantId) }, body: enhancementBody }),
    permissions: FACILITIES,
  },
  'PUT /api/v1/facilities/:id/detail/security_enhancements/:enhancementId': {
    fixture: async (ctx, tenantId) => ({ params: await insertEnhancement(ctx, tenantId), body: enhancementBody }),
    permissions: FACILITIES,
  },
  'DELETE /api/v1/facilities/:id/detail/security_enhancements/:enhancementId': {
    fixture: async (ctx, tenantId) => ({ params: await insertEnhancement(ctx, tenantId) }),
    permissions: FACILITIES,
  },
};

import {
  changeConditionBody,
  enhancementBody,
  insertChangeCondition,
  insertEnhancement,
  insertInspection,
  inspectionBody,
} from '../../tenancy/catalogue/facility-reviews';
import { insertFacility } from '../../tenancy/catalogue/operations';
import { full } from '../../tenancy/support';
import type { WalkContext } from '../../tenancy/walk';
import type { WriteEntry } from '../write-routes.catalogue';
import { pastYear } from '../../support/dates';

/** The year of the past days of these samples: long past, and past they stay. */
const PAST = pastYear();

const API = '/api/v1';
const facilitiesAdmin = (ctx: WalkContext) => ctx.agent({ permissions: full('FACILITIES') });
const tab = (params: { id: string }, path: string, child?: string) =>
  `${API}/facilities/${params.id}/detail/${path}${child ? `/${child}` : ''}`;

/** Write-route samples of the facility tabs Change Conditions, Inspections and Security Enhancements. */
export const facilityReviewsWriteRoutes: Record<string, WriteEntry> = {
  'POST /api/v1/facilities/:id/detail/change_conditions': {
    run: async (ctx) =>
      (await facilitiesAdmin(ctx))
        .post(tab({ id: await insertFacility(ctx, ctx.tenantId) }, 'change_conditions'))
        .send(changeConditionBody),
    status: 201,
    audit: { eventType: 'CREATE', objectTable: 'facility_change_condition' },
  },
  'PUT /api/v1/facilities/:id/detail/change_conditions/:conditionId': {
    run: async (ctx) => {
      const p = await insertChangeCondition(ctx, ctx.tenantId);
      return (await facilitiesAdmin(ctx))
        .put(tab(p, 'change_conditions', p.conditionId))
        .send({ ...changeConditionBody, status: 'SUBMITTED', reportedDate: `${PAST}-03-02`, nissReference: 'NISS-1' });
    },
    audit: { eventType: 'UPDATE', objectTable: 'facility_change_condition' },
  },
  'DELETE /api/v1/facilities/:id/detail/change_conditions/:conditionId': {
    run: async (ctx) => {
      const p = await insertChangeCondition(ctx, ctx.tenantId);
      return (await facilitiesAdmin(ctx)).delete(tab(p, 'change_conditions', p.conditionId));
    },
    status: 204,
    audit: { eventType: 'DELETE', objectTable: 'facility_change_condition' },
  },
  'POST /api/v1/facilities/:id/detail/inspections': {
    run: async (ctx) =>
      (await facilitiesAdmin(ctx)).post(tab({ id: await insertFacility(ctx, ctx.tenantId) }, 'inspections')).send(inspectionBody),
    status: 201,
    audit: { eventType: 'CREATE', objectTable: 'facility_inspection' },
  },
  'PUT /api/v1/facilities/:id/detail/inspections/:inspectionId': {
    run: async (ctx) => {
      const p = await insertInspection(ctx, ctx.tenantId);
      return (await facilitiesAdmin(ctx))
        .put(tab(p, 'inspections', p.inspectionId))
        .send({ ...inspectionBody, findings: undefined, rating: 'SUPERIOR' });
    },
    audit: { eventType: 'UPDATE', objectTable: 'facility_inspection' },
  },
  'DELETE /api/v1/facilities/:id/detail/inspections/:inspectionId': {
    run: async (ctx) => {
      const p = await insertInspection(ctx, ctx.tenantId);
      return (await facilitiesAdmin(ctx)).delete(tab(p, 'inspections', p.inspectionId));
    },
    status: 204,
    audit: { eventType: 'DELETE', objectTable: 'facility_inspection' },
  },
  'POST /api/v1/facilities/:id/detail/security_enhancements': {
    run: async (ctx) =>
      (await facilitiesAdmin(ctx))
        .post(tab({ id: await insertFacility(ctx, ctx.tenantId) }, 'security_enhancements'))
        .send(enhancementBody),
    status: 201,
    audit: { eventType: 'CREATE', objectTable: 'facility_security_enhancement' },
  },
  'PUT /api/v1/facilities/:id/detail/security_enhancements/:enhancementId': {
    run: async (ctx) => {
      const p = await insertEnhancement(ctx, ctx.tenantId);
      return (await facilitiesAdmin(ctx))
        .put(tab(p, 'security_enhancements', p.enhancementId))
        .send({ ...enhancementBody, status: 'CREDITED' });
    },
    audit: { eventType: 'UPDATE', objectTable: 'facility_security_enhancement' },
  },
  'DELETE /api/v1/facilities/:id/detail/security_enhancements/:enhancementId': {
    run: async (ctx) => {
      const p = await insertEnhancement(ctx, ctx.tenantId);
      return (await facilitiesAdmin(ctx)).delete(tab(p, 'security_enhancements', p.enhancementId));
    },
    status: 204,
    audit: { eventType: 'DELETE', objectTable: 'facility_security_enhancement' },
  },
};

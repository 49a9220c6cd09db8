import type { Response } from 'supertest';
import { createPerson, nextSsn, person, type JsonBody } from '../../personnel/fixtures';
import { full, TINY_PNG as PNG } from '../../tenancy/support';
import type { Agent, WalkContext } from '../../tenancy/walk';
import type { WriteEntry, WriteSample } from '../write-routes.catalogue';

const API = '/api/v1';
export const PERSONNEL_PATH = `${API}/personnel`;
/** every flag on PERSONNEL */
export const PERSONNEL_ALL = full('PERSONNEL');
/** A one-page PDF, for document uploads (PDF is among the accepted upload types). */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

/** A person of a tenant (with a facility of that tenant), and an agent of the tenant that created them. */
export interface WalkPerson {
  agent: Agent;
  tenantId: string;
  facilityId: string;
  id: string;
  body: JsonBody;
}

const ok = (what: string, res: { status: number; body: unknown }) => {
  if (res.status < 200 || res.status >= 300) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as JsonBody;
};

/** A facility of the tenant, written as the owner. */
export async function walkFacility(ctx: WalkContext, tenantId: string): Promise<string> {
  const [row] = await ctx.sql<{ id: string }>(`INSERT INTO facility (tenant_id, facility_name) VALUES ($1, 'Walk Plant') RETURNING id`, [
    tenantId,
  ]);
  return row.id;
}

/** A new person of the tenant (default: the walk's own tenant), created through the API. */
export async function walkPerson(ctx: WalkContext, tenantId = ctx.tenantId): Promise<WalkPerson> {
  const agent = await ctx.agent({ tenantId, permissions: PERSONNEL_ALL });
  const facilityId = await walkFacility(ctx, tenantId);
  const body = await createPerson(agent, [facilityId], { firstName: 'Walter', lastName: 'Walk' });
  return { agent, tenantId, facilityId, id: body.id as string, body };
}

/** A valid body of the whole person (PUT /personnel/{id}, biographic section), with a changed name. */
export const personBody = (p: WalkPerson, over: Record<string, unknown> = {}) =>
  person([p.facilityId], { firstName: 'Wanda', lastName: 'Walk', ssn: nextSsn(), ...over });

/** A document of the person, with a file when asked (multipart, as the web app sends it). */
export async function walkDocument(p: WalkPerson, withFile = false): Promise<string> {
  const req = p.agent.post(`${PERSONNEL_PATH}/${p.id}/document`).field('document', JSON.stringify({ titleId: 'SF_312', required: true }));
  return ok('document', await (withFile ? req.attach('file', PDF, 'sf312.pdf') : req)).id as string;
}

/** The person's profile photo. */
export async function walkPicture(p: WalkPerson): Promise<void> {
  ok('picture', await p.agent.put(`${PERSONNEL_PATH}/${p.id}/picture`).attach('file', PNG, 'walk.png'));
}

/** An OPEN action on the person (written as the owner, like the reminder jobs raise them). */
export async function walkOpenAction(ctx: WalkContext, p: WalkPerson): Promise<string> {
  const [row] = await ctx.sql<{ id: string }>(
    `INSERT INTO open_action (tenant_id, personnel_id, action_type, title) VALUES ($1, $2, 'OTHER', 'Walk: review the file') RETURNING id`,
    [p.tenantId, p.id],
  );
  return row.id;
}

/** A pending new hire of the tenant, reported through the API (SSN not known yet). */
export async function walkPendingHire(ctx: WalkContext, tenantId = ctx.tenantId): Promise<{ agent: Agent; id: string }> {
  const agent = await ctx.agent({ tenantId, permissions: full('PERSONNEL', 'REPORT_NEW_HIRE') });
  const facilityId = await walkFacility(ctx, tenantId);
  const res = await agent.post(`${PERSONNEL_PATH}/report-new-hire`).send({
    facilityId,
    names: { firstName: 'Nina', lastName: 'Walk' },
    birthDate: '1990-01-01',
    maritalStatus: 'SINGLE',
    citizenship: { citizenshipType: 'BORN_IN_US' },
    birthAddress: { city: 'Richmond', state: 'VA' },
    contactInfo: { workEmail: 'nina.walk@walk.example' },
    employment: { employmentType: 'W2_EMPLOYEE', employmentStatus: 'CONTINGENT' },
  });
  return { agent, id: ok('new hire', res).id as string };
}

// ---------------------------------------------------------------- per-person records

export const RECORD_KINDS = ['clearance', 'special-access', 'investigation', 'polygraph', 'badge'] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

/** Per kind: its table, a valid body for a person (made asynchronously: an investigation needs a clearance) and an update. */
export const RECORDS: Record<
  RecordKind,
  { table: string; body(p: WalkPerson): Promise<Record<string, unknown>>; change: Record<string, unknown> }
> = {
  clearance: {
    table: 'personnel_clearance',
    body: async (p) => ({ facilityId: p.facilityId, pclStatus: 'ACTIVE', pclEligibility: 'SECRET' }),
    change: { pclStatus: 'INACTIVE_BREAK', deBriefDate: '2024-01-01' },
  },
  'special-access': {
    table: 'personnel_special_access',
    body: async (p) => ({ facilityId: p.facilityId, specialAccessType: 'NATO', specialAccessStatus: 'ACTIVE' }),
    change: { specialAccessStatus: 'DEBRIEFED', debriefDate: '2024-01-01' },
  },
  investigation: {
    table: 'personnel_investigation',
    body: async (p) => ({ clearanceId: (await walkRecord(p, 'clearance')).id, investigationType: 'TIER_3' }),
    change: { investigationOpenDate: '2024-01-02' },
  },
  polygraph: {
    table: 'personnel_polygraph',
    body: async (p) => ({ facilityId: p.facilityId, polygraphType: 'COUNTERINTELLIGENCE', polygraphStatus: 'SCHEDULED' }),
    change: { polygraphStatus: 'CURRENT', polygraphDate: '2024-01-03' },
  },
  badge: {
    table: 'personnel_badge',
    body: async () => ({ badgeType: 'CAC', badgeStatus: 'ACTIVE', badgeNumber: 'W-1' }),
    change: { badgeStatus: 'SUSPENDED' },
  },
};

/** A record of the kind on the person, with the body it was created from (a PUT sends it back changed). */
export async function walkRecord(p: WalkPerson, kind: RecordKind): Promise<{ id: string; body: Record<string, unknown> }> {
  const body = await RECORDS[kind].body(p);
  return { id: ok(kind, await p.agent.post(`${PERSONNEL_PATH}/${p.id}/${kind}`).send(body)).id as string, body };
}

type Audit = NonNullable<WriteSample['audit']>;
const audited = (eventType: Audit['eventType'], objectTable: string): Audit => ({ eventType, objectTable });

/** A sample that makes a new person of the walk's tenant, then performs one request on them. */
const onPerson = (call: (p: WalkPerson, ctx: WalkContext) => Promise<Response>, status: number, audit: Audit): WriteSample => ({
  run: async (ctx) => call(await walkPerson(ctx), ctx),
  status,
  audit,
});

function recordWriteRoutes(kind: RecordKind): Record<string, WriteEntry> {
  const { table, change } = RECORDS[kind];
  const base = `${PERSONNEL_PATH}/:id/${kind}`;
  const at = (p: WalkPerson, recordId = '') => `${PERSONNEL_PATH}/${p.id}/${kind}${recordId && `/${recordId}`}`;
  return {
    [`POST ${base}`]: onPerson(async (p) => p.agent.post(at(p)).send(await RECORDS[kind].body(p)), 201, audited('CREATE', table)),
    [`PUT ${base}/:recordId`]: onPerson(
      async (p) => {
        const r = await walkRecord(p, kind);
        return p.agent.put(at(p, r.id)).send({ ...r.body, ...change });
      },
      200,
      audited('UPDATE', table),
    ),
    [`DELETE ${base}/:recordId`]: onPerson(
      async (p) => p.agent.delete(at(p, (await walkRecord(p, kind)).id)),
      204,
      audited('DELETE', table),
    ),
  };
}

/** A section save (PUT /personnel/{section}, the person named in the body), by default an update of the person. */
const section = (name: string, body: (p: WalkPerson) => Record<string, unknown>, audit = audited('UPDATE', 'personnel')) =>
  onPerson(async (p) => p.agent.put(`${PERSONNEL_PATH}/${name}`).send({ personnelId: p.id, ...body(p) }), 200, audit);

/** An open action of a person completed or closed by the caller. */
const resolveAction = (how: 'complete' | 'close') =>
  onPerson(
    async (p, ctx) =>
      p.agent.put(`${API}/requests-and-actions/open-actions/${await walkOpenAction(ctx, p)}/${how}`).send({ note: `Walk ${how}` }),
    200,
    audited('UPDATE', 'open_action'),
  );

/** Write-route samples of the personnel domain (see write-routes.catalogue.ts for the contract). */
export const personnelWriteRoutes: Record<string, WriteEntry> = {
  'POST /api/v1/personnel': {
    run: async (ctx) => {
      const agent = await ctx.agent({ permissions: PERSONNEL_ALL });
      return agent.post(PERSONNEL_PATH).send(person([await walkFacility(ctx, ctx.tenantId)]));
    },
    status: 201,
    audit: audited('CREATE', 'personnel'),
  },
  'POST /api/v1/personnel/tenants/:tenantId': {
    run: async (ctx) => {
      const provider = await ctx.newTenant({ tenantType: 'MSS' });
      const client = await ctx.newTenant({ managedBy: provider });
      const staff = await ctx.agent({ tenantId: provider, tenantType: 'MSS', permissions: full('PERSONNEL', 'MSS_TENANT_MANAGEMENT') });
      return staff.post(`${PERSONNEL_PATH}/tenants/${client}`).send(person([await walkFacility(ctx, client)]));
    },
    status: 201,
    audit: audited('CREATE', 'personnel'),
  },
  'PUT /api/v1/personnel/:id': onPerson(
    async (p) => p.agent.put(`${PERSONNEL_PATH}/${p.id}`).send({ ...personBody(p), version: p.body.version }),
    200,
    audited('UPDATE', 'personnel'),
  ),
  'DELETE /api/v1/personnel/:id': onPerson(
    async (p) => {
      await walkRecord(p, 'badge');
      return p.agent.delete(`${PERSONNEL_PATH}/${p.id}`);
    },
    204,
    audited('DELETE', 'personnel'),
  ),
  'PUT /api/v1/personnel/:id/contacts': onPerson(
    async (p) =>
      p.agent
        .put(`${PERSONNEL_PATH}/${p.id}/contacts`)
        .send({ personnelContacts: [{ contactTypeEnum: 'PERSONAL', city: 'Arlington', cellPhoneNumber: '7035550111' }] }),
    200,
    audited('CREATE', 'personnel_contact'),
  ),
  'PUT /api/v1/personnel/:id/picture': onPerson(
    async (p) => p.agent.put(`${PERSONNEL_PATH}/${p.id}/picture`).attach('file', PNG, 'walk.png'),
    200,
    audited('UPDATE', 'personnel'),
  ),
  'POST /api/v1/personnel/:id/document': onPerson(
    async (p) =>
      p.agent
        .post(`${PERSONNEL_PATH}/${p.id}/document`)
        .field('document', JSON.stringify({ titleId: 'SF_312', dateSigned: '2024-03-01' }))
        .attach('file', PDF, 'sf312.pdf'),
    201,
    audited('CREATE', 'personnel_document'),
  ),
  'PUT /api/v1/personnel/:id/document/:documentId': onPerson(
    async (p) =>
      p.agent
        .put(`${PERSONNEL_PATH}/${p.id}/document/${await walkDocument(p)}`)
        .send({ titleId: 'SF_312', required: false, dateSigned: '2024-03-01' }),
    200,
    audited('UPDATE', 'personnel_document'),
  ),
  'DELETE /api/v1/personnel/:id/document/:documentId': onPerson(
    async (p) => p.agent.delete(`${PERSONNEL_PATH}/${p.id}/document/${await walkDocument(p, true)}`),
    204,
    audited('DELETE', 'personnel_document'),
  ),
  'PUT /api/v1/personnel/biographic': section('biographic', (p) => ({
    ...personBody(p, { employment: undefined }),
    version: p.body.version,
  })),
  'PUT /api/v1/personnel/employment': section('employment', () => ({
    jobTitle: 'Engineer',
    employmentType: 'W2_EMPLOYEE',
    employmentStatus: 'ACTIVE',
    hireDate: '2024-01-02',
  })),
  'PUT /api/v1/personnel/physical': section('physical', () => ({ race: 'ASIAN', height: `5'6"`, eyeColor: 'BROWN' })),
  'PUT /api/v1/personnel/automobile': section('automobile', () => ({
    driverLicenseNumber: 'T123-456',
    dlIssuingState: 'VA',
    personnelVehicles: [{ vehicleMake: 'Subaru', vehicleYear: 2019 }],
  })),
  'PUT /api/v1/personnel/documents': section(
    'documents',
    () => ({ documents: [{ titleId: 'SF_86', required: true }] }),
    audited('CREATE', 'personnel_document'),
  ),
  ...Object.fromEntries(RECORD_KINDS.flatMap((kind) => Object.entries(recordWriteRoutes(kind)))),
  'PUT /api/v1/requests-and-actions/open-actions/:id/complete': resolveAction('complete'),
  'PUT /api/v1/requests-and-actions/open-actions/:id/close': resolveAction('close'),
  'POST /api/v1/personnel/report-new-hire': {
    run: async (ctx) => {
      const agent = await ctx.agent({ permissions: full('REPORT_NEW_HIRE') });
      return agent.post(`${PERSONNEL_PATH}/report-new-hire`).send({
        facilityId: await walkFacility(ctx, ctx.tenantId),
        names: { firstName: 'Ned', lastName: 'Walk' },
        ssn: nextSsn(),
        birthDate: '1991-02-03',
        maritalStatus: 'SINGLE',
        citizenship: { citizenshipType: 'BORN_IN_US' },
        birthAddress: { city: 'Richmond', state: 'VA' },
        contactInfo: { workEmail: 'ned.walk@walk.example' },
        employment: { employmentType: 'W2_EMPLOYEE', employmentStatus: 'CONTINGENT' },
      });
    },
    status: 201,
    audit: audited('CREATE', 'pending_hire'),
  },
  'POST /api/v1/personnel/accept-new-personnel': {
    run: async (ctx) => {
      const hire = await walkPendingHire(ctx);
      return hire.agent
        .post(`${PERSONNEL_PATH}/accept-new-personnel`)
        .send({ pendingHireId: hire.id, employmentStatus: 'CONTINGENT', genderType: 'FEMALE' });
    },
    status: 201,
    audit: audited('CREATE', 'personnel'),
  },
  'POST /api/v1/personnel/reject-new-personnel': {
    run: async (ctx) => {
      const hire = await walkPendingHire(ctx);
      return hire.agent.post(`${PERSONNEL_PATH}/reject-new-personnel`).send({ pendingHireId: hire.id, reason: 'Offer withdrawn' });
    },
    status: 201,
    audit: audited('UPDATE', 'pending_hire'),
  },
};

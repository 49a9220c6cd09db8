import { Worker } from 'bullmq';
import type { Test } from 'supertest';
import { OTP_REQUIRED_HEADER, TENANT_MESSAGES } from '@clearline/shared';
import { config } from '../../src/core/config/config';
import { RequestContext } from '../../src/core/context/request-context';
import { createRedis } from '../../src/core/queue/redis';
import { StorageService } from '../../src/core/storage/storage.service';
import { TenantArchiveJob } from '../../src/modules/tenants/tenant-archive.service';
import { MSS_TENANT_ID, SYSTEM_TENANT_ID } from '../../src/seed/ids';
import { createUser, signIn } from '../support/auth';
import { startTestApp, type TestApp } from '../support/test-app';
import { inTenantTimeZone, tenantDay, utcDay, zoneOffUtcDay } from '../support/time-zone';
import { auditRowsOf, full, newTenant, sessionAgent, TINY_PNG as PNG } from './support';

const rid = (res: { headers: Record<string, string> }) => res.headers['x-request-id'];

describe('tenants API', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof sessionAgent>>;
  let mssStaff: Awaited<ReturnType<typeof sessionAgent>>;
  let mss: string;
  let managed: string;
  let unmanaged: string;

  beforeAll(async () => {
    t = await startTestApp();
    await createUser(t, { tenantId: SYSTEM_TENANT_ID }); // makes sure the seeded tenants exist
    await createUser(t, { tenantId: MSS_TENANT_ID });
    admin = await sessionAgent(t, {
      tenantId: SYSTEM_TENANT_ID,
      tenantType: 'SYSTEM',
      permissions: full('TENANT_MANAGEMENT', 'TENANT_CLOSEOUT'),
    });
    mss = await newTenant(t, { name: 'Watchtower MSS', tenantType: 'MSS' });
    managed = await newTenant(t, { name: 'Managed Co', managedBy: mss });
    unmanaged = await newTenant(t, { name: 'Independent Co' });
    mssStaff = await sessionAgent(t, { tenantId: mss, tenantType: 'MSS', permissions: full('MSS_TENANT_MANAGEMENT') });
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('provider staff (TENANT_MANAGEMENT)', () => {
    let created: { id: string; version: number };
    let closedOutUser: { username: string; password: string };

    it('adds a tenant; the write is audited in the new tenant’s log in the same request', async () => {
      const res = await admin
        .post('/api/v1/tenants')
        .send({
          name: '  Orbital Dynamics ',
          tenantType: 'SAAS',
          payTier: 'PREMIUM',
          contactEmail: 'fso@orbital.example',
          contactPhone: '+1 (703) 555-0100',
        })
        .expect(201);
      expect(res.body).toMatchObject({
        name: 'Orbital Dynamics',
        tenantType: 'SAAS',
        payTier: 'PREMIUM',
        enabled: true,
        status: 'ACTIVE',
        contactPhone: '703-555-0100',
        managingTenantId: null,
        hasLogo: false,
      });
      expect(res.body.anonymousHash).toMatch(/^[0-9a-f]{48}$/);
      expect(res.body.anonymousReportUrl).toBe(`${config().publicUrl.replace(/\/+$/, '')}/anonymous-report/${res.body.anonymousHash}`);
      created = res.body;
      const rows = await auditRowsOf(t, rid(res));
      const create = rows.find((r) => r.event_type === 'CREATE' && r.object_table === 'tenant');
      expect(create).toMatchObject({ tenant_id: created.id, object_id: created.id, username: admin.user.username });
      expect(create!.changes!.name).toEqual({ before: null, after: 'Orbital Dynamics' });
      expect(rows.some((r) => r.event_type === 'SYSTEM_SCOPE')).toBe(true);
    });

    it('refuses bad input with the message a person can act on', async () => {
      const bad = async (body: object, message: string | RegExp, status = 400) => {
        const res = await admin.post('/api/v1/tenants').send(body).expect(status);
        expect(res.body.message).toMatch(message);
      };
      await bad({ tenantType: 'SAAS' }, 'Tenant Name is required');
      await bad({ name: 'X', tenantType: 'SAAS', contactEmail: 'nope' }, 'Contact Email is not valid');
      await bad({ name: 'X', tenantType: 'SYSTEM' }, 'Tenant Type must be one of SAAS, MSS, DEFAULT');
      await bad({ name: 'X', tenantType: 'SAAS', payTier: 'GOLD' }, 'Pay Tier must be one of');
      await bad({ name: 'x'.repeat(129), tenantType: 'SAAS' }, 'Field exceeded max character length of 128.');
      await bad({ name: 'X', tenantType: 'SAAS', zipCode: '123' }, 'Tenant Zip Code is not valid');
      await bad({ name: 'X', tenantType: 'SAAS', isAdmin: true }, 'isAdmin is not an accepted field');
      await bad({ name: 'X', tenantType: 'SAAS', managingTenantId: unmanaged }, TENANT_MESSAGES.managingNotMss);
      await bad({ name: 'orbital dynamics', tenantType: 'SAAS' }, TENANT_MESSAGES.nameTaken, 409);
    });

    it('lists, filters and sorts every tenant with Content-Range', async () => {
      const res = await admin.get('/api/v1/tenants?size=50&sort=name,asc').expect(200);
      const names = res.body.map((x: { name: string }) => x.name);
      expect(names).toEqual(expect.arrayContaining(['Clearline', 'Watchtower MSS', 'Managed Co', 'Independent Co', 'Orbital Dynamics']));
      expect(names).toEqual([...names].sort((x: string, y: string) => x.toLowerCase().localeCompare(y.toLowerCase())));
      expect(res.headers['content-range']).toMatch(/^tenants 0-\d+\/\d+$/);
      const mssOnly = await admin.get('/api/v1/tenants?tenantType=MSS').expect(200);
      expect(mssOnly.body.length).toBeGreaterThan(0);
      expect(mssOnly.body.every((x: { tenantType: string }) => x.tenantType === 'MSS')).toBe(true);
      const q = await admin.get(`/api/v1/tenants?filter=${encodeURIComponent(JSON.stringify({ q: 'orbit' }))}`).expect(200);
      expect(q.body.map((x: { name: string }) => x.name)).toEqual(['Orbital Dynamics']);
      // the search the audit log's tenant filter uses: ?q= on the name, a page at a time
      const byName = await admin.get('/api/v1/tenants?q=ORBITAL%20dyn&size=5&sort=name,asc').expect(200);
      expect(byName.body.map((x: { name: string }) => x.name)).toEqual(['Orbital Dynamics']);
      expect(byName.headers['x-total-count']).toBe('1');
      await admin.get('/api/v1/tenants?sort=anonymousHash,asc').expect(400);
      const providers = await admin.get('/api/v1/tenants/mss').expect(200);
      expect(providers.body.map((x: { name: string }) => x.name)).toEqual(
        expect.arrayContaining(['Watchtower MSS', 'Sentinel Security Services']),
      );
    });

    it('edits a tenant and refuses a stale version', async () => {
      const res = await admin
        .put(`/api/v1/tenants/${created.id}`)
        .send({ contactName: 'Dana Reyes', version: created.version })
        .expect(200);
      expect(res.body.contactName).toBe('Dana Reyes');
      const rows = await auditRowsOf(t, rid(res));
      expect(rows.find((r) => r.event_type === 'UPDATE')!.changes).toEqual({ contactName: { before: null, after: 'Dana Reyes' } });
      await admin.put(`/api/v1/tenants/${created.id}`).send({ contactName: 'Stale', version: created.version }).expect(409);
      await admin.put(`/api/v1/tenants/not-a-uuid`).send({ contactName: 'x' }).expect(404);
      // the type is answer-only here (it changes through PUT /tenants/convert/{id}): sent back it is ignored, never written
      expect((await admin.put(`/api/v1/tenants/${created.id}`).send({ tenantType: 'MSS' }).expect(200)).body.tenantType).toBe('SAAS');
    });

    it('disables a tenant (its users are signed out and cannot sign in) and enables it again', async () => {
      const user = await createUser(t, { tenantId: created.id, roles: ['FSO'] });
      const member = await signIn(t, user.username, user.password);
      await member.get('/api/v1/sessions/is-valid').expect(200);
      const res = await admin.put(`/api/v1/tenants/${created.id}/disable`).expect(200);
      expect(res.body).toMatchObject({ enabled: false, status: 'DISABLED' });
      expect((await auditRowsOf(t, rid(res))).find((r) => r.event_type === 'UPDATE')!.changes).toMatchObject({
        enabled: { before: true, after: false },
      });
      await member.get('/api/v1/sessions/is-valid').expect(401);
      const refused = await t.agent().post('/api/v1/auth/login').send({ username: user.username, password: user.password }).expect(403);
      expect(refused.body.message).toBe(TENANT_MESSAGES.disabledSignIn);
      const wrong = await t.agent().post('/api/v1/auth/login').send({ username: user.username, password: 'not-the-password' }).expect(401);
      expect(wrong.body.message).not.toBe(TENANT_MESSAGES.disabledSignIn);
      await admin.put(`/api/v1/tenants/${created.id}/enable`).expect(200);
      await signIn(t, user.username, user.password);
      await admin.put(`/api/v1/tenants/${SYSTEM_TENANT_ID}/disable`).expect(400);
    });

    it('converts SAAS ↔ MSS-managed and refuses impossible conversions', async () => {
      let res = await admin.put(`/api/v1/tenants/convert/${created.id}`).send({ tenantType: 'SAAS', managingTenantId: mss }).expect(200);
      expect(res.body).toMatchObject({ tenantType: 'SAAS', managingTenantId: mss, managingTenantName: 'Watchtower MSS' });
      res = await admin.put(`/api/v1/tenants/convert/${created.id}`).send({ tenantType: 'SAAS', managingTenantId: null }).expect(200);
      expect(res.body.managingTenantId).toBeNull();
      await admin.put(`/api/v1/tenants/convert/${created.id}`).send({ tenantType: 'SAAS', managingTenantId: unmanaged }).expect(400);
      const still = await admin.put(`/api/v1/tenants/convert/${mss}`).send({ tenantType: 'SAAS' }).expect(409);
      expect(still.body.message).toBe(TENANT_MESSAGES.stillManages(1));
      await admin.put(`/api/v1/tenants/convert/${SYSTEM_TENANT_ID}`).send({ tenantType: 'SAAS' }).expect(400);
      await admin.put(`/api/v1/tenants/convert/${created.id}`).send({ tenantType: 'SYSTEM' }).expect(400);
    });

    it('changes the logo (checked by content and size) and serves it', async () => {
      const res = await admin
        .put(`/api/v1/tenants/${created.id}/logo`)
        .attach('file', PNG, { filename: 'logo.png', contentType: 'image/png' })
        .expect(200);
      expect(res.body.hasLogo).toBe(true);
      const rows = await auditRowsOf(t, rid(res));
      expect(rows.find((r) => r.object_table === 'tenant_logo')!.changes!.content.after).toMatch(/^<binary \d+ bytes sha256:/);
      const img = await admin.get(`/api/v1/tenants/${created.id}/logo`).buffer(true).expect(200);
      expect(img.headers['content-type']).toBe('image/png');
      expect(Buffer.compare(img.body as Buffer, PNG)).toBe(0);
      const fake = await admin
        .put(`/api/v1/tenants/${created.id}/logo`)
        .attach('file', Buffer.from('<svg onload=alert(1)>'), { filename: 'logo.png', contentType: 'image/png' })
        .expect(400);
      expect(fake.body.message).toBe(TENANT_MESSAGES.logoType('logo.png', 'image/png'));
      const big = Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]);
      const tooBig = await admin
        .put(`/api/v1/tenants/${created.id}/logo`)
        .attach('file', big, { filename: 'big.png', contentType: 'image/png' })
        .expect(400);
      expect(tooBig.body.message).toBe(TENANT_MESSAGES.logoTooLarge('big.png'));
      const none = await admin.put(`/api/v1/tenants/${created.id}/logo`).expect(400);
      expect(none.body.message).toBe(TENANT_MESSAGES.logoRequired);
      await admin.get(`/api/v1/tenants/${unmanaged}/logo`).expect(404);
    });

    it('closes a tenant out: from the termination date on its users cannot sign in', async () => {
      const user = await createUser(t, { tenantId: created.id, roles: ['FSO'] });
      await admin.put(`/api/v1/tenants/closeout/${created.id}`).send({}).expect(400);
      const bad = await admin.put(`/api/v1/tenants/closeout/${created.id}`).send({ terminationDate: '2024-02-30' }).expect(400);
      expect(bad.body.message).toBe('Termination Date: Invalid Date');
      const future = await admin.put(`/api/v1/tenants/closeout/${created.id}`).send({ terminationDate: '2999-01-01' }).expect(200);
      expect(future.body).toMatchObject({ status: 'ACTIVE', terminationDate: '2999-01-01' });
      const member = await signIn(t, user.username, user.password);
      const res = await admin.put(`/api/v1/tenants/closeout/${created.id}`).send({ terminationDate: tenantDay() }).expect(200);
      expect(res.body.status).toBe('CLOSED_OUT');
      await member.get('/api/v1/sessions/is-valid').expect(401);
      const [state] = await t.sql<{ s: string }>(`SELECT tenant_access_state($1) AS s`, [created.id]);
      expect(state.s).toBe('CLOSED_OUT');
      closedOutUser = user;
    });

    it("counts the termination date in the tenant's own day (its TIME_ZONE), not the server's UTC day", async () => {
      // ahead of UTC the tenant's today is UTC's tomorrow; behind it, UTC's today has not come yet
      const { zone, ahead } = zoneOffUtcDay();
      const id = await newTenant(t);
      const user = await createUser(t, { tenantId: id, roles: ['FSO'] });
      await inTenantTimeZone(t, id, zone, async () => {
        const res = await admin
          .put(`/api/v1/tenants/closeout/${id}`)
          .send({ terminationDate: utcDay(ahead ? 1 : 0) })
          .expect(200);
        expect(res.body.status).toBe(ahead ? 'CLOSED_OUT' : 'ACTIVE');
        const [state] = await t.sql<{ s: string }>(`SELECT tenant_access_state($1) AS s`, [id]);
        expect(state.s).toBe(ahead ? 'CLOSED_OUT' : 'ACTIVE');
        // closed out: refused with the tenant's message; not yet: the password is taken and the one-time code asked for
        const login = await t.agent().post('/api/v1/auth/login').send({ username: user.username, password: user.password });
        if (ahead) expect(login.body.message).toBe(TENANT_MESSAGES.closedOutSignIn);
        else expect(login.headers[OTP_REQUIRED_HEADER.toLowerCase()]).toBe('true');
      });
    });

    it('a closed-out tenant’s users cannot sign in', async () => {
      const res = await t
        .agent()
        .post('/api/v1/auth/login')
        .send({ username: closedOutUser.username, password: closedOutUser.password })
        .expect(403);
      expect(res.body.message).toBe(TENANT_MESSAGES.closedOutSignIn);
    });
  });

  describe('MSS staff (MSS_TENANT_MANAGEMENT)', () => {
    it('see and change only the tenants their organization manages', async () => {
      const list = await mssStaff.get('/api/v1/tenants').expect(200);
      expect(list.body.map((x: { id: string }) => x.id)).toEqual([managed]);
      await mssStaff.get(`/api/v1/tenants/${managed}`).expect(200);
      for (const id of [unmanaged, mss, SYSTEM_TENANT_ID]) {
        await mssStaff.get(`/api/v1/tenants/${id}`).expect(404);
        await mssStaff.put(`/api/v1/tenants/${id}`).send({ contactName: 'x' }).expect(404);
        await mssStaff.put(`/api/v1/tenants/${id}/disable`).expect(404);
        await mssStaff.put(`/api/v1/tenants/${id}/logo`).attach('file', PNG, 'l.png').expect(404);
        await mssStaff.post(`/api/v1/tenants/${id}/documents/archive`).expect(404);
      }
      const providers = await mssStaff.get('/api/v1/tenants/mss').expect(200);
      expect(providers.body.map((x: { id: string }) => x.id)).toEqual([mss]);
    });

    it('add tenants managed by their organization only, and cannot convert or close out', async () => {
      const res = await mssStaff.post('/api/v1/tenants').send({ name: 'New Client LLC', tenantType: 'SAAS' }).expect(201);
      expect(res.body.managingTenantId).toBe(mss);
      await mssStaff.post('/api/v1/tenants').send({ name: 'Other', tenantType: 'SAAS', managingTenantId: MSS_TENANT_ID }).expect(403);
      await mssStaff.post('/api/v1/tenants').send({ name: 'Rival MSS', tenantType: 'MSS' }).expect(403);
      await mssStaff.put(`/api/v1/tenants/convert/${managed}`).send({ tenantType: 'SAAS' }).expect(403);
      await mssStaff.put(`/api/v1/tenants/closeout/${managed}`).send({ terminationDate: '2999-01-01' }).expect(403);
      const disabled = await mssStaff.put(`/api/v1/tenants/${res.body.id}/disable`).expect(200);
      expect(disabled.body.enabled).toBe(false);
    });
  });

  describe('tenant profile (TENANT_PROFILE)', () => {
    it('reads and edits only the own tenant, and only profile fields', async () => {
      const own = await sessionAgent(t, { tenantId: unmanaged, permissions: full('TENANT_PROFILE') });
      const res = await own.get(`/api/v1/tenants/${unmanaged}`).expect(200);
      expect(res.body.name).toBe('Independent Co');
      await own.get(`/api/v1/tenants/${managed}`).expect(404);
      await own.get('/api/v1/tenants').expect(403);
      const upd = await own
        .put(`/api/v1/tenants/${unmanaged}`)
        .send({ contactName: 'Pat Lee', city: 'Reston', website: 'https://independent.example' })
        .expect(200);
      expect(upd.body).toMatchObject({ contactName: 'Pat Lee', city: 'Reston' });
      const refused = await own.put(`/api/v1/tenants/${unmanaged}`).send({ payTier: 'PREMIUM', name: 'Renamed' }).expect(403);
      expect(refused.body.message).toBe(TENANT_MESSAGES.profileFieldsOnly('payTier, name'));
      await own.put(`/api/v1/tenants/${managed}`).send({ contactName: 'x' }).expect(404);
      await own.put(`/api/v1/tenants/${unmanaged}/logo`).attach('file', PNG, 'l.png').expect(200);
      await own.put(`/api/v1/tenants/${unmanaged}/disable`).expect(403);
      const viewer = await sessionAgent(t, { tenantId: unmanaged, permissions: { TENANT_PROFILE: { canView: true, ui: true } } });
      await viewer.put(`/api/v1/tenants/${unmanaged}`).send({ contactName: 'x' }).expect(403);
    });
  });

  describe('an MSS provider’s own profile (MSS_TENANT_MANAGEMENT and TENANT_PROFILE, as MSS_ADMIN holds)', () => {
    it('reads and edits the provider’s own profile, not as one of the tenants it manages', async () => {
      const staff = await sessionAgent(t, {
        tenantId: mss,
        tenantType: 'MSS',
        permissions: full('MSS_TENANT_MANAGEMENT', 'TENANT_PROFILE'),
      });
      const res = await staff.get(`/api/v1/tenants/${mss}`).expect(200);
      expect(res.body).toMatchObject({ id: mss, name: 'Watchtower MSS', tenantType: 'MSS' });
      await staff.get(`/api/v1/tenants/${mss}/logo`).expect(404); // no logo yet: the tenant itself is found
      const upd = await staff.put(`/api/v1/tenants/${mss}`).send({ contactName: 'Morgan Analyst' }).expect(200);
      expect(upd.body.contactName).toBe('Morgan Analyst');
      const refused = await staff.put(`/api/v1/tenants/${mss}`).send({ payTier: 'PREMIUM' }).expect(403);
      expect(refused.body.message).toBe(TENANT_MESSAGES.profileFieldsOnly('payTier'));
      await staff.put(`/api/v1/tenants/${mss}/disable`).expect(404);
      const list = await staff.get('/api/v1/tenants').expect(200);
      expect(list.body.map((x: { id: string }) => x.id)).not.toContain(mss);
      await staff.get(`/api/v1/tenants/${managed}`).expect(200);
    });
  });

  describe('security-team point of contact (MSS-managed tenants)', () => {
    it('lists the managing MSS tenant’s users as candidates, in the audited system scope', async () => {
      const analyst = await createUser(t, { tenantId: mss, username: `analyst_${Date.now()}` });
      const outsider = await createUser(t, { tenantId: unmanaged });
      const res = await admin.get(`/api/v1/tenants/mss/${mss}/users`).expect(200);
      const ids = res.body.map((u: { id: string }) => u.id);
      expect(ids).toContain(analyst.id);
      expect(ids).not.toContain(outsider.id);
      expect(res.body.find((u: { id: string }) => u.id === analyst.id)).toMatchObject({
        name: `Test ${analyst.username}`,
        username: analyst.username,
      });
      const rows = await auditRowsOf(t, rid(res));
      expect(rows.find((r) => r.event_type === 'SYSTEM_SCOPE')).toBeTruthy();
      // MSS staff: their own organization only; unknown, non-MSS and other providers are not found
      const own = await mssStaff.get(`/api/v1/tenants/mss/${mss}/users`).expect(200);
      expect(own.body.map((u: { id: string }) => u.id)).toContain(analyst.id);
      await mssStaff.get(`/api/v1/tenants/mss/${MSS_TENANT_ID}/users`).expect(404);
      await admin.get(`/api/v1/tenants/mss/${unmanaged}/users`).expect(404);
      await admin.get('/api/v1/tenants/mss/not-a-uuid/users').expect(404);
      // no tenant-listing right: refused
      const own2 = await sessionAgent(t, { tenantId: unmanaged, permissions: full('TENANT_PROFILE') });
      await own2.get(`/api/v1/tenants/mss/${mss}/users`).expect(403);
    });

    it('saves a user of the managing MSS tenant, shows the name, and refuses anyone else', async () => {
      const poc = await createUser(t, { tenantId: mss });
      const foreign = await createUser(t, { tenantId: MSS_TENANT_ID });
      const local = await createUser(t, { tenantId: managed });
      const message = 'Security Team Point of Contact must be a user of the managing MSS tenant.';
      for (const [agent, id] of [
        [admin, foreign.id],
        [admin, local.id],
        [mssStaff, foreign.id],
        [admin, '00000000-0000-4000-8000-000000000000'],
      ] as const) {
        const bad = await agent.put(`/api/v1/tenants/${managed}`).send({ securityTeamPocUserId: id }).expect(400);
        expect(bad.body.message).toBe(message);
      }
      const unmanagedRes = await admin.put(`/api/v1/tenants/${unmanaged}`).send({ securityTeamPocUserId: poc.id }).expect(400);
      expect(unmanagedRes.body.message).toBe(message);
      expect((await admin.get(`/api/v1/tenants/${managed}`).expect(200)).body.securityTeamPocUserId).toBeNull();

      const saved = await mssStaff.put(`/api/v1/tenants/${managed}`).send({ securityTeamPocUserId: poc.id }).expect(200);
      expect(saved.body).toMatchObject({ securityTeamPocUserId: poc.id, securityTeamPocName: `Test ${poc.username}` });
      const change = (await auditRowsOf(t, rid(saved))).find((r) => r.event_type === 'UPDATE' && r.object_table === 'tenant');
      expect(change!.changes!.securityTeamPocUserId).toEqual({ before: null, after: poc.id });

      const created = await admin
        .post('/api/v1/tenants')
        .send({ name: 'POC Client', tenantType: 'SAAS', managingTenantId: mss, securityTeamPocUserId: poc.id })
        .expect(201);
      expect(created.body.securityTeamPocName).toBe(`Test ${poc.username}`);
      const refused = await admin
        .post('/api/v1/tenants')
        .send({ name: 'POC Client 2', tenantType: 'SAAS', managingTenantId: mss, securityTeamPocUserId: foreign.id })
        .expect(400);
      expect(refused.body.message).toBe(message);
      await admin.get(`/api/v1/tenants?filter=${encodeURIComponent(JSON.stringify({ q: 'POC Client 2' }))}`).expect(200, []);
      const cleared = await admin.put(`/api/v1/tenants/${managed}`).send({ securityTeamPocUserId: null }).expect(200);
      expect(cleared.body).toMatchObject({ securityTeamPocUserId: null, securityTeamPocName: null });
    });
  });

  describe('document archive', () => {
    it('queues a job that zips the tenant’s documents and offers the zip for download', async () => {
      const storage = t.app.get(StorageService);
      const docs = [
        ['PERSONNEL', 'sf-86.pdf', Buffer.from('%PDF-1.4 first')],
        ['PERSONNEL', 'sf-86.pdf', Buffer.from('%PDF-1.4 second')],
        ['FACILITY', 'dd254.pdf', Buffer.from('%PDF-1.4 third')],
      ] as const;
      const entity = '11111111-2222-4333-8444-555555555555';
      for (const [type, name, bytes] of docs) {
        const key = storage.newKey('documents', managed);
        await storage.put(key, bytes, 'application/pdf');
        await t.sql(
          `INSERT INTO document (tenant_id, entity_type, entity_id, file_name, content_type, size_bytes, sha256, storage_key)
           VALUES ($1, $2, $3, $4, 'application/pdf', $5, 'x', $6)`,
          [managed, type, entity, name, bytes.length, key],
        );
      }
      await t.sql(
        `INSERT INTO document (tenant_id, entity_type, entity_id, file_name, content_type, size_bytes, sha256, storage_key)
         VALUES ($1, 'PERSONNEL', $2, 'secret.pdf', 'application/pdf', 3, 'x', 'documents/other/never')`,
        [unmanaged, entity],
      );
      const res = await admin.post(`/api/v1/tenants/${managed}/documents/archive`).expect(201);
      expect(res.body).toMatchObject({ status: 'QUEUED', message: TENANT_MESSAGES.archiveQueued });
      const runId = res.body.jobRunId;
      expect((await auditRowsOf(t, rid(res))).some((r) => r.action === 'DOCUMENT_ARCHIVE_REQUESTED' && r.tenant_id === managed)).toBe(true);

      const handler = t.app.get(TenantArchiveJob);
      const worker = new Worker(
        'maintenance',
        (job) => RequestContext.run({ requestId: `job:${job.id}`, tenantId: job.data.tenantId }, () => handler.run(job)),
        { connection: createRedis(config().redisUrl, 'test-maintenance'), prefix: config().redisPrefix },
      );
      try {
        let runs: Array<{ id: string; status: string; fileName: string | null }> = [];
        for (let i = 0; i < 200; i++) {
          runs = (await admin.get(`/api/v1/tenants/${managed}/documents/archives`).expect(200)).body;
          if (runs[0]?.status === 'SUCCEEDED' || runs[0]?.status === 'FAILED') break;
          await new Promise((r) => setTimeout(r, 50));
        }
        expect(runs[0]).toMatchObject({ id: runId, status: 'SUCCEEDED' });
      } finally {
        await worker.close();
      }
      const zip = await admin
        .get(`/api/v1/tenants/${managed}/documents/archives/${runId}/download`)
        .buffer(true)
        .parse(((r: NodeJS.ReadableStream, cb: (e: Error | null, b: Buffer) => void) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () => cb(null, Buffer.concat(chunks)));
        }) as unknown as Parameters<Test['parse']>[0])
        .expect(200);
      expect(zip.headers['content-type']).toBe('application/zip');
      const body = zip.body as Buffer;
      expect(body.subarray(0, 2).toString()).toBe('PK');
      const text = body.toString('latin1');
      expect(text).toContain(`PERSONNEL/${entity}/sf-86.pdf`);
      expect(text).toContain('FACILITY/');
      expect(text).toContain('manifest.csv');
      expect(text).not.toContain('secret.pdf');
      expect((await auditRowsOf(t, rid(zip))).some((r) => r.event_type === 'EXPORT' && r.action === 'DOCUMENT_ARCHIVE_DOWNLOADED')).toBe(
        true,
      );
      const archived = await t.sql(`SELECT 1 FROM audit_log WHERE tenant_id = $1 AND action = 'DOCUMENTS_ARCHIVED'`, [managed]);
      expect(archived.length).toBe(1);
      await mssStaff.get(`/api/v1/tenants/${managed}/documents/archives/${runId}/download`).expect(200);
      await admin.get(`/api/v1/tenants/${unmanaged}/documents/archives/${runId}/download`).expect(404);
    }, 120_000);
  });
});

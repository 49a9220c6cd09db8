import type TestAgent from 'supertest/lib/agent';
import { config } from '../../src/core/config/config';
import { KNOWLEDGE_CENTER_TUTORIALS } from '../../src/seed/knowledge-center.seed';
import { seed } from '../../src/seed/seed';
import { DEMO_TENANT_ID } from '../../src/seed/ids';
import { signInAs } from '../support/auth';
import { startTestApp, type TestApp } from '../support/test-app';

const ALL = { canView: true, ui: true, canCreate: true, canUpdate: true, canDelete: true };

/** The seeded written tutorials of the knowledge centre: idempotent, readable, no video address. */
describe('knowledge centre seed', () => {
  let t: TestApp;
  let employee: TestAgent;
  let master: TestAgent;

  beforeAll(async () => {
    t = await startTestApp();
    await seed(config(), t.databaseUrl, false);
    employee = await signInAs(t, { tenantId: DEMO_TENANT_ID, roles: ['CLIENT_EMPLOYEE'] });
    master = await signInAs(t, { tenantId: DEMO_TENANT_ID, permissions: { MASTER_DATA: ALL } });
  }, 120_000);
  afterAll(() => t?.close());

  it('writes the tutorials once and keeps edits when run again', async () => {
    const rows = async () => t.sql<{ id: string; title: string }>(`SELECT id, title FROM knowledge_center_item ORDER BY id`);
    const first = await rows();
    expect(first).toHaveLength(KNOWLEDGE_CENTER_TUTORIALS.length);
    const list = (await employee.get('/api/v1/knowledge-center').expect(200)).body as Array<{ id: string; title: string; type: string }>;
    const wizard = list.find((i) => i.title === 'Adding a person with the personnel wizard')!;
    expect(wizard.type).toBe('PERSONNEL');
    await master
      .put(`/api/v1/knowledge-center/${wizard.id}`)
      .send({ type: 'PERSONNEL', title: 'The personnel wizard', description: 'Edited by the provider' })
      .expect(200);
    await seed(config(), t.databaseUrl, false);
    const again = await rows();
    expect(again).toHaveLength(first.length);
    expect(again.find((r) => r.id === wizard.id)?.title).toBe('The personnel wizard');
  });

  it('answers a written tutorial without a video address, and still refuses a non-https one', async () => {
    const list = (await employee.get('/api/v1/knowledge-center').expect(200)).body as Array<{ id: string; type: string }>;
    expect(new Set(list.map((i) => i.type))).toEqual(new Set(['FACILITIES', 'PERSONNEL', 'CONTRACTS', 'OTHER']));
    const one = await employee.get(`/api/v1/knowledge-center/${list[0].id}`).expect(200);
    expect(one.body.videoUrl).toBeNull();
    expect(one.body.description.length).toBeGreaterThan(50);
    const written = await master
      .post('/api/v1/knowledge-center')
      .send({ type: 'OTHER', title: 'Signing in', description: 'Use your e-mail code.' });
    expect(written.status).toBe(201);
    expect(written.body.videoUrl).toBeNull();
    const bad = await master
      .post('/api/v1/knowledge-center')
      .send({ type: 'OTHER', title: 'x', videoUrl: 'http://insecure.example/x.mp4' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Video URL must be an https address');
  });
});

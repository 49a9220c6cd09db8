import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type TestAgent from 'supertest/lib/agent';
import { config } from '../../src/core/config/config';
import { SERVER_ROOT } from '../../src/core/paths';
import { KNOWLEDGE_CENTER_TUTORIALS, RETIRED_KNOWLEDGE_CENTER_KEYS } from '../../src/seed/knowledge-center.seed';
import { seed } from '../../src/seed/seed';
import { DEMO_TENANT_ID, seedId } from '../../src/seed/ids';
import { signInAs } from '../support/auth';
import { startTestApp, type TestApp } from '../support/test-app';

const ALL = { canView: true, ui: true, canCreate: true, canUpdate: true, canDelete: true };

/** The seeded tutorials of the knowledge centre: idempotent, about pages that exist, a video the product serves itself. */
describe('knowledge centre seed', () => {
  let t: TestApp;
  let employee: TestAgent;
  let master: TestAgent;

  const retired = seedId(`knowledge-center:${RETIRED_KNOWLEDGE_CENTER_KEYS[0]}`);

  beforeAll(async () => {
    t = await startTestApp();
    // an item an earlier seed wrote about a page the product does not have
    await t.sql(`INSERT INTO knowledge_center_item (id, type, title, description) VALUES ($1, 'CONTRACTS', 'Recording a contract', 'x')`, [
      retired,
    ]);
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

  it('removes the items earlier seeds wrote about pages the product does not have', async () => {
    expect(await t.sql(`SELECT 1 FROM knowledge_center_item WHERE id = $1`, [retired])).toHaveLength(0);
    const list = (await employee.get('/api/v1/knowledge-center').expect(200)).body as Array<{ title: string; description: string }>;
    expect(list.filter((i) => /contract|DD-254/i.test(`${i.title} ${i.description}`))).toEqual([]);
  });

  it('serves the seeded video itself, whole or by byte range, as video/webm', async () => {
    const list = (await employee.get('/api/v1/knowledge-center').expect(200)).body as Array<{ title: string; videoUrl: string | null }>;
    const video = list.find((i) => i.videoUrl)!;
    expect(video.title).toBe('Video: adding a person');
    expect(video.videoUrl).toMatch(/^\/api\/v1\/knowledge-center\/[0-9a-f-]{36}\/video$/);
    const file = readFileSync(join(SERVER_ROOT, 'src/seed/assets/adding-a-person.webm'));
    const whole = await employee.get(video.videoUrl!).buffer(true).expect(200);
    expect(whole.headers['content-type']).toBe('video/webm');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(Buffer.compare(whole.body as Buffer, file)).toBe(0);
    const part = await employee.get(video.videoUrl!).set('Range', 'bytes=100-1099').buffer(true).expect(206);
    expect(part.headers['content-range']).toBe(`bytes 100-1099/${file.length}`);
    expect(Buffer.compare(part.body as Buffer, file.subarray(100, 1100))).toBe(0);
    const tail = await employee.get(video.videoUrl!).set('Range', 'bytes=-10').buffer(true).expect(206);
    expect(Buffer.compare(tail.body as Buffer, file.subarray(file.length - 10))).toBe(0);
    const outside = await employee
      .get(video.videoUrl!)
      .set('Range', `bytes=${file.length + 5}-`)
      .expect(416);
    expect(outside.headers['content-range']).toBe(`bytes */${file.length}`);
    await t.agent().get(video.videoUrl!).expect(401);
    const written = list.find((i) => !i.videoUrl)! as unknown as { id: string };
    await employee.get(`/api/v1/knowledge-center/${written.id}/video`).expect(404);
  });

  it('answers a written tutorial without a video address, and still refuses a non-https one', async () => {
    const list = (await employee.get('/api/v1/knowledge-center').expect(200)).body as Array<{
      id: string;
      type: string;
      videoUrl: string | null;
    }>;
    expect(new Set(list.map((i) => i.type))).toEqual(new Set(['FACILITIES', 'PERSONNEL', 'OTHER']));
    const one = await employee.get(`/api/v1/knowledge-center/${list.find((i) => !i.videoUrl)!.id}`).expect(200);
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

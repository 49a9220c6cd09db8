import type TestAgent from 'supertest/lib/agent';
import { config } from '../../src/core/config/config';
import { DEMO_BLANK_FORMS } from '../../src/seed/downloads.seed';
import { seed } from '../../src/seed/seed';
import { DEMO_TENANT_ID, MSS_TENANT_ID } from '../../src/seed/ids';
import { signInAs } from '../support/auth';
import { startTestApp, type TestApp } from '../support/test-app';
import { inTenantTimeZone, tenantDay, utcDay, zoneOffUtcDay } from '../support/time-zone';

const ALL = { canView: true, ui: true, canCreate: true, canUpdate: true, canDelete: true };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const API = '/api/v1';

interface Link {
  id: string;
  prettyName: string;
  sectionName: string;
  filePath: string | null;
  fileName: string | null;
  url: string | null;
}

/** GET /documents/{path} with the answer's bytes as a Buffer. */
const download = (agent: TestAgent, path: string) =>
  agent
    .get(`${API}/documents/${path}`)
    .buffer(true)
    .parse((r, cb) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => cb(null, Buffer.concat(chunks)));
    });

/** GET /tenant-master-data/downloads and the download of a link's file by the people it is offered to. */
describe('tenant download links (blank forms)', () => {
  let t: TestApp;
  let admin: TestAgent;
  let employee: TestAgent;
  let fso: TestAgent;
  let stranger: TestAgent;
  const ids: Record<string, string> = {};
  const files: Record<string, string> = {};

  /** A link of the demo tenant with a PDF uploaded through POST /documents (kind DOWNLOAD_LINK, needs TENANT_MASTER). */
  const link = async (key: string, cols: Record<string, unknown>) => {
    const names = Object.keys(cols);
    const [row] = await t.sql<{ id: string }>(
      `INSERT INTO download_link (tenant_id, ${names.join(', ')}, url)
       VALUES ($1, ${names.map((_, i) => `$${i + 2}`).join(', ')}, 'https://placeholder.invalid') RETURNING id`,
      [DEMO_TENANT_ID, ...Object.values(cols)],
    );
    const up = await admin
      .post(`${API}/documents`)
      .field('entityType', 'DOWNLOAD_LINK')
      .field('entityId', row.id)
      .attach('file', PDF, `${key}.pdf`);
    expect(up.status).toBe(201);
    await t.sql(`UPDATE download_link SET document_id = $2, file_name = $3, url = NULL WHERE id = $1`, [
      row.id,
      up.body[0].filePath,
      up.body[0].fileName,
    ]);
    ids[key] = row.id;
    files[key] = up.body[0].filePath;
  };

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signInAs(t, { tenantId: DEMO_TENANT_ID, permissions: { TENANT_MASTER: ALL } });
    employee = await signInAs(t, { tenantId: DEMO_TENANT_ID, roles: ['CLIENT_EMPLOYEE'] });
    fso = await signInAs(t, { tenantId: DEMO_TENANT_ID, roles: ['FSO'] });
    stranger = await signInAs(t, { tenantId: MSS_TENANT_ID, roles: ['CLIENT_EMPLOYEE'] });
    await link('open', { section_name: 'BLANK_FORM', pretty_name: 'Open Form' });
    await link('today', {
      section_name: 'BLANK_FORM',
      pretty_name: 'Last Day Form',
      valid_until_date: tenantDay(),
    });
    await link('expired', { section_name: 'BLANK_FORM', pretty_name: 'Expired Form', valid_until_date: '2020-01-01' });
    await link('inactive', { section_name: 'BLANK_FORM', pretty_name: 'Inactive Form', is_active: false });
    await link('fsoOnly', { section_name: 'BLANK_FORM', pretty_name: 'FSO Form', allowed_roles: ['FSO'] });
    await link('sop', { section_name: 'SOP', pretty_name: 'Security SOP' });
    await t.sql(
      `INSERT INTO download_link (tenant_id, section_name, pretty_name, url) VALUES ($1, 'BLANK_FORM', 'DCSA Forms Library', 'https://www.dcsa.mil/forms')`,
      [DEMO_TENANT_ID],
    );
  }, 120_000);
  afterAll(() => t?.close());

  const names = async (agent: TestAgent, sectionName?: string) => {
    const res = await agent.get(`${API}/tenant-master-data/downloads`).query(sectionName ? { sectionName } : {});
    expect(res.status).toBe(200);
    return (res.body as Link[]).map((l) => l.prettyName);
  };

  it('offers only active, unexpired links of the section that the user’s roles allow', async () => {
    expect(await names(employee, 'BLANK_FORM')).toEqual(['DCSA Forms Library', 'Last Day Form', 'Open Form']);
    expect(await names(fso, 'BLANK_FORM')).toEqual(['DCSA Forms Library', 'FSO Form', 'Last Day Form', 'Open Form']);
    expect(await names(employee)).toEqual(['DCSA Forms Library', 'Last Day Form', 'Open Form', 'Security SOP']);
    expect(await names(stranger, 'BLANK_FORM')).toEqual([]);
    const [open] = (await employee.get(`${API}/tenant-master-data/downloads`).query({ sectionName: 'BLANK_FORM' })).body.filter(
      (l: Link) => l.prettyName === 'Open Form',
    );
    expect(open).toMatchObject({ id: ids.open, sectionName: 'BLANK_FORM', filePath: files.open, fileName: 'open.pdf', url: null });
  });

  it("counts a link's last day on the tenant's day (its TIME_ZONE), not the server's UTC day", async () => {
    // ahead of UTC a link valid until UTC's today is over; behind it a link valid until UTC's yesterday still runs
    const { zone, ahead } = zoneOffUtcDay();
    await link('zoned', { section_name: 'BLANK_FORM', pretty_name: 'Zoned Form', valid_until_date: utcDay(ahead ? 0 : -1) });
    try {
      await inTenantTimeZone(t, DEMO_TENANT_ID, zone, async () => {
        expect((await names(employee, 'BLANK_FORM')).includes('Zoned Form')).toBe(!ahead);
        expect((await employee.get(`${API}/documents/${files.zoned}`)).status).toBe(ahead ? 403 : 200);
      });
    } finally {
      await t.sql(`DELETE FROM download_link WHERE id = $1`, [ids.zoned]);
    }
  });

  it('answers 400 for an unknown section and 401 without a session', async () => {
    const bad = await employee.get(`${API}/tenant-master-data/downloads`).query({ sectionName: 'FORMS' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('sectionName must be one of COMPANY, GOV, NEWSLETTER, BLANK_FORM, EDU_TRNG, SOP');
    expect((await t.agent().get(`${API}/tenant-master-data/downloads`)).status).toBe(401);
  });

  it('lets an employee download an offered form, and nothing else', async () => {
    const res = await download(employee, files.open);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(Buffer.compare(res.body as Buffer, PDF)).toBe(0);
    for (const key of ['expired', 'inactive', 'fsoOnly']) expect((await employee.get(`${API}/documents/${files[key]}`)).status).toBe(403);
    expect((await fso.get(`${API}/documents/${files.fsoOnly}`)).status).toBe(200);
    // another tenant's form does not exist for the stranger
    expect((await stranger.get(`${API}/documents/${files.open}`)).status).toBe(404);
  });

  it('seeds the demo blank forms once, as real PDFs an employee can download', async () => {
    await seed(config(), t.databaseUrl, false);
    const count = async () =>
      (
        await t.sql<{ links: number; docs: number }>(
          `SELECT (SELECT count(*)::int FROM download_link WHERE tenant_id = $1) AS links,
                  (SELECT count(*)::int FROM document WHERE tenant_id = $1) AS docs`,
          [DEMO_TENANT_ID],
        )
      )[0];
    const first = await count();
    await seed(config(), t.databaseUrl, false);
    expect(await count()).toEqual(first);

    const offered = (await employee.get(`${API}/tenant-master-data/downloads`).query({ sectionName: 'BLANK_FORM' })).body as Link[];
    const seeded = DEMO_BLANK_FORMS.filter((f) => !f.allowedRoles.length).map((f) => f.prettyName);
    expect(seeded.length).toBeGreaterThanOrEqual(3);
    for (const name of seeded) expect(offered.map((l) => l.prettyName)).toContain(name);
    expect(offered.map((l) => l.prettyName)).not.toContain('DD-254 Review Checklist');
    const sf312 = offered.find((l) => l.prettyName === 'SF-312 Nondisclosure Agreement Routing Sheet')!;
    const res = await download(employee, sf312.filePath!);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toContain('SF-312-Routing-Sheet.pdf');
    const pdf = res.body as Buffer;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');
  }, 120_000);
});

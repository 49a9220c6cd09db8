import { UPLOAD_MESSAGES } from '@clearline/shared';
import { startTestApp, type TestApp } from '../support/test-app';
import { API, createPerson, facility, tenantWithoutMfa, type JsonBody, type UserAgent, userIn } from './fixtures';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const OTHER_PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n% another\n');

/** The Personal Info tab's documents: the titles a person must have, and duplicate uploads refused (spec 02 §5). */
describe('personnel documents: required titles and duplicate files', () => {
  let t: TestApp;
  let tenant: string;
  let fso: UserAgent;
  let f1: string;

  beforeAll(async () => {
    t = await startTestApp();
    tenant = await tenantWithoutMfa(t, 'Documents Co');
    fso = await userIn(t, tenant, { roles: ['FSO'] });
    f1 = await facility(fso, 'Main Plant', 'DOCS1');
    await t.sql(
      `INSERT INTO required_document_default (tenant_id, kind, option_type, option, required_documents, updated_date)
       VALUES ($1, 'personnel', 'ACCESS_TYPE', 'SAP', ARRAY['SF_312'], current_date)`,
      [tenant],
    );
  });
  afterAll(() => t?.close());

  const upload = (personnelId: string, titleId: string, file: Buffer, name: string) =>
    fso.post(`${API}/personnel/${personnelId}/document`).field('document', JSON.stringify({ titleId })).attach('file', file, name);

  it('lists the titles the person must have: the matching defaults and the documents marked required, missing until on file', async () => {
    const p = await createPerson(fso, [f1], { firstName: 'Rita', lastName: 'Required', specialSystemAccessList: ['SAP'] });
    await fso.put(`${API}/personnel/documents`).send({ personnelId: p.id, documents: [{ titleId: 'SF_86', required: true }] });
    const before = await fso.get(`${API}/personnel/${p.id}/required-documents`);
    expect(before.status).toBe(200);
    // in the order of the document titles
    expect(before.body).toEqual([
      { titleId: 'SF_86', titleName: 'SF-86 Questionnaire for National Security Positions', missing: true },
      { titleId: 'SF_312', titleName: 'SF-312 Classified Information Nondisclosure Agreement', missing: true },
    ]);
    expect((await upload(p.id, 'SF_312', PDF, 'sf312.pdf')).status).toBe(201);
    const after = await fso.get(`${API}/personnel/${p.id}/required-documents`);
    expect(after.body.map((r: JsonBody) => [r.titleId, r.missing])).toEqual([
      ['SF_86', true],
      ['SF_312', false],
    ]);
    // a person without defaults or required documents must have nothing
    const none = await createPerson(fso, [f1], { firstName: 'Nora', lastName: 'None' });
    expect((await fso.get(`${API}/personnel/${none.id}/required-documents`)).body).toEqual([]);
  });

  it('needs VIEW on PERSONNEL and answers 404 for an unknown person', async () => {
    const p = await createPerson(fso, [f1], { firstName: 'Vic', lastName: 'View' });
    const nobody = await userIn(t, tenant, { permissions: { FACILITIES: { canView: true } } });
    expect((await nobody.get(`${API}/personnel/${p.id}/required-documents`)).status).toBe(403);
    expect((await fso.get(`${API}/personnel/00000000-0000-4000-8000-000000000000/required-documents`)).status).toBe(404);
  });

  it('refuses a file the person already has (same name and size), on a new document and on a replaced file, writing nothing', async () => {
    const p = await createPerson(fso, [f1], { firstName: 'Dora', lastName: 'Duplicate' });
    const first = await upload(p.id, 'SF_312', PDF, 'signed.pdf');
    expect(first.status).toBe(201);
    const count = async () =>
      (await t.sql<{ n: number }>(`SELECT count(*)::int AS n FROM personnel_document WHERE personnel_id = $1`, [p.id]))[0].n;
    const audits = async () => (await t.sql(`SELECT 1 FROM audit_log WHERE object_table = 'personnel_document'`)).length;
    const [docsBefore, auditsBefore] = [await count(), await audits()];

    const again = await upload(p.id, 'OTHER', PDF, 'signed.pdf');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(UPLOAD_MESSAGES.duplicate('signed.pdf'));
    expect(again.body.message).toBe('file signed.pdf has already been uploaded.');

    const missing = await fso
      .post(`${API}/personnel/${p.id}/document`)
      .field('document', JSON.stringify({ titleId: 'SF_86', required: true }));
    expect(missing.status).toBe(201);
    const replaced = await fso
      .put(`${API}/personnel/${p.id}/document/${missing.body.id}`)
      .field('document', JSON.stringify({ titleId: 'SF_86', required: true }))
      .attach('file', PDF, 'signed.pdf');
    expect(replaced.status).toBe(409);
    expect(replaced.body.message).toBe('file signed.pdf has already been uploaded.');
    expect(
      (await fso.get(`${API}/personnel/${p.id}`)).body.personnelDocuments.find((d: JsonBody) => d.id === missing.body.id),
    ).toMatchObject({
      fileName: null,
      documentStatus: 'MISSING',
    });
    expect(await count()).toBe(docsBefore + 1);
    expect(await audits()).toBe(auditsBefore + 1);

    // the same name with another size, or another name with the same size, is another file
    expect((await upload(p.id, 'OTHER', OTHER_PDF, 'signed.pdf')).status).toBe(201);
    expect((await upload(p.id, 'OTHER', PDF, 'signed-copy.pdf')).status).toBe(201);
    // another person may have the same file
    const q = await createPerson(fso, [f1], { firstName: 'Quinn', lastName: 'Other' });
    expect((await upload(q.id, 'SF_312', PDF, 'signed.pdf')).status).toBe(201);
  });
});

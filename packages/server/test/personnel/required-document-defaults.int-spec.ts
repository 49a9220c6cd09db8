import { startTestApp, type TestApp } from '../support/test-app';
import { tenantDay } from '../support/time-zone';
import { API, createPerson, facility, type JsonBody, person, tenantWithoutMfa, type UserAgent, userIn } from './fixtures';

/** The tenant's defaults per employment type (spec 01 §3 "Required document default"): four for W-2, two for 1099. */
const W2 = ['INITIAL_SECURITY_BRIEFING', 'PROOF_OF_CITIZENSHIP', 'SF_312', 'SF_86'];
const C1099 = ['ELECTRONIC_FINGERPRINT_RECEIPT', 'SF_312'];
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

/**
 * The tenant's required-document defaults are written into a person's documents when the person is created (API
 * create, accepted new hire) and when their employment type changes, so the record, the required-documents list and
 * the open actions say the same thing.
 */
describe('required-document defaults applied to people', () => {
  let t: TestApp;
  let tenant: string;
  let fso: UserAgent;
  let plant: string;

  beforeAll(async () => {
    t = await startTestApp();
    tenant = await tenantWithoutMfa(t, 'Defaults Applied Co');
    fso = await userIn(t, tenant, { roles: ['FSO'] });
    plant = await facility(fso, 'Defaults Plant', 'DEF01');
    await t.sql(
      `INSERT INTO required_document_default (tenant_id, kind, option_type, option, required_documents, updated_date)
       VALUES ($1, 'personnel', 'EMPLOYMENT_TYPE', 'W2_EMPLOYEE', $2, current_date),
              ($1, 'personnel', 'EMPLOYMENT_TYPE', 'CONTRACT_1099', $3, current_date)`,
      [tenant, W2, C1099],
    );
  });
  afterAll(() => t?.close());

  const w2 = { employmentType: 'W2_EMPLOYEE', employmentStatus: 'ACTIVE' };
  /** The person's documents as GET answers them: title → required, sorted by title. */
  const documents = async (id: string): Promise<Array<[string, boolean, string]>> =>
    ((await fso.get(`${API}/personnel/${id}`)).body.personnelDocuments as JsonBody[])
      .map((d): [string, boolean, string] => [d.titleId, d.required, d.documentStatus])
      .sort(([a], [b]) => a.localeCompare(b));
  const requiredTitles = async (id: string) =>
    ((await fso.get(`${API}/personnel/${id}/required-documents`)).body as JsonBody[]).map((r) => r.titleId).sort();
  const missingActions = async (id: string) =>
    ((await fso.get(`${API}/requests-and-actions/open-actions/personnel/${id}`)).body as JsonBody[])
      .filter((a) => a.actionType === 'MISSING_REQUIRED_DOCUMENT' && a.state === 'OPEN')
      .map((a) => a.documentTitleId)
      .sort();

  it('API create without a document list: the defaults of the employment type are required, missing, and raised', async () => {
    const p = await createPerson(fso, [plant], { firstName: 'Wanda', lastName: 'Twotype', employment: w2 });
    expect(p.defaultDocumentTitles.slice().sort()).toEqual(W2);
    expect(
      (p.personnelDocuments as JsonBody[]).map((d) => [d.titleId, d.required, d.documentStatus]).sort(([a], [b]) => a.localeCompare(b)),
    ).toEqual(W2.map((title) => [title, true, 'MISSING']));
    expect(await requiredTitles(p.id)).toEqual(W2);
    expect(await missingActions(p.id)).toEqual(W2);
  });

  it('API create with a document list: the defaults apply and the list’s choices stand over them', async () => {
    const p = await createPerson(fso, [plant], {
      firstName: 'Carl',
      lastName: 'Chooser',
      employment: w2,
      personnelDocuments: [
        { titleId: 'SF_86', required: false },
        { titleId: 'NATO_BRIEFING', required: true },
      ],
    });
    expect(await documents(p.id)).toEqual([
      ['INITIAL_SECURITY_BRIEFING', true, 'MISSING'],
      ['NATO_BRIEFING', true, 'MISSING'],
      ['PROOF_OF_CITIZENSHIP', true, 'MISSING'],
      ['SF_312', true, 'MISSING'],
      ['SF_86', false, 'MISSING'],
    ]);
    expect(await requiredTitles(p.id)).toEqual(['INITIAL_SECURITY_BRIEFING', 'NATO_BRIEFING', 'PROOF_OF_CITIZENSHIP', 'SF_312']);
  });

  it('a new hire accepted as a person gets the defaults of the reported employment type', async () => {
    const report = await fso.post(`${API}/personnel/report-new-hire`).send({
      facilityId: plant,
      cleared: false,
      names: { firstName: 'Nina', lastName: 'Newhire' },
      ssn: '000000000',
      birthDate: '1991-02-03',
      maritalStatus: 'SINGLE',
      citizenship: { citizenshipCountryId: 236, citizenshipType: 'BORN_IN_US' },
      birthAddress: { countryId: 236, city: 'Norfolk', state: 'VA' },
      contactInfo: { workEmail: 'nina.newhire@defaults.example' },
      employment: { employmentType: 'W2_EMPLOYEE', employmentStatus: 'CONTINGENT', startDate: tenantDay() },
    });
    expect(report.status).toBe(201);
    const accepted = await fso
      .post(`${API}/personnel/accept-new-personnel`)
      .send({ pendingHireId: report.body.id, employmentStatus: 'ACTIVE', genderType: 'FEMALE' });
    expect(accepted.status).toBe(201);
    const personnelId = accepted.body.personnelId as string;
    expect(await documents(personnelId)).toEqual(W2.map((title) => [title, true, 'MISSING']));
    expect(await missingActions(personnelId)).toEqual(W2);
  });

  it('an employment type change adds the new type’s defaults and keeps the old ones as they were', async () => {
    const p = await createPerson(fso, [plant], { firstName: 'Tom', lastName: 'Typechange', employment: w2 });
    // one W-2 default is filed (its file attached to the required row, as the person's page does), one is switched
    // off by a person (the Required Documents step)
    const proof = (p.personnelDocuments as JsonBody[]).find((d) => d.titleId === 'PROOF_OF_CITIZENSHIP')!;
    const up = await fso
      .put(`${API}/personnel/${p.id}/document/${proof.id}`)
      .field('document', JSON.stringify({ titleId: 'PROOF_OF_CITIZENSHIP', required: true }))
      .attach('file', PDF, 'passport.pdf');
    expect(up.status).toBe(200);
    const off = await fso
      .put(`${API}/personnel/documents`)
      .send({ personnelId: p.id, documents: [{ titleId: 'SF_312', required: false }] });
    expect(off.status).toBe(200);

    const changed = await fso
      .put(`${API}/personnel/employment`)
      .send({ personnelId: p.id, employmentType: 'CONTRACT_1099', employmentStatus: 'ACTIVE' });
    expect(changed.status).toBe(200);
    expect(changed.body.defaultDocumentTitles.slice().sort()).toEqual(C1099);
    // the 1099 fingerprint receipt is added; SF-312, a default of both types, stays switched off as the person chose;
    // the W-2 titles the 1099 defaults do not name stay required, the filed one with its file
    const docs = (changed.body.personnelDocuments as JsonBody[]).map((d) => [d.titleId, d.required, d.fileName ?? null]);
    expect(docs.sort(([a], [b]) => String(a).localeCompare(String(b)))).toEqual([
      ['ELECTRONIC_FINGERPRINT_RECEIPT', true, null],
      ['INITIAL_SECURITY_BRIEFING', true, null],
      ['PROOF_OF_CITIZENSHIP', true, 'passport.pdf'],
      ['SF_312', false, null],
      ['SF_86', true, null],
    ]);
    expect(await missingActions(p.id)).toEqual(['ELECTRONIC_FINGERPRINT_RECEIPT', 'INITIAL_SECURITY_BRIEFING', 'SF_86']);

    // the same employment saved again changes nothing
    const again = await fso
      .put(`${API}/personnel/employment`)
      .send({ personnelId: p.id, employmentType: 'CONTRACT_1099', employmentStatus: 'ACTIVE', jobTitle: 'Analyst' });
    expect(again.status).toBe(200);
    expect(await documents(p.id)).toEqual(
      (changed.body.personnelDocuments as JsonBody[])
        .map((d): [string, boolean, string] => [d.titleId, d.required, d.documentStatus])
        .sort(([a], [b]) => a.localeCompare(b)),
    );
  });

  it('an employment type change through PUT /personnel/{id} applies the same rule', async () => {
    const p = await createPerson(fso, [plant], { firstName: 'Pat', lastName: 'Putwhole' });
    expect((await documents(p.id)).map(([title]) => title)).toEqual(C1099);
    const res = await fso
      .put(`${API}/personnel/${p.id}`)
      .send({ ...person([plant], { firstName: 'Pat', lastName: 'Putwhole', ssn: p.ssn, employment: w2 }), version: p.version });
    expect(res.status).toBe(200);
    expect((await documents(p.id)).map(([title, required]) => [title, required])).toEqual(
      [...new Set([...W2, ...C1099])].sort().map((title) => [title, true]),
    );
  });

  it('switching off, at the Required Documents step, a title that is no longer a default removes its placeholder', async () => {
    const p = await createPerson(fso, [plant], { firstName: 'Wiz', lastName: 'Ard', employment: w2 });
    await fso
      .put(`${API}/personnel/employment`)
      .send({ personnelId: p.id, employmentType: 'CONTRACT_1099', employmentStatus: 'ACTIVE' })
      .expect(200);
    // what the wizard sends when its type changed before Finish: the new type's defaults on, the old type's off
    const choices = [...new Set([...W2, ...C1099])].map((titleId) => ({ titleId, required: C1099.includes(titleId) }));
    const res = await fso.put(`${API}/personnel/documents`).send({ personnelId: p.id, documents: choices });
    expect(res.status).toBe(200);
    expect(await documents(p.id)).toEqual(C1099.map((title) => [title, true, 'MISSING']));
    expect(await missingActions(p.id)).toEqual(C1099);
    // against a default of the person's type, switching off is recorded (and the title is no longer required)
    await fso
      .put(`${API}/personnel/documents`)
      .send({ personnelId: p.id, documents: [{ titleId: 'SF_312', required: false }] })
      .expect(200);
    expect(await documents(p.id)).toEqual([
      ['ELECTRONIC_FINGERPRINT_RECEIPT', true, 'MISSING'],
      ['SF_312', false, 'MISSING'],
    ]);
    expect(await requiredTitles(p.id)).toEqual(['ELECTRONIC_FINGERPRINT_RECEIPT']);
  });
});

import { jest } from '@jest/globals';
import { Client } from 'pg';
import { API_MESSAGES } from '@clearline/shared';
import { startTestApp, type TestApp } from '../support/test-app';
import { API, biographic, createPerson, facility, person, tenantWithoutMfa, type UserAgent, userIn, type JsonBody } from './fixtures';
import { futureYear } from '../support/dates';

/** The year of the expiry days of these tests: it stays in the future whatever day the suite runs. */
const YEAR = futureYear();

const PNG_2x3 = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000002000000030806000000' +
    '9d74cb6c0000000d49444154789c63f8ffff3f030005fe02fe0def46b80000000049454e44ae426082',
  'hex',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

/** The wizard's sections, documents and open actions, the lists and deletion. */
describe('personnel sections, documents, open actions and lists', () => {
  let t: TestApp;
  let tenant: string;
  let fso: UserAgent;
  let f1: string;
  let f2: string;

  beforeAll(async () => {
    t = await startTestApp();
    tenant = await tenantWithoutMfa(t, 'Sections Co');
    fso = await userIn(t, tenant, { roles: ['FSO'] });
    f1 = await facility(fso, 'North Plant', 'NORT1');
    f2 = await facility(fso, 'South Plant', 'SOUT1');
  });
  afterAll(() => t?.close());

  it('runs the wizard: create, contacts, employment, physical, automobile, documents', async () => {
    const p = await createPerson(fso, [f1, f2], { firstName: 'Wendy', lastName: 'Wizard', specialSystemAccessList: ['SCI'] });
    expect(p.facilities.map((f: { facilityName: string }) => f.facilityName)).toEqual(['North Plant', 'South Plant']);
    expect(p.status).toBe('INPROGRESS');
    expect(p.enabled).toBe(true);

    const contacts = await fso.put(`${API}/personnel/${p.id}/contacts`).send({
      personnelContacts: [
        {
          contactTypeEnum: 'PERSONAL',
          street1: '1 Main St',
          city: 'Arlington',
          state: 'VA',
          zipCode: '22201',
          countryId: 236,
          cellPhoneNumber: '+1 (571) 555-0100',
          homePhoneNumber: 'ext. 12',
        },
        {
          contactTypeEnum: 'EMERGENCY',
          contactName: 'Will Wizard',
          contactRelationshipType: 'SPOUSE',
          cellPhoneNumber: '5715550101',
          checked: true,
        },
      ],
    });
    expect(contacts.status).toBe(200);
    const personal = contacts.body.personnelContacts.find((c: { contactTypeEnum: string }) => c.contactTypeEnum === 'PERSONAL');
    expect(personal).toMatchObject({ cellPhoneNumber: '571-555-0100', homePhoneNumber: 'ext. 12', zipCode: '22201' });
    // update in place, drop the emergency contact, add a travel emergency one
    const again = await fso.put(`${API}/personnel/${p.id}/contacts`).send({
      personnelContacts: [
        { id: personal.id, contactTypeEnum: 'PERSONAL', city: 'Reston', state: 'VA', countryId: 236 },
        { contactTypeEnum: 'TRAVEL_EMERGENCY', contactName: 'Tia', contactRelationshipType: 'SIBLING', cellPhoneNumber: '571-555-0199' },
      ],
    });
    expect(again.body.personnelContacts).toHaveLength(2);
    expect(again.body.personnelContacts.find((c: { id: string }) => c.id === personal.id).city).toBe('Reston');
    const foreignId = await fso
      .put(`${API}/personnel/${p.id}/contacts`)
      .send({ personnelContacts: [{ id: '00000000-0000-4000-8000-00000000c0de', contactTypeEnum: 'PERSONAL' }] });
    expect({ status: foreignId.status, message: foreignId.body.message }).toEqual({
      status: 404,
      message: API_MESSAGES.fieldRecordNotFound('personnelContacts.0.id', 'Contact', '00000000-0000-4000-8000-00000000c0de'),
    });

    const boss = await createPerson(fso, [f1], { firstName: 'Bob', lastName: 'Boss', workEmail: 'bob.boss@acme.example' });
    await fso
      .put(`${API}/personnel/${boss.id}/contacts`)
      .send({ personnelContacts: [{ contactTypeEnum: 'PERSONAL', cellPhoneNumber: '7035550111' }] });
    const emp = await fso.put(`${API}/personnel/employment`).send({
      personnelId: p.id,
      jobTitle: 'Engineer',
      employmentType: 'W2_EMPLOYEE',
      employmentStatus: 'CONTINGENT',
      hireDate: '2024-01-02',
      startDate: '2024-01-15',
      workLocationType: 'HYBRID',
      oconus: true,
      costCenter: 'CC-7',
      supervisorPersonnelId: boss.id,
      contingencyOfferSignedDate: '2023-12-20',
    });
    expect(emp.status).toBe(200);
    expect(emp.body.employment).toMatchObject({
      jobTitle: 'Engineer',
      employmentStatus: 'CONTINGENT',
      supervisorName: 'Bob Boss',
      supervisorEmail: 'bob.boss@acme.example',
      supervisorPhone: '703-555-0111',
      oconus: true,
    });
    expect(emp.body.status).toBe('INPROGRESS');
    const active = await fso
      .put(`${API}/personnel/employment`)
      .send({ personnelId: p.id, employmentType: 'W2_EMPLOYEE', employmentStatus: 'ACTIVE' });
    expect(active.body.status).toBe('ACTIVE');
    expect(active.body.employment.jobTitle).toBe('Engineer');

    const phys = await fso
      .put(`${API}/personnel/physical`)
      .send({ personnelId: p.id, race: 'ASIAN', height: `5'6"`, weight: '130 lb', eyeColor: 'BROWN', hairColor: 'BLACK' });
    expect(phys.body.physical).toEqual({ race: 'ASIAN', height: `5'6"`, weight: '130 lb', eyeColor: 'BROWN', hairColor: 'BLACK' });
    expect((await fso.put(`${API}/personnel/physical`).send({ personnelId: p.id, eyeColor: 'VIOLET' })).body.message).toBe(
      'Eye Color must be one of BLACK, BLUE, BROWN, GRAY, GREEN, HAZEL, MAROON, MULTICOLORED, PINK, UNKNOWN',
    );

    const auto = await fso.put(`${API}/personnel/automobile`).send({
      personnelId: p.id,
      driverLicenseNumber: 'T123-456',
      dlIssuingState: 'VA',
      dlIssueDate: '2020-01-01',
      dlExpiryDate: `${YEAR}-01-01`,
      personnelVehicles: [
        { vehicleMake: 'Subaru', vehicleModel: 'Outback', vehicleYear: 2019, licensePlate: 'ABC123' },
        { vehicleName: 'Work van', vehicleYear: 2021 },
      ],
    });
    expect(auto.status).toBe(200);
    expect(auto.body.automobile.personnelVehicles.map((v: { vehicleName: string }) => v.vehicleName)).toEqual(['Vehicle 1', 'Work van']);
    expect(
      (await fso.put(`${API}/personnel/automobile`).send({ personnelId: p.id, personnelVehicles: [{ vehicleYear: 2019.5 }] })).body.message,
    ).toBe('Vehicle Year must be a whole number');

    const docs = await fso.put(`${API}/personnel/documents`).send({
      personnelId: p.id,
      documents: [
        { titleId: 'SF_312', required: true },
        { titleId: 'SF_86', required: false },
      ],
    });
    expect(docs.status).toBe(200);
    expect(docs.body.personnelDocuments).toEqual([
      expect.objectContaining({ titleId: 'SF_312', required: true, documentStatus: 'MISSING', titleName: expect.any(String) }),
    ]);
    expect(
      (await fso.put(`${API}/personnel/documents`).send({ personnelId: p.id, documents: [{ titleId: 'NOT_A_TITLE', required: true }] }))
        .body.message,
    ).toBe('Document Title is not one of the allowed values');

    const full = (await fso.get(`${API}/personnel/${p.id}`)).body;
    expect(full.personnelContacts).toHaveLength(2);
    expect(full.automobile.driverLicenseNumber).toBe('T123-456');
  });

  it('creates a person with every section in one call and answers every field', async () => {
    const body = person([f1], {
      middleName: 'Q',
      previouslyUsedNames: 'Smith',
      aliasName: 'Q',
      employeeId: 'E-100',
      pssn: '987-65-4329',
      dodEdiPn: '1234567890',
      agencyId: 'AG-9',
      kmp: true,
      kmpType: 'SENIOR_MANAGEMENT_OFFICIAL',
      kmpExcluded: true,
      kmpExclusionDate: '2024-02-02',
      kmpOwnership: 12.5,
      passportNumber: 'P123',
      passportIssueDate: '2019-01-01',
      passportType: 'REGULAR',
      passportExpiryDate: `${YEAR + 1}-01-01`,
      alienRegistrationNumber: null,
      nonUsCitizenshipRenDate: null,
      personnelContacts: [{ contactTypeEnum: 'PERSONAL', personalEmailAddress: 'q@home.example' }],
      employment: { employmentType: 'CONTRACT_1099', employmentStatus: 'SUSPENDED', jobTitle: 'Analyst' },
      physical: { race: 'WHITE' },
      automobile: { driverLicenseNumber: 'D1', personnelVehicles: [{ vehicleMake: 'Ford' }] },
    });
    const res = await fso.post(`${API}/personnel`).send(body);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      middleName: 'Q',
      employeeId: 'E-100',
      kmp: true,
      kmpType: 'SENIOR_MANAGEMENT_OFFICIAL',
      kmpOwnership: 12.5,
      passportType: 'REGULAR',
      status: 'SUSPENDED',
      birthAddress: { countryId: 236, city: 'Richmond', state: 'VA', zipCode: '23219', street1: null, street2: null },
      employment: { employmentType: 'CONTRACT_1099', jobTitle: 'Analyst' },
      physical: { race: 'WHITE' },
      automobile: {
        driverLicenseNumber: 'D1',
        personnelVehicles: [expect.objectContaining({ vehicleMake: 'Ford', vehicleName: 'Vehicle 1' })],
      },
    });
    // KMP details go when the person is no longer KMP
    const off = await fso
      .put(`${API}/personnel/biographic`)
      .send({ ...biographic([f1]), personnelId: res.body.id, ssn: res.body.ssn, kmp: false, kmpType: 'OWNER', kmpOwnership: 50 });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ kmp: false, kmpType: null, kmpOwnership: null, kmpExcluded: false });
  });

  it('reads a person with every section in one statement, answering what the write answered', async () => {
    const boss = await createPerson(fso, [f1], { firstName: 'Stella', lastName: 'Super', workEmail: 'stella.super@acme.example' });
    await fso
      .put(`${API}/personnel/${boss.id}/contacts`)
      .send({ personnelContacts: [{ contactTypeEnum: 'PERSONAL', workPhoneNumber: '7035550123', cellPhoneNumber: '7035550124' }] });
    const created = await fso.post(`${API}/personnel`).send(
      person([f2, f1], {
        personnelContacts: [
          { contactTypeEnum: 'EMERGENCY', contactName: 'Eve', contactRelationshipType: 'SPOUSE', cellPhoneNumber: '5715550101' },
          { contactTypeEnum: 'PERSONAL', street1: '1 Main St', city: 'Arlington', state: 'VA', zipCode: '22201', countryId: 236 },
        ],
        employment: { employmentType: 'W2_EMPLOYEE', employmentStatus: 'ACTIVE', jobTitle: 'Analyst', supervisorPersonnelId: boss.id },
        automobile: { driverLicenseNumber: 'D1', personnelVehicles: [{ vehicleMake: 'Ford' }, { vehicleMake: 'Kia', vehicleYear: 2020 }] },
      }),
    );
    expect(created.status).toBe(201);
    const sql = jest.spyOn(Client.prototype, 'query');
    let statements: string[];
    let res;
    try {
      res = await fso.get(`${API}/personnel/${created.body.id}`);
      const texts = sql.mock.calls.map(([q]) => (typeof q === 'string' ? q : (q as { text: string }).text));
      statements = texts
        .slice(texts.findIndex((q) => q.startsWith('START TRANSACTION')) + 1)
        .filter((q) => !/^(COMMIT|SELECT set_config)/.test(q));
    } finally {
      sql.mockRestore();
    }
    expect(res.status).toBe(200);
    expect(statements).toHaveLength(1);
    expect(res.body).toEqual(created.body);
    expect(res.body.facilities.map((f: { facilityName: string }) => f.facilityName)).toEqual(['North Plant', 'South Plant']);
    expect(res.body.personnelContacts.map((c: { contactTypeEnum: string }) => c.contactTypeEnum)).toEqual(['EMERGENCY', 'PERSONAL']);
    expect(res.body.automobile.personnelVehicles.map((v: { vehicleMake: string }) => v.vehicleMake)).toEqual(['Ford', 'Kia']);
    expect(res.body.employment).toMatchObject({
      supervisorPersonnelId: boss.id,
      supervisorName: 'Stella Super',
      supervisorEmail: 'stella.super@acme.example',
      supervisorPhone: '703-555-0123',
    });
    expect(res.body.status).toBe('ACTIVE');
    expect(typeof res.body.createdAt).toBe('string');
  });

  it('raises a missing required document from the required-document defaults and completes it when the file arrives', async () => {
    await t.sql(
      `INSERT INTO required_document_default (tenant_id, kind, option_type, option, required_documents, updated_date)
       VALUES ($1, 'personnel', 'ACCESS_TYPE', 'SAP', ARRAY['SF_312'], current_date),
              ($1, 'personnel', 'EMPLOYMENT_TYPE', 'W2_INTERN', ARRAY['SF_86'], current_date)`,
      [tenant],
    );
    const p = await createPerson(fso, [f1], { firstName: 'Sally', lastName: 'Sap', specialSystemAccessList: ['SAP'] });
    const actions = async (state?: string) =>
      (await fso.get(`${API}/requests-and-actions/open-actions/personnel/${p.id}`).query(state ? { state } : {})).body as Array<JsonBody>;
    let open = await actions();
    expect(open).toHaveLength(1);
    expect(open[0]).toMatchObject({
      actionType: 'MISSING_REQUIRED_DOCUMENT',
      documentTitleId: 'SF_312',
      state: 'OPEN',
      personnelName: 'Sally Sap',
    });
    // listing again raises nothing twice
    expect(await actions()).toHaveLength(1);

    // employment type W2_INTERN adds SF_86
    await fso.put(`${API}/personnel/employment`).send({ personnelId: p.id, employmentType: 'W2_INTERN', employmentStatus: 'ACTIVE' });
    open = await actions();
    expect(open.map((a) => a.documentTitleId).sort()).toEqual(['SF_312', 'SF_86']);

    // the file arrives: the action completes itself
    const up = await fso
      .post(`${API}/personnel/${p.id}/document`)
      .field('document', JSON.stringify({ titleId: 'SF_312', dateSigned: '2024-03-01' }))
      .attach('file', PDF, 'sf312.pdf');
    expect(up.status).toBe(201);
    expect(up.body).toMatchObject({
      titleId: 'SF_312',
      documentStatus: 'CURRENT',
      fileName: 'sf312.pdf',
      contentType: 'application/pdf',
      dateSigned: '2024-03-01',
    });
    expect(up.body.uploadedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    open = await actions();
    expect(open.map((a) => a.documentTitleId)).toEqual(['SF_86']);
    const done = (await actions('COMPLETED')).find((a) => a.documentTitleId === 'SF_312');
    expect(done).toMatchObject({ state: 'COMPLETED', completedBy: null });

    // switching SF_86 off in the Required Documents step removes it from the open actions
    await fso.put(`${API}/personnel/documents`).send({ personnelId: p.id, documents: [{ titleId: 'SF_86', required: false }] });
    expect(await actions()).toEqual([]);

    // the document goes away: the missing document is raised again
    expect((await fso.delete(`${API}/personnel/${p.id}/document/${up.body.id}`)).status).toBe(204);
    expect((await actions()).map((a) => a.documentTitleId)).toEqual(['SF_312']);
  });

  it('completes and closes open actions, once', async () => {
    const p = await createPerson(fso, [f1], { firstName: 'Oscar', lastName: 'Open' });
    // tasks a person completes by hand (a missing document closes by itself: test/open-actions/waive.int-spec.ts)
    for (const title of ['Brief Oscar on the SCIF rules', 'Collect the old visitor badge']) {
      await t.sql(`INSERT INTO open_action (tenant_id, personnel_id, action_type, title) VALUES ($1, $2, 'OTHER', $3)`, [
        tenant,
        p.id,
        title,
      ]);
    }
    const [a1, a2] = (await fso.get(`${API}/requests-and-actions/open-actions/personnel/${p.id}`)).body;
    const one = await fso.get(`${API}/requests-and-actions/open-actions/${a1.id}`);
    expect(one.body.id).toBe(a1.id);
    const c = await fso
      .put(`${API}/requests-and-actions/open-actions/${a1.id}/complete`)
      .send({ note: 'Signed on paper, filed in the safe' });
    expect(c.status).toBe(200);
    expect(c.body).toMatchObject({ state: 'COMPLETED', completedBy: fso.user.username, note: 'Signed on paper, filed in the safe' });
    const again = await fso.put(`${API}/requests-and-actions/open-actions/${a1.id}/close`).send({});
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This open action is already completed.');
    const cl = await fso.put(`${API}/requests-and-actions/open-actions/${a2.id}/close`).send({});
    expect(cl.body).toMatchObject({ state: 'CLOSED', closedBy: fso.user.username });
    // a person's decision stands
    expect((await fso.get(`${API}/requests-and-actions/open-actions/personnel/${p.id}`)).body).toEqual([]);
    expect((await fso.get(`${API}/requests-and-actions/open-actions/personnel/${p.id}`).query({ state: 'ALL' })).body).toHaveLength(2);
    expect((await fso.get(`${API}/requests-and-actions/open-actions/personnel/${p.id}`).query({ state: 'SOON' })).status).toBe(400);
    const audit = await t.sql(`SELECT 1 FROM audit_log WHERE object_table = 'open_action' AND object_id = $1 AND action = 'UPDATE'`, [
      a1.id,
    ]);
    expect(audit.length).toBe(1);
  });

  it('uploads, replaces and downloads documents, checking the file type by content', async () => {
    const p = await createPerson(fso, [f1], { firstName: 'Doc', lastName: 'Holder' });
    const noFile = await fso
      .post(`${API}/personnel/${p.id}/document`)
      .field('document', JSON.stringify({ titleId: 'SF_86', required: true }));
    expect(noFile.status).toBe(201);
    expect(noFile.body).toMatchObject({ documentStatus: 'MISSING', fileName: null, filePath: null });
    const fake = await fso
      .put(`${API}/personnel/${p.id}/document/${noFile.body.id}`)
      .field('document', JSON.stringify({ titleId: 'SF_86', required: true }))
      .attach('file', Buffer.from('MZ\x90\x00binary-not-a-pdf\x00\x01\x02'), 'sf86.pdf');
    expect(fake.status).toBe(400);
    expect(fake.body.message).toMatch(/^file sf86\.pdf of type .* does not match accepted file types\.$/);
    const real = await fso
      .put(`${API}/personnel/${p.id}/document/${noFile.body.id}`)
      .field('document', JSON.stringify({ titleId: 'SF_86', required: true, hideFromPersonnel: true }))
      .attach('file', PDF, 'sf86.pdf');
    expect(real.status).toBe(200);
    expect(real.body).toMatchObject({ documentStatus: 'CURRENT', hideFromPersonnel: true, size: PDF.length });
    const dl = await fso.get(real.body.filePath.replace('/api/v1', API)).buffer(true);
    expect(dl.status).toBe(200);
    expect(dl.headers['content-type']).toBe('application/pdf');
    expect(dl.headers['content-disposition']).toContain('attachment; filename="sf86.pdf"');
    expect(Buffer.from(dl.body).equals(PDF)).toBe(true);
    const json = await fso
      .put(`${API}/personnel/${p.id}/document/${noFile.body.id}`)
      .send({ titleId: 'SF_86', documentStatus: 'NEEDS_REVIEW' });
    expect(json.body).toMatchObject({ documentStatus: 'NEEDS_REVIEW', fileName: 'sf86.pdf' });
    expect((await fso.post(`${API}/personnel/${p.id}/document`).field('document', '{not json')).body.message).toBe(
      'The document part must be valid JSON',
    );
    expect(
      (await fso.post(`${API}/personnel/${p.id}/document`).field('document', JSON.stringify({ titleId: 'SF_86', hacker: 1 }))).body.message,
    ).toBe('hacker is not an accepted field');
    expect((await fso.post(`${API}/personnel/${p.id}/document`).field('document', JSON.stringify({}))).body.message).toBe(
      'Document Title is required',
    );
    const other = await createPerson(fso, [f1], { firstName: 'Not', lastName: 'Owner' });
    expect((await fso.get(`${API}/personnel/${other.id}/document/${noFile.body.id}/file`)).status).toBe(404);
  });

  it('stores the picture with its size and serves it', async () => {
    const p = await createPerson(fso, [f1], { firstName: 'Pic', lastName: 'Ture' });
    expect((await fso.get(`${API}/personnel/${p.id}/picture`)).status).toBe(404);
    const put = await fso.put(`${API}/personnel/${p.id}/picture`).attach('file', PNG_2x3, 'face.png');
    expect(put.status).toBe(200);
    expect(put.body.profilePhoto).toEqual({ name: 'face.png', path: `/api/v1/personnel/${p.id}/picture`, width: 2, height: 3 });
    const got = await fso.get(`${API}/personnel/${p.id}/picture`).buffer(true);
    expect(got.headers['content-type']).toBe('image/png');
    expect(Buffer.from(got.body).equals(PNG_2x3)).toBe(true);
    const pdf = await fso.put(`${API}/personnel/${p.id}/picture`).attach('file', PDF, 'face.png');
    expect(pdf.status).toBe(400);
    expect((await fso.put(`${API}/personnel/${p.id}/picture`)).body.message).toBe('At least one file is required.');
  });

  it('lists with sort, quick filter, filters and pagination headers', async () => {
    const t2 = await tenantWithoutMfa(t, 'Lists Co');
    const u = await userIn(t, t2, { roles: ['FSO'] });
    const fa = await facility(u, 'Alpha Site');
    const fb = await facility(u, 'Bravo Site');
    const names: Array<[string, string, string, string[]]> = [
      ['Zoe', 'Adams', 'ACTIVE', [fa]],
      ['Yann', 'Baker', 'TERMINATED', [fb]],
      ['Xena', 'Carter', 'SUSPENDED', [fa, fb]],
      ['Will', 'Adams', 'ACTIVE', [fb]],
    ];
    const ids: Record<string, string> = {};
    for (const [first, last, status, fac] of names) {
      const p = await createPerson(u, fac, {
        firstName: first,
        lastName: last,
        employeeId: `EMP-${first}`,
        workEmail: `${first.toLowerCase()}@lists.example`,
      });
      await u.put(`${API}/personnel/employment`).send({
        personnelId: p.id,
        employmentType: 'W2_EMPLOYEE',
        employmentStatus: status,
        startDate: '2020-01-01',
        endDate: status === 'TERMINATED' ? '2023-05-05' : null,
      });
      ids[first] = p.id;
    }
    const all = await u.get(`${API}/personnel/details`);
    expect(all.body.map((p: { firstName: string }) => p.firstName)).toEqual(['Will', 'Zoe', 'Yann', 'Xena']);
    expect(all.headers['content-range']).toBe('personnel 0-3/4');
    expect(all.body[2]).toMatchObject({
      status: 'INACTIVE',
      employmentStatus: 'TERMINATED',
      facilityNames: 'Bravo Site',
      userAssigned: false,
    });
    expect(all.body[3].facilityNames).toBe('Alpha Site, Bravo Site');

    const page2 = await u.get(`${API}/personnel/details`).query({ range: '[2,3]', sort: '["lastName","DESC"]' });
    expect(page2.body.map((p: { firstName: string }) => p.firstName)).toEqual(['Zoe', 'Will']);
    expect(page2.headers['x-total-count']).toBe('4');
    const past = await u.get(`${API}/personnel/details`).query({ range: '[10,19]' });
    expect(past.body).toEqual([]);
    expect(past.headers['content-range']).toBe('personnel */4');
    const pastQ = await u.get(`${API}/personnel/details`).query({ range: '[10,19]', q: 'adams' });
    expect(pastQ.headers['x-total-count']).toBe('2');
    const spec = await u.get(`${API}/personnel/details`).query({ page: 0, size: 2, sort: 'firstName,ASC' });
    expect(spec.body.map((p: { firstName: string }) => p.firstName)).toEqual(['Will', 'Xena']);

    const q = async (text: string) =>
      (await u.get(`${API}/personnel/details`).query({ filter: JSON.stringify({ q: text }) })).body.map(
        (p: { firstName: string }) => p.firstName,
      );
    expect(await q('adams')).toEqual(['Will', 'Zoe']);
    expect(await q('zoe adams')).toEqual(['Zoe']);
    expect(await q('adams zoe')).toEqual(['Zoe']);
    expect(await q('EMP-Xena')).toEqual(['Xena']);
    expect(await q('yann@lists')).toEqual(['Yann']);
    expect(await q('100%_')).toEqual([]);

    const f = async (filter: Record<string, unknown>) =>
      (await u.get(`${API}/personnel/details`).query({ filter: JSON.stringify(filter) })).body.map(
        (p: { firstName: string }) => p.firstName,
      );
    expect(await f({ status: 'ACTIVE' })).toEqual(['Will', 'Zoe']);
    expect(await f({ status: ['SUSPENDED', 'INACTIVE'] })).toEqual(['Yann', 'Xena']);
    expect(await f({ facilityId: fa })).toEqual(['Zoe', 'Xena']);
    expect(await f({ employmentStatus: 'TERMINATED' })).toEqual(['Yann']);
    expect(await f({ id: [ids.Zoe, ids.Xena] })).toEqual(['Zoe', 'Xena']);
    expect((await u.get(`${API}/personnel/details`).query({ userAssigned: 'false' })).body).toHaveLength(4);
    expect((await u.get(`${API}/personnel/details`).query({ status: 'HAPPY' })).body.message).toBe(
      'status must be one of ACTIVE, INACTIVE, INPROGRESS, SUSPENDED',
    );
    expect((await u.get(`${API}/personnel/details`).query({ sort: 'ssn,ASC' })).status).toBe(400);
    expect((await u.get(`${API}/personnel/details`).query({ filter: JSON.stringify({ ssn: '1' }) })).status).toBe(400);

    // a person linked to a user with the FSO role shows up for roleName=FSO only
    await t.sql(`UPDATE personnel SET user_id = $1 WHERE id = $2`, [u.user.id, ids.Zoe]);
    const fsos = await u.get(`${API}/personnel/basic`).query({ roleName: 'FSO' });
    expect(fsos.body.map((p: { fullName: string }) => p.fullName)).toEqual(['Zoe Adams']);
    expect((await u.get(`${API}/personnel/basic`).query({ roleName: 'CLIENT_FSO' })).body).toEqual([]);
    expect(
      (await u.get(`${API}/personnel/basic`).query({ userAssigned: false })).body.map((p: { firstName: string }) => p.firstName),
    ).toEqual(['Will', 'Yann', 'Xena']);
    expect(
      (await u.get(`${API}/personnel/details`).query({ userAssigned: true })).body.map((p: { firstName: string }) => p.firstName),
    ).toEqual(['Zoe']);

    const activeEmp = await u.get(`${API}/personnel/active-employees`);
    expect(activeEmp.body.map((p: { firstName: string }) => p.firstName)).toEqual(['Will', 'Zoe']);
    const atA = await u.get(`${API}/personnel/active/facility/${fa}`);
    expect(atA.body.map((p: { firstName: string }) => p.firstName)).toEqual(['Zoe']);
    await u.post(`${API}/personnel/${ids.Will}/clearance`).send({ facilityId: fb, pclStatus: 'ACTIVE', pclEligibility: 'TOP_SECRET' });
    const cleared = await u.get(`${API}/personnel/active-with-active-clearance/facility/${fb}`);
    expect(cleared.body).toEqual([expect.objectContaining({ firstName: 'Will', clearanceLevel: 'TOP_SECRET' })]);
    expect((await u.get(`${API}/personnel/active-with-active-clearance/facility/${fa}`)).body).toEqual([]);

    const summary = await u.get(`${API}/personnel/summary`);
    expect(summary.body).toEqual({
      total: 4,
      ACTIVE: 2,
      INACTIVE: 1,
      INPROGRESS: 0,
      SUSPENDED: 1,
      byEmploymentStatus: { ACTIVE: 2, TERMINATED: 1, SUSPENDED: 1 },
    });

    const history = await u.get(`${API}/personnel/work-history`);
    expect(history.body.map((h: { firstName: string }) => h.firstName)).toHaveLength(4);
    expect(history.body[3]).toMatchObject({ firstName: 'Yann', endDate: '2023-05-05', startDate: '2020-01-01' });

    // disabling a person makes them INACTIVE
    const zoe = (await u.get(`${API}/personnel/${ids.Zoe}`)).body;
    const disabled = await u
      .put(`${API}/personnel/biographic`)
      .send({ ...biographic([fa]), personnelId: ids.Zoe, ssn: zoe.ssn, firstName: 'Zoe', lastName: 'Adams', enabled: false });
    expect(disabled.body.status).toBe('INACTIVE');
  });

  it('deletes a person with everything that is theirs and clears references to them', async () => {
    const boss = await createPerson(fso, [f1], { firstName: 'Del', lastName: 'Boss' });
    const p = await createPerson(fso, [f1], { firstName: 'Del', lastName: 'Worker' });
    await fso
      .put(`${API}/personnel/employment`)
      .send({ personnelId: p.id, employmentType: 'W2_EMPLOYEE', employmentStatus: 'ACTIVE', supervisorPersonnelId: boss.id });
    await fso.put(`${API}/personnel/${boss.id}/contacts`).send({ personnelContacts: [{ contactTypeEnum: 'PERSONAL' }] });
    const badge = await fso
      .post(`${API}/personnel/${p.id}/badge`)
      .send({ badgeType: 'CAC', badgeStatus: 'ACTIVE', badgingOfficerId: boss.id });
    const c = await fso
      .post(`${API}/personnel/${boss.id}/clearance`)
      .send({ facilityId: f1, pclStatus: 'ACTIVE', pclEligibility: 'SECRET' });
    await fso.post(`${API}/personnel/${boss.id}/investigation`).send({ clearanceId: c.body.id });
    await fso.put(`${API}/personnel/${boss.id}/picture`).attach('file', PNG_2x3, 'b.png');
    await fso.put(`${API}/personnel/documents`).send({ personnelId: boss.id, documents: [{ titleId: 'SF_312', required: true }] });
    await fso.get(`${API}/requests-and-actions/open-actions/personnel/${boss.id}`);

    expect((await fso.delete(`${API}/personnel/${boss.id}`)).status).toBe(204);
    expect((await fso.get(`${API}/personnel/${boss.id}`)).status).toBe(404);
    const worker = (await fso.get(`${API}/personnel/${p.id}`)).body;
    expect(worker.employment.supervisorPersonnelId).toBeNull();
    expect((await fso.get(`${API}/personnel/${p.id}/badge/${badge.body.id}`)).body.badgingOfficerId).toBeNull();
    for (const table of [
      'personnel_contact',
      'personnel_clearance',
      'personnel_investigation',
      'personnel_document',
      'personnel_facility',
      'open_action',
    ]) {
      const rows = await t.sql(`SELECT 1 FROM ${table} WHERE personnel_id = $1`, [boss.id]);
      expect([table, rows.length]).toEqual([table, 0]);
    }
    const deleted = await t.sql(
      `SELECT object_table FROM audit_log WHERE action = 'DELETE' AND (object_id = $1 OR changes::text LIKE $2)`,
      [boss.id, `%${boss.id}%`],
    );
    expect(deleted.length).toBeGreaterThanOrEqual(5);
  });

  it('refuses a stale save (409) and answers 404 for unknown ids', async () => {
    const p = await createPerson(fso, [f1], { firstName: 'Ver', lastName: 'Sion' });
    const first = await fso
      .put(`${API}/personnel/biographic`)
      .send({ ...biographic([f1]), personnelId: p.id, ssn: p.ssn, version: p.version });
    expect(first.status).toBe(200);
    const stale = await fso
      .put(`${API}/personnel/biographic`)
      .send({ ...biographic([f1]), personnelId: p.id, ssn: p.ssn, version: p.version });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('The record was changed by someone else. Reload it and try again.');
    expect((await fso.get(`${API}/personnel/00000000-0000-4000-8000-000000000999`)).status).toBe(404);
    expect((await fso.get(`${API}/personnel/nope`)).status).toBe(404);
  });
});

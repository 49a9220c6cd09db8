import type TestAgent from 'supertest/lib/agent';
import { config } from '../../src/core/config/config';
import { seed } from '../../src/seed/seed';
import { DEMO_TENANT_ID, SYSTEM_TENANT_ID } from '../../src/seed/ids';
import { signInAs } from '../support/auth';
import { startTestApp, type TestApp } from '../support/test-app';
import { futureYear } from '../support/dates';

/** The year a document type of these tests ends: it stays in the future whatever day the suite runs. */
const YEAR = futureYear();

const ALL = { canView: true, ui: true, canCreate: true, canUpdate: true, canDelete: true };
const API = '/api/v1/system-master-data';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** System master data (spec 03 §3 "Master data", §5, §9): every kind, its rules, defaults, permissions and audit. */
describe('system master data', () => {
  let t: TestApp;
  let admin: TestAgent;
  let fso: TestAgent;
  let viewer: TestAgent;

  const audits = (table: string, id: string | number) =>
    t.sql<{ event_type: string }>(`SELECT event_type FROM audit_log WHERE object_table = $1 AND object_id = $2 ORDER BY id`, [
      table,
      String(id),
    ]);

  beforeAll(async () => {
    t = await startTestApp();
    await seed(config(), t.databaseUrl, false);
    admin = await signInAs(t, { tenantId: SYSTEM_TENANT_ID, permissions: { MASTER_DATA: ALL } });
    fso = await signInAs(t, { tenantId: DEMO_TENANT_ID, roles: ['FSO'] });
    viewer = await signInAs(t, { tenantId: SYSTEM_TENANT_ID, permissions: { MASTER_DATA: { canView: true, ui: true } } });
  }, 120_000);
  afterAll(() => t?.close());

  it('seeds its demo rows once: a second run adds nothing', async () => {
    const tables = ['checklist', 'cognizant_security_authority', 'country_other_name', 'doc_type', 'doc_template_type', 'master_poc'];
    const counts = async () => {
      const n: number[] = [];
      for (const table of tables) n.push((await t.sql<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0].n);
      return n;
    };
    const before = await counts();
    expect(before.every((n) => n > 0)).toBe(true);
    await seed(config(), t.databaseUrl, false);
    expect(await counts()).toEqual(before);
  });

  it('refuses every kind without MASTER_DATA (403) and writes without the write flag', async () => {
    for (const kind of ['checklist', 'csa', 'country-other-name', 'doc-type', 'doc-template-type', 'poc']) {
      await fso.get(`${API}/${kind}`).expect(403);
      await fso.post(`${API}/${kind}`).send({}).expect(403);
      await viewer.get(`${API}/${kind}`).expect(200);
      await viewer.post(`${API}/${kind}`).send({}).expect(403);
    }
    await fso.get(`${API}/checklist/filter?type=FCL`).expect(403);
    await fso.post(`${API}/country`).send({}).expect(403);
    await fso.post(`${API}/state`).send({}).expect(403);
    await fso.post(`${API}/doc-template-type/file`).expect(403);
  });

  it('checklist: defaults on add, required fields, type filter, change, delete, audit', async () => {
    const created = await admin.post(`${API}/checklist`).send({ type: 'TRANSITION', name: 'Hand over the safe combinations' }).expect(201);
    expect(created.body).toMatchObject({ type: 'TRANSITION', name: 'Hand over the safe combinations', sequenceNumber: 1, required: true });
    for (const [body, message] of [
      [{ name: 'x' }, 'Type is required'],
      [{ type: 'FCL' }, 'Name is required'],
      [{ type: 'NOPE', name: 'x' }, 'Type must be one of'],
    ] as const) {
      const r = await admin.post(`${API}/checklist`).send(body).expect(400);
      expect(r.body.message).toContain(message);
    }
    await admin.post(`${API}/checklist`).send({ type: 'TRANSITION', name: 'Second step', sequenceNumber: 2, required: false }).expect(201);
    const filtered = await admin.get(`${API}/checklist/filter?type=TRANSITION`).expect(200);
    const items = filtered.body as Array<{ name: string; type: string; sequenceNumber: number }>;
    expect(new Set(items.map((c) => c.type))).toEqual(new Set(['TRANSITION']));
    expect(items.map((c) => c.name)).toEqual(expect.arrayContaining(['Hand over the safe combinations', 'Second step']));
    const sequence = items.map((c) => c.sequenceNumber);
    expect(sequence).toEqual([...sequence].sort((a, b) => a - b));
    expect(filtered.headers['content-range']).toBe(`checklist 0-${items.length - 1}/${items.length}`);
    await admin.get(`${API}/checklist/filter`).expect(400);
    const list = await admin.get(`${API}/checklist?range=[0,9]&filter={"q":"safe combinations"}`).expect(200);
    expect(list.body).toHaveLength(1);

    const id = created.body.id as string;
    const changed = await admin
      .put(`${API}/checklist/${id}`)
      .send({ type: 'FCL', name: 'Renamed', sequenceNumber: 3, required: false, id })
      .expect(200);
    expect(changed.body).toMatchObject({ type: 'FCL', name: 'Renamed', sequenceNumber: 3, required: false });
    await admin.delete(`${API}/checklist/${id}`).expect(204);
    await admin.put(`${API}/checklist/${id}`).send({ type: 'FCL', name: 'Gone' }).expect(404);
    await admin.delete(`${API}/checklist/not-a-uuid`).expect(404);
    expect((await audits('checklist', id)).map((a) => a.event_type)).toEqual(['CREATE', 'UPDATE', 'DELETE']);
  });

  it('cognizant security authority: NAESOC and country default, e-mail and phone rules, US state and zip', async () => {
    const base = { officeName: 'DCSA Western Region', streetAddress1: '1 Main St', city: 'Long Beach' };
    const created = await admin
      .post(`${API}/csa`)
      .send({ ...base, stateCode: 'CA', zipCode: '90802', poc1ContactEmail: 'west@dcsa.example.gov', poc1PhoneNumber: '(562) 555 0100' })
      .expect(201);
    expect(created.body).toMatchObject({ naesoc: true, countryId: 236, poc1PhoneNumber: '562-555-0100', stateCode: 'CA' });
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...base, poc1ContactEmail: 'not-an-email' }, 'Point Of Contact Email is not valid'],
      [{ ...base, poc2ContactEmail: 'a@b' }, 'Point Of Contact Email is not valid'],
      [{ ...base, poc2PhoneNumber: '555-01' }, 'POC 2 Phone Number is not valid'],
      [{ ...base, officeName: '' }, 'Office Name is required'],
      [{ ...base, streetAddress1: undefined }, 'Street Address 1 is required'],
      [{ ...base, city: ' ' }, 'City is required'],
      [{ ...base, stateCode: 'XX' }, 'State is not valid'],
      [{ ...base, zipCode: '123' }, 'Office Zip Code is not valid'],
      [{ ...base, countryId: 99999 }, 'Country is not valid'],
    ];
    for (const [body, message] of cases) {
      const r = await admin.post(`${API}/csa`).send(body);
      expect([r.status, r.body.message]).toEqual([400, expect.stringContaining(message)]);
    }
    // abroad the state is free text and the zip unchecked
    await admin
      .post(`${API}/csa`)
      .send({ ...base, countryId: 1, stateCode: 'Kabul', zipCode: '1001' })
      .expect(201);
    const id = created.body.id as string;
    const changed = await admin
      .put(`${API}/csa/${id}`)
      .send({ ...created.body, naesoc: false })
      .expect(200);
    expect(changed.body.naesoc).toBe(false);
    await admin.delete(`${API}/csa/${id}`).expect(204);
    expect((await audits('cognizant_security_authority', id)).map((a) => a.event_type)).toEqual(['CREATE', 'UPDATE', 'DELETE']);
  });

  it('country: code formats, the three uniqueness rules, next integer id, numeric codes of the seeded countries', async () => {
    const countries = await admin.get(`${API}/country`).expect(200);
    const us = countries.body.find((c: { id: number }) => c.id === 236);
    expect(us).toMatchObject({
      countryName: 'United States',
      alpha2CountryCode: 'US',
      alpha3CountryCode: 'USA',
      numericCountryCode: '840',
    });
    const maxId = Math.max(...countries.body.map((c: { id: number }) => c.id));

    const body = { countryName: 'Atlantis', alpha2CountryCode: 'QM', alpha3CountryCode: 'QQM', numericCountryCode: '901' };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...body, alpha2CountryCode: 'Q' }, 'Alpha 2 Country Code must be 2 letters'],
      [{ ...body, alpha2CountryCode: 'qm' }, 'Alpha 2 Country Code must be 2 letters'],
      [{ ...body, alpha3CountryCode: 'QQ1' }, 'Alpha 3 Country Code must be 3 letters'],
      [{ ...body, numericCountryCode: '1234' }, 'Numeric Country Code is not valid'],
      [{ ...body, numericCountryCode: '9a' }, 'Numeric Country Code is not valid'],
      [{ ...body, alpha2CountryCode: 'US' }, 'Alpha 2 Country Code cannot match another country'],
      [{ ...body, alpha3CountryCode: 'GBR' }, 'Alpha 3 Country Code cannot match another country'],
      [{ ...body, numericCountryCode: '40' }, 'Numeric Country Code cannot match another country'],
      [{ ...body, countryName: '' }, 'Country Name is required'],
    ];
    for (const [b, message] of cases) {
      const r = await admin.post(`${API}/country`).send(b);
      expect([r.status, r.body.message]).toEqual([400, message]);
    }
    const created = await admin.post(`${API}/country`).send(body).expect(201);
    expect(created.body).toMatchObject({ id: maxId + 1, countryName: 'Atlantis', dniThreatListIncluded: false });
    // the reference data every module reads sees it at once
    const after = await fso.get(`/api/v1/system-master-data/country?filter={"q":"Atlantis"}`).expect(200);
    expect(after.body).toEqual([expect.objectContaining({ id: maxId + 1, name: 'Atlantis' })]);
    // its own codes are no conflict on edit
    const changed = await admin
      .put(`${API}/country/${maxId + 1}`)
      .send({ ...body, dniThreatListIncluded: true })
      .expect(200);
    expect(changed.body.dniThreatListIncluded).toBe(true);
    const dup = await admin
      .put(`${API}/country/${maxId + 1}`)
      .send({ ...body, alpha3CountryCode: 'USA' })
      .expect(400);
    expect(dup.body.message).toBe('Alpha 3 Country Code cannot match another country');
    // in use: 409, not a partial delete
    await admin.delete(`${API}/country/236`).expect(409);
    await admin.delete(`${API}/country/${maxId + 1}`).expect(204);
    await admin.delete(`${API}/country/${maxId + 1}`).expect(404);
    await admin.delete(`${API}/country/abc`).expect(404);
    expect((await audits('country', maxId + 1)).map((a) => a.event_type)).toEqual(['CREATE', 'UPDATE', 'DELETE']);
  });

  it('country alias and state: defaults to 236, required fields, unique state code in its country', async () => {
    const alias = await admin.post(`${API}/country-other-name`).send({ otherName: 'The States' }).expect(201);
    expect(alias.body).toMatchObject({ otherName: 'The States', countryId: 236, countryName: 'United States' });
    expect((await admin.post(`${API}/country-other-name`).send({}).expect(400)).body.message).toContain('Other Name is required');
    const seeded = await admin.get(`${API}/country-other-name?filter={"q":"Great Britain"}`).expect(200);
    expect(seeded.body).toEqual([expect.objectContaining({ otherName: 'Great Britain', countryName: 'United Kingdom' })]);
    await admin.put(`${API}/country-other-name/${alias.body.id}`).send({ otherName: 'States', countryId: 236 }).expect(200);
    await admin.delete(`${API}/country-other-name/${alias.body.id}`).expect(204);

    const state = await admin.post(`${API}/state`).send({ stateName: 'Jefferson', stateCode: 'JF' }).expect(201);
    expect(state.body).toMatchObject({ stateName: 'Jefferson', stateCode: 'JF', countryId: 236 });
    for (const [b, message] of [
      [{ stateCode: 'JX' }, 'State Name is required'],
      [{ stateName: 'X' }, 'State Code is required'],
      [{ stateName: 'Virginia 2', stateCode: 'va' }, 'State Code is already used for this country'],
    ] as const) {
      expect((await admin.post(`${API}/state`).send(b).expect(400)).body.message).toContain(message);
    }
    // the new code is a US state for addresses at once
    await admin
      .post(`${API}/csa`)
      .send({ officeName: 'Jefferson office', streetAddress1: '1 St', city: 'Yreka', stateCode: 'JF' })
      .expect(201);
    await admin.put(`${API}/state/${state.body.id}`).send({ stateName: 'State of Jefferson', stateCode: 'JF' }).expect(200);
    await admin.delete(`${API}/state/${state.body.id}`).expect(204);
    expect((await audits('state', state.body.id)).map((a) => a.event_type)).toEqual(['CREATE', 'UPDATE', 'DELETE']);
  });

  it('document types: seeded from the required-document types, title required, change and delete', async () => {
    const seeded = await admin.get(`${API}/doc-type?filter={"q":"SF-312"}`).expect(200);
    expect(seeded.body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ objectTypeEnum: 'PERSONNEL', docTitle: 'SF-312 Classified Information Nondisclosure Agreement' }),
      ]),
    );
    expect((await admin.post(`${API}/doc-type`).send({ objectTypeEnum: 'FACILITY' }).expect(400)).body.message).toContain(
      'Document Title is required',
    );
    const created = await admin
      .post(`${API}/doc-type`)
      .send({ objectTypeEnum: 'CONTRACT', docTitle: 'DD254', endDate: `${YEAR}-01-31`, fileName: 'dd254.pdf' })
      .expect(201);
    expect(created.body).toMatchObject({ docLocked: false, sortOrder: 0, endDate: `${YEAR}-01-31` });
    expect(
      (
        await admin
          .put(`${API}/doc-type/${created.body.id}`)
          .send({ ...created.body, endDate: '2027-02-30' })
          .expect(400)
      ).body.message,
    ).toContain('Invalid Date');
    await admin
      .put(`${API}/doc-type/${created.body.id}`)
      .send({ ...created.body, docLocked: true })
      .expect(200);
    await admin.delete(`${API}/doc-type/${created.body.id}`).expect(204);
  });

  it('document template types: defaults, required name, the file upload, download and replacement', async () => {
    const plain = await admin.post(`${API}/doc-template-type`).send({ templateTypeName: 'NDA cover' }).expect(201);
    expect(plain.body).toMatchObject({
      objectTypeEnum: 'FACILITY',
      formatTypeEnum: 'STANDARD',
      isActive: true,
      hasFile: false,
      fileName: null,
    });
    expect((await admin.post(`${API}/doc-template-type`).send({}).expect(400)).body.message).toContain('Template Type Name is required');
    expect(
      (await admin.post(`${API}/doc-template-type`).send({ templateTypeName: 'x', formatTypeEnum: 'PDF' }).expect(400)).body.message,
    ).toContain('Format Type must be one of');
    await admin.get(`${API}/doc-template-type/${plain.body.id}/file`).expect(404);

    const noFile = await admin.post(`${API}/doc-template-type/file`).field('templateTypeName', 'No file');
    expect(noFile.status).toBe(400);
    const withFile = await admin
      .post(`${API}/doc-template-type/file`)
      .field('templateTypeName', 'FBI visit letter')
      .field('formatTypeEnum', 'FBI')
      .field('isActive', 'false')
      .attach('file', PDF, 'fbi-visit.pdf')
      .expect(201);
    expect(withFile.body).toMatchObject({ formatTypeEnum: 'FBI', isActive: false, hasFile: true, fileName: 'fbi-visit.pdf' });
    const download = await admin.get(`${API}/doc-template-type/${withFile.body.id}/file`).buffer(true).expect(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(Buffer.from(download.body as Buffer).equals(PDF)).toBe(true);
    await fso.get(`${API}/doc-template-type/${withFile.body.id}/file`).expect(403);

    // a wrong type is refused before anything is stored
    await admin
      .put(`${API}/doc-template-type/${withFile.body.id}/file`)
      .field('templateTypeName', 'FBI visit letter')
      .attach('file', Buffer.from('MZ\x90\x00'), 'tool.exe')
      .expect(415);
    const replaced = await admin
      .put(`${API}/doc-template-type/${withFile.body.id}/file`)
      .field('templateTypeName', 'FBI visit letter v2')
      .attach('file', Buffer.from('Dear Special Agent,\n'), 'letter.txt')
      .expect(200);
    expect(replaced.body).toMatchObject({ templateTypeName: 'FBI visit letter v2', fileName: 'letter.txt', hasFile: true });
    const again = await admin.get(`${API}/doc-template-type/${withFile.body.id}/file`).buffer(true).expect(200);
    expect(String(again.text ?? Buffer.from(again.body as Buffer))).toContain('Dear Special Agent');
    await admin.delete(`${API}/doc-template-type/${withFile.body.id}`).expect(204);
    expect((await audits('doc_template_type', withFile.body.id)).map((a) => a.event_type)).toEqual([
      'CREATE',
      'UPDATE',
      'UPDATE',
      'UPDATE',
      'DELETE',
    ]);
  });

  it('points of contact: DCSA representative and 236 by default, e-mail and phone rules', async () => {
    const created = await admin
      .post(`${API}/poc`)
      .send({ pocFullName: 'Avery Quinn', phoneNumber: '7035550123', email: 'avery@dcsa.example.gov' })
      .expect(201);
    expect(created.body).toMatchObject({ pocTypeEnum: 'DCSA_REPRESENTATIVE', countryId: 236, phoneNumber: '703-555-0123' });
    for (const [b, message] of [
      [{ pocFullName: 'x', email: 'nope' }, 'Point Of Contact Email is not valid'],
      [{ pocFullName: 'x', phoneNumber: '12345' }, 'Phone Number is not valid'],
      [{ email: 'a@b.example' }, 'Full Name is required'],
      [{ pocFullName: 'x', pocTypeEnum: 'ALIEN' }, 'Point of Contact Type must be one of'],
    ] as const) {
      expect((await admin.post(`${API}/poc`).send(b).expect(400)).body.message).toContain(message);
    }
    const changed = await admin
      .put(`${API}/poc/${created.body.id}`)
      .send({ ...created.body, pocTypeEnum: 'NAESOC' })
      .expect(200);
    expect(changed.body.pocTypeEnum).toBe('NAESOC');
    const seeded = await admin.get(`${API}/poc?filter={"pocTypeEnum":"DCSA_ISSP"}`).expect(200);
    expect(seeded.body.length).toBeGreaterThan(0);
    await admin.delete(`${API}/poc/${created.body.id}`).expect(204);
    expect((await audits('master_poc', created.body.id)).map((a) => a.event_type)).toEqual(['CREATE', 'UPDATE', 'DELETE']);
  });
});

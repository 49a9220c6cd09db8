import type TestAgent from 'supertest/lib/agent';
import { RDD_MESSAGES } from '@clearline/shared';
import { TenantDb } from '../../src/core/database/tenant-db';
import { RddService } from '../../src/modules/settings/rdd.service';
import { DEMO_TENANT_ID, MSS_TENANT_ID } from '../../src/seed/ids';
import { signInAs } from '../support/auth';
import { startTestApp, type TestApp } from '../support/test-app';
import { tenantDay } from '../support/time-zone';
import { pastYear } from '../support/dates';

/** The year of the updated dates of these tests: a past year (an updated date is the day the requirements last changed). */
const PAST = pastYear();

const ALL = { canView: true, ui: true, canCreate: true, canUpdate: true, canDelete: true };
const base = '/api/v1/tenant-settings';

/** Required-document defaults: personnel, facility and CMMC lists, option rules, duplicates, tenancy, permissions. */
describe('required-document defaults', () => {
  let t: TestApp;
  let admin: TestAgent;
  let other: TestAgent;
  let viewer: TestAgent;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signInAs(t, { tenantId: DEMO_TENANT_ID, permissions: { TENANT_SETTINGS: ALL } });
    other = await signInAs(t, { tenantId: MSS_TENANT_ID, permissions: { TENANT_SETTINGS: ALL } });
    viewer = await signInAs(t, { tenantId: DEMO_TENANT_ID, permissions: { TENANT_SETTINGS: { canView: true, ui: true } } });
  }, 120_000);
  afterAll(() => t.close());

  it('adds, lists, updates and deletes a personnel default', async () => {
    const created = await admin
      .post(`${base}/personnel-rdd`)
      .send({ optionType: 'ACCESS_TYPE', option: 'SCI', requiredDocuments: ['SCI_BRIEFING', 'SF_312', 'SF_312'] })
      .expect(201);
    expect(created.body).toMatchObject({
      optionType: 'ACCESS_TYPE',
      option: 'SCI',
      requiredDocuments: ['SCI_BRIEFING', 'SF_312'],
      requiredDocumentTitles: ['SCI Briefing (Form 4414)', 'SF-312 Classified Information Nondisclosure Agreement'],
      // the tenant's today (a day not given)
      updatedDate: tenantDay(),
    });
    const list = await admin.get(`${base}/personnel-rdd`).expect(200);
    expect(list.body.map((r: { id: string }) => r.id)).toEqual([created.body.id]);
    expect(list.headers['content-range']).toBe('personnel-rdd 0-0/1');

    const updated = await admin
      .put(`${base}/personnel-rdd/${created.body.id}`)
      .send({ optionType: 'ACCESS_TYPE', option: 'SCI', updatedDate: `${PAST}-03-01`, requiredDocuments: ['SCI_DEBRIEFING'] })
      .expect(200);
    expect(updated.body).toMatchObject({ updatedDate: `${PAST}-03-01`, requiredDocuments: ['SCI_DEBRIEFING'] });

    await admin.delete(`${base}/personnel-rdd/${created.body.id}`).expect(204);
    await admin.delete(`${base}/personnel-rdd/${created.body.id}`).expect(404);
    expect((await admin.get(`${base}/personnel-rdd`).expect(200)).body).toEqual([]);
    const audit = await t.sql(`SELECT action FROM audit_log WHERE object_table = 'required_document_default' ORDER BY id`);
    expect(audit.map((r) => r.action)).toEqual(['CREATE', 'UPDATE', 'DELETE']);
  });

  it('refuses a second default for the same option with a clear message', async () => {
    await admin
      .post(`${base}/personnel-rdd`)
      .send({ optionType: 'EMPLOYMENT_TYPE', option: 'W2_EMPLOYEE', requiredDocuments: ['SF_86'] })
      .expect(201);
    const dup = await admin
      .post(`${base}/personnel-rdd`)
      .send({ optionType: 'EMPLOYMENT_TYPE', option: 'W2_EMPLOYEE', requiredDocuments: ['SF_312'] })
      .expect(409);
    expect(dup.body.message).toBe(RDD_MESSAGES.duplicate('Personnel', 'W-2 Employee'));
    expect(dup.body.message).toBe('A Personnel Required Document Default for W-2 Employee already exists. Edit that one instead.');
    // the same option under another option type, and in another tenant, is fine
    await other
      .post(`${base}/personnel-rdd`)
      .send({ optionType: 'EMPLOYMENT_TYPE', option: 'W2_EMPLOYEE', requiredDocuments: ['SF_86'] })
      .expect(201);
    // an update onto an existing option is refused too
    const second = await admin
      .post(`${base}/personnel-rdd`)
      .send({ optionType: 'EMPLOYMENT_TYPE', option: 'W2_INTERN', requiredDocuments: ['SF_86'] })
      .expect(201);
    const moved = await admin
      .put(`${base}/personnel-rdd/${second.body.id}`)
      .send({ optionType: 'EMPLOYMENT_TYPE', option: 'W2_EMPLOYEE', requiredDocuments: ['SF_86'] })
      .expect(409);
    expect(moved.body.message).toContain('already exists');
  });

  it('offers access types from ACCESSIBLE_SPECIAL_SYSTEMS plus KMP and SMO', async () => {
    const before = await admin.get(`${base}/rdd-options/ACCESS_TYPE`).expect(200);
    expect(before.body.map((o: { value: string }) => o.value)).toEqual(['SAP', 'SCI', 'NATO', 'COMSEC', 'CNWDI', 'CRYPTO', 'KMP', 'SMO']);
    await admin
      .put(base)
      .send([
        {
          categoryName: 'SPECIAL_SYSTEM_ACCESS',
          parameterName: 'ACCESSIBLE_SPECIAL_SYSTEMS',
          value: 'TK:Talent Keyhole;SAP:Special Access Program',
        },
      ])
      .expect(200);
    const after = await admin.get(`${base}/rdd-options/access_type`).expect(200);
    expect(after.body).toEqual([
      { value: 'TK', label: 'Talent Keyhole' },
      { value: 'SAP', label: 'Special Access Program' },
      { value: 'KMP', label: 'KMP' },
      { value: 'SMO', label: 'SMO' },
    ]);
    await admin
      .post(`${base}/personnel-rdd`)
      .send({ optionType: 'ACCESS_TYPE', option: 'TK', requiredDocuments: ['SCI_BRIEFING'] })
      .expect(201);
    await admin
      .post(`${base}/personnel-rdd`)
      .send({ optionType: 'ACCESS_TYPE', option: 'KMP', requiredDocuments: ['SF_312'] })
      .expect(201);
    const gone = await admin
      .post(`${base}/personnel-rdd`)
      .send({ optionType: 'ACCESS_TYPE', option: 'NATO', requiredDocuments: ['NATO_BRIEFING'] })
      .expect(400);
    expect(gone.body.message).toBe('NATO is not a valid Access Type. Choose one of: TK, SAP, KMP, SMO');
    await admin.get(`${base}/rdd-options/FAVOURITE_COLOUR`).expect(404);
  });

  it('keeps facility defaults by company type', async () => {
    const res = await admin
      .post(`${base}/facility-rdd`)
      .send({
        optionType: 'COMPANY_TYPE',
        option: 'GOVERNMENT_ENTITY',
        requiredDocuments: ['DD_254', 'DD_441'],
        updatedDate: `${PAST}-01-15`,
      })
      .expect(201);
    expect(res.body).toMatchObject({ optionType: 'COMPANY_TYPE', option: 'GOVERNMENT_ENTITY', updatedDate: `${PAST}-01-15` });
    const bad = await admin
      .post(`${base}/facility-rdd`)
      .send({ optionType: 'ACCESS_TYPE', option: 'PARTNERSHIP', requiredDocuments: ['DD_254'] })
      .expect(400);
    expect(bad.body.message).toBe('Option Type must be one of COMPANY_TYPE');
    const wrongDoc = await admin
      .post(`${base}/facility-rdd`)
      .send({ optionType: 'COMPANY_TYPE', option: 'PARTNERSHIP', requiredDocuments: ['SF_86', 'DD_254'] })
      .expect(400);
    expect(wrongDoc.body.message).toBe('Not a Facility required document type: SF_86');
    const dup = await admin
      .post(`${base}/facility-rdd`)
      .send({ optionType: 'COMPANY_TYPE', option: 'GOVERNMENT_ENTITY', requiredDocuments: ['DD_254'] })
      .expect(409);
    expect(dup.body.message).toBe('A Facility Required Document Default for Government Entity already exists. Edit that one instead.');
    // a facility id is not a personnel default
    await admin.delete(`${base}/personnel-rdd/${res.body.id}`).expect(404);
  });

  it('keeps CMMC defaults by level', async () => {
    const res = await admin
      .post(`${base}/cmmc-rdd`)
      .send({ cmmcLevel: 'LEVEL2_INTERMEDIATE_CYBER_HYGIENE', requiredDocuments: ['CMMC_SYSTEM_SECURITY_PLAN', 'CMMC_POAM'] })
      .expect(201);
    expect(res.body).toMatchObject({
      cmmcLevel: 'LEVEL2_INTERMEDIATE_CYBER_HYGIENE',
      requiredDocuments: ['CMMC_SYSTEM_SECURITY_PLAN', 'CMMC_POAM'],
    });
    expect(res.body.optionType).toBeUndefined();
    const dup = await admin
      .post(`${base}/cmmc-rdd`)
      .send({ cmmcLevel: 'LEVEL2_INTERMEDIATE_CYBER_HYGIENE', requiredDocuments: ['CMMC_POAM'] })
      .expect(409);
    expect(dup.body.message).toBe(
      'A CMMC Required Document Default for Level 2 - Intermediate Cyber Hygiene already exists. Edit that one instead.',
    );
    const bad = await admin
      .post(`${base}/cmmc-rdd`)
      .send({ cmmcLevel: 'LEVEL9', requiredDocuments: ['CMMC_POAM'] })
      .expect(400);
    expect(bad.body.message).toContain('CMMC Level must be one of LEVEL1_BASIC_CYBER_HYGIENE');
    const list = await admin.get(`${base}/cmmc-rdd`).expect(200);
    expect(list.body).toHaveLength(1);
  });

  it('validates the dialog fields', async () => {
    const cases: Array<[string, object, string]> = [
      ['personnel', { optionType: 'ACCESS_TYPE', requiredDocuments: ['SF_312'] }, 'Option is required'],
      ['personnel', { option: 'SAP', requiredDocuments: ['SF_312'] }, 'Option Type is required'],
      [
        'personnel',
        { optionType: 'COMPANY_TYPE', option: 'SAP', requiredDocuments: ['SF_312'] },
        'Option Type must be one of ACCESS_TYPE, EMPLOYMENT_TYPE',
      ],
      [
        'personnel',
        { optionType: 'EMPLOYMENT_TYPE', option: 'K1_PARTNER', requiredDocuments: [] },
        'Choose at least one required document',
      ],
      [
        'personnel',
        { optionType: 'EMPLOYMENT_TYPE', option: 'K1_PARTNER', requiredDocuments: ['SF_312'], updatedDate: `${PAST}-02-30` },
        'Updated Date: Invalid Date',
      ],
      [
        'personnel',
        { optionType: 'EMPLOYMENT_TYPE', option: 'K1_PARTNER', requiredDocuments: ['SF_312'], updatedDate: 'yesterday' },
        'Updated Date: Invalid Date',
      ],
      ['personnel', { optionType: 'EMPLOYMENT_TYPE', option: 'CEO', requiredDocuments: ['SF_312'] }, 'CEO is not a valid Employment Type'],
      ['cmmc', { requiredDocuments: ['CMMC_POAM'] }, 'CMMC Level is required'],
    ];
    for (const [kind, body, message] of cases) {
      const res = await admin.post(`${base}/${kind}-rdd`).send(body);
      expect([res.status, res.body.message]).toEqual([400, expect.stringContaining(message)]);
    }
    await admin.put(`${base}/cmmc-rdd/not-a-uuid`).send({}).expect(404);
  });

  it('keeps tenants apart and enforces the permissions', async () => {
    const mine = await admin
      .post(`${base}/facility-rdd`)
      .send({ optionType: 'COMPANY_TYPE', option: 'LIMITED_LTD', requiredDocuments: ['KMP_LIST'] })
      .expect(201);
    expect((await other.get(`${base}/facility-rdd`).expect(200)).body).toEqual([]);
    await other
      .put(`${base}/facility-rdd/${mine.body.id}`)
      .send({ optionType: 'COMPANY_TYPE', option: 'LIMITED_LTD', requiredDocuments: ['KMP_LIST'] })
      .expect(404);
    await other.delete(`${base}/facility-rdd/${mine.body.id}`).expect(404);
    await viewer.get(`${base}/facility-rdd`).expect(200);
    await viewer
      .post(`${base}/facility-rdd`)
      .send({ optionType: 'COMPANY_TYPE', option: 'PARTNERSHIP', requiredDocuments: ['KMP_LIST'] })
      .expect(403);
    await viewer.delete(`${base}/facility-rdd/${mine.body.id}`).expect(403);
  });

  it('answers the documents a new record needs, unless the tenant turned the defaults off', async () => {
    const rdd = t.app.get(RddService);
    const db = t.app.get(TenantDb);
    const needs = () =>
      db.inTenant(DEMO_TENANT_ID, () =>
        rdd.requiredDocumentsFor('personnel', [
          { optionType: 'EMPLOYMENT_TYPE', option: 'W2_EMPLOYEE' },
          { optionType: 'ACCESS_TYPE', option: 'KMP' },
          { optionType: 'ACCESS_TYPE', option: 'NATO' },
        ]),
      );
    expect((await needs()).sort()).toEqual(['SF_312', 'SF_86']);
    await admin
      .put(base)
      .send([{ categoryName: 'REQUIRED_DOCUMENT_DEFAULTS', parameterName: 'RDD_APPLY_TO_NEW_RECORDS', value: false }])
      .expect(200);
    expect(await needs()).toEqual([]);
  });

  it('filters the list with the quick filter and sorts it', async () => {
    const res = await admin
      .get(`${base}/facility-rdd`)
      .query({ filter: JSON.stringify({ q: 'dd-441' }) })
      .expect(200);
    expect(res.body.map((r: { option: string }) => r.option)).toEqual(['GOVERNMENT_ENTITY']);
    const sorted = await admin
      .get(`${base}/facility-rdd`)
      .query({ sort: JSON.stringify(['option', 'ASC']) })
      .expect(200);
    expect(sorted.body.map((r: { option: string }) => r.option)).toEqual(['GOVERNMENT_ENTITY', 'LIMITED_LTD']);
  });
});

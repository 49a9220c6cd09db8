import { startTestApp, type TestApp } from '../support/test-app';
import { API, createPerson, facility, tenantWithoutMfa, type JsonBody, type UserAgent, userIn } from '../personnel/fixtures';

/** RDD_APPLY_TO_NEW_RECORDS decides whether new personnel get open actions for the required-document defaults. */
describe('required-document defaults: Apply Defaults To New Records', () => {
  let t: TestApp;
  let tenant: string;
  let fso: UserAgent;
  let f1: string;

  beforeAll(async () => {
    t = await startTestApp();
    tenant = await tenantWithoutMfa(t, 'Apply Defaults Co');
    fso = await userIn(t, tenant, { roles: ['FSO'] });
    f1 = await facility(fso, 'Main Plant', 'MAIN1');
    await t.sql(
      `INSERT INTO required_document_default (tenant_id, kind, option_type, option, required_documents, updated_date)
       VALUES ($1, 'personnel', 'ACCESS_TYPE', 'SAP', ARRAY['SF_312'], current_date),
              ($1, 'personnel', 'EMPLOYMENT_TYPE', 'W2_INTERN', ARRAY['SF_86'], current_date)`,
      [tenant],
    );
  });
  afterAll(() => t?.close());

  const setApply = async (on: boolean) => {
    const res = await fso
      .put(`${API}/tenant-settings`)
      .send([{ categoryName: 'REQUIRED_DOCUMENT_DEFAULTS', parameterName: 'RDD_APPLY_TO_NEW_RECORDS', value: on }]);
    expect(res.status).toBe(200);
  };
  const missingDocs = async (personnelId: string) =>
    ((await fso.get(`${API}/requests-and-actions/open-actions/personnel/${personnelId}`)).body as JsonBody[])
      .filter((a) => a.actionType === 'MISSING_REQUIRED_DOCUMENT')
      .map((a) => a.documentTitleId)
      .sort();

  it('raises the defaults while the setting is on, and none for records created while it is off', async () => {
    const before = await createPerson(fso, [f1], {
      firstName: 'Olive',
      lastName: 'On',
      specialSystemAccessList: ['SAP'],
      employment: { employmentType: 'W2_INTERN', employmentStatus: 'ACTIVE' },
    });
    expect(await missingDocs(before.id)).toEqual(['SF_312', 'SF_86']);

    await setApply(false);
    try {
      const during = await createPerson(fso, [f1], {
        firstName: 'Otto',
        lastName: 'Off',
        specialSystemAccessList: ['SAP'],
        employment: { employmentType: 'W2_INTERN', employmentStatus: 'ACTIVE' },
      });
      expect(await missingDocs(during.id)).toEqual([]);
      const raised = await t.sql(`SELECT count(*)::int AS n FROM open_action WHERE tenant_id = $1 AND personnel_id = $2`, [
        tenant,
        during.id,
      ]);
      expect(raised[0].n).toBe(0);
    } finally {
      await setApply(true);
    }
    const after = await createPerson(fso, [f1], { firstName: 'Anna', lastName: 'Again', specialSystemAccessList: ['SAP'] });
    expect(await missingDocs(after.id)).toEqual(['SF_312']);
  });

  it('keeps the actions raised from the defaults open when the setting is turned off and the person is edited', async () => {
    await setApply(true);
    const p = await createPerson(fso, [f1], {
      firstName: 'Kept',
      lastName: 'Open',
      specialSystemAccessList: ['SAP'],
      employment: { employmentType: 'W2_INTERN', employmentStatus: 'ACTIVE' },
    });
    expect(await missingDocs(p.id)).toEqual(['SF_312', 'SF_86']);

    await setApply(false);
    try {
      const edit = await fso
        .put(`${API}/personnel/employment`)
        .send({ personnelId: p.id, employmentType: 'W2_INTERN', employmentStatus: 'ACTIVE' });
      expect(edit.status).toBe(200);
      // no document was filed: the obligations stand, none is completed as "on file"
      expect(await missingDocs(p.id)).toEqual(['SF_312', 'SF_86']);
      const rows = await t.sql(
        `SELECT document_title_id, state, note FROM open_action WHERE tenant_id = $1 AND personnel_id = $2 ORDER BY 1`,
        [tenant, p.id],
      );
      expect(rows).toEqual([
        { document_title_id: 'SF_312', state: 'OPEN', note: null },
        { document_title_id: 'SF_86', state: 'OPEN', note: null },
      ]);

      // the file arriving still completes its action while the setting is off
      const up = await fso
        .post(`${API}/personnel/${p.id}/document`)
        .field('document', JSON.stringify({ titleId: 'SF_312', dateSigned: '2024-03-01' }))
        .attach('file', Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'), 'sf312.pdf');
      expect(up.status).toBe(201);
      expect(await missingDocs(p.id)).toEqual(['SF_86']);
      const done = await t.sql(
        `SELECT state, note, completed_by FROM open_action WHERE tenant_id = $1 AND personnel_id = $2 AND document_title_id = 'SF_312'`,
        [tenant, p.id],
      );
      expect(done).toEqual([{ state: 'COMPLETED', note: 'The required document is on file.', completed_by: null }]);
    } finally {
      await setApply(true);
    }
  });
});

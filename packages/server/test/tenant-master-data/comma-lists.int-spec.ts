import { FAQ_MESSAGES, TENANT_POC_MESSAGES } from '@clearline/shared';
import { API, createPerson, facility, type JsonBody, tenantWithoutMfa, type UserAgent, userIn } from '../personnel/fixtures';
import { startTestApp, type TestApp } from '../support/test-app';

const FAQ = `${API}/tenant-master-data/faq`;
const POC = `${API}/tenant-master-data/poc`;

/**
 * The lists spec 03 §3 gives as comma-separated text: an FAQ's allowedRoles ("comma-separated role ids") and a
 * point of contact's assignedCageCodes ("comma list of facility ids") are taken as that text or as a list, each item
 * checked: a role by id or name, a facility by id or CAGE code; one that names nothing answers 400 naming it.
 */
describe('tenant master data: lists given as comma-separated text', () => {
  let t: TestApp;
  let fso: UserAgent;
  let other: UserAgent;
  let tenantId: string;
  let fsoRole: string;
  let clientFsoRole: string;
  let hq: string;
  let lab: string;
  let person: JsonBody;

  const roleId = async (name: string) =>
    (await t.sql<{ id: string }>(`SELECT id FROM role WHERE tenant_id IS NULL AND name = $1`, [name]))[0].id;
  const count = async (table: string) =>
    (await t.sql<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE tenant_id = $1`, [tenantId]))[0].n;

  beforeAll(async () => {
    t = await startTestApp();
    tenantId = await tenantWithoutMfa(t, 'Comma Co');
    fso = await userIn(t, tenantId, { roles: ['FSO'] });
    other = await userIn(t, await tenantWithoutMfa(t, 'Other Comma Co'), { roles: ['FSO'] });
    fsoRole = await roleId('FSO');
    clientFsoRole = await roleId('CLIENT_FSO');
    hq = await facility(fso, 'Comma HQ', '1ABC2');
    lab = await facility(fso, 'Comma Lab', '2DEF3');
    person = await createPerson(fso, [hq], { firstName: 'Pat', lastName: 'Contact', workEmail: 'pat@comma.example' });
  }, 180_000);
  afterAll(() => t?.close());

  describe('FAQ allowedRoles', () => {
    it('takes the role ids as one comma-separated text, as the spec gives them, and as a list', async () => {
      const text = await fso
        .post(FAQ)
        .send({ question: 'Who reads this?', answer: 'Officers.', allowedRoles: `${fsoRole}, ${clientFsoRole}` });
      expect(text.status).toBe(201);
      expect(text.body).toMatchObject({
        allowedRoles: [fsoRole, clientFsoRole],
        allowedRoleNames: ['Facility Security Officer', 'Client FSO'],
      });
      const list = await fso.post(FAQ).send({ question: 'And this?', answer: 'Officers.', allowedRoles: [fsoRole] });
      expect(list.status).toBe(201);
      expect(list.body.allowedRoles).toEqual([fsoRole]);
      // an edit as text; an empty text is everyone
      const edited = await fso
        .put(`${FAQ}/${text.body.id}`)
        .send({ question: 'Who reads this?', answer: 'Officers.', allowedRoles: clientFsoRole });
      expect(edited.status).toBe(200);
      expect(edited.body.allowedRoles).toEqual([clientFsoRole]);
      const everyone = await fso.put(`${FAQ}/${text.body.id}`).send({ question: 'Who reads this?', answer: 'All.', allowedRoles: '' });
      expect(everyone.body).toMatchObject({ allowedRoles: [], allowedRoleNames: [] });
    });

    it('takes a role by its name too, in any case', async () => {
      const res = await fso.post(FAQ).send({ question: 'By name', answer: 'Yes.', allowedRoles: 'fso,CLIENT_FSO' });
      expect(res.status).toBe(201);
      expect(res.body.allowedRoles).toEqual([fsoRole, clientFsoRole]);
    });

    it('refuses an item that names no role with 400 naming it, and writes nothing', async () => {
      const before = await count('tenant_faq');
      const unknownId = '00000000-0000-4000-8000-000000000001';
      for (const [allowedRoles, bad] of [
        [`${fsoRole},WIZARD`, ['WIZARD']],
        [`${fsoRole}, ${unknownId}`, [unknownId]],
        [
          ['FSO', 'not a role', 'NOPE'],
          ['not a role', 'NOPE'],
        ],
      ] as const) {
        const res = await fso.post(FAQ).send({ question: 'Refused', answer: 'x', allowedRoles });
        expect(res.status).toBe(400);
        expect(res.body.message).toBe(FAQ_MESSAGES.unknownRoles(bad));
      }
      // another tenant's own role is not a role here
      const [theirs] = await t.sql<{ id: string }>(
        `INSERT INTO role (tenant_id, name, pretty_name) VALUES ($1, 'THEIR_ROLE', 'Theirs') RETURNING id`,
        [(await t.sql<{ tenant_id: string }>(`SELECT tenant_id FROM app_user WHERE id = $1`, [other.user.id]))[0].tenant_id],
      );
      const foreign = await fso.post(FAQ).send({ question: 'Refused', answer: 'x', allowedRoles: theirs.id });
      expect([foreign.status, foreign.body.message]).toEqual([400, FAQ_MESSAGES.unknownRoles([theirs.id])]);
      expect(await count('tenant_faq')).toBe(before);
    });
  });

  describe('point of contact assignedCageCodes', () => {
    it('takes the facility ids as one comma-separated text, as the spec gives them, and as a list', async () => {
      const text = await fso.post(POC).send({ personnelId: person.id, selectAllFacilities: false, assignedCageCodes: `${hq},${lab}` });
      expect(text.status).toBe(201);
      expect(text.body).toMatchObject({ assignedCageCodes: [hq, lab], facilityNames: ['Comma HQ', 'Comma Lab'] });
      const list = await fso
        .post(POC)
        .send({ personnelId: person.id, pocType: 'FSO', selectAllFacilities: false, assignedCageCodes: [lab] });
      expect(list.status).toBe(201);
      expect(list.body.assignedCageCodes).toEqual([lab]);
    });

    it('takes a facility by its CAGE code too, in any case', async () => {
      const res = await fso
        .post(POC)
        .send({ personnelId: person.id, pocType: 'AFSO', selectAllFacilities: false, assignedCageCodes: ' 1abc2 , 2DEF3 ' });
      expect(res.status).toBe(201);
      expect(res.body.assignedCageCodes).toEqual([hq, lab]);
    });

    it('refuses an item that names no facility of the tenant with 400 naming it, and writes nothing', async () => {
      const before = await count('tenant_poc');
      const theirs = await facility(other, 'Their Plant', '9ZZZ9');
      for (const [assignedCageCodes, bad] of [
        ['1ABC2,ZZZZ1', ['ZZZZ1']],
        [`${hq}, 1AB!2`, ['1AB!2']],
        ['9ZZZ9', ['9ZZZ9']],
        [[theirs], [theirs]],
      ] as const) {
        const res = await fso.post(POC).send({ personnelId: person.id, selectAllFacilities: false, assignedCageCodes });
        expect(res.status).toBe(400);
        expect(res.body.message).toBe(TENANT_POC_MESSAGES.unknownFacilityItems(bad));
      }
      expect(await count('tenant_poc')).toBe(before);
    });
  });
});

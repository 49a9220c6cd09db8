import { DEFAULT_COUNTRY_ID, SPECIAL_ACCESS_TYPE, VISIT_MESSAGES } from '@clearline/shared';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { completeApiDocument } from '../../src/core/http/openapi-contract';
import { IncomingVisitorView } from '../../src/modules/visits/visits.dto';
import { createPerson, facility, type JsonBody, tenantWithoutMfa, type UserAgent, userIn } from '../personnel/fixtures';
import { futureYear } from '../support/dates';
import { startTestApp, type TestApp } from '../support/test-app';

/** The year of the visits of these tests: they stay in the future whatever day the suite runs. */
const YEAR = futureYear();
const API = '/api/v1';
const GERMANY = 83;

type Schema = {
  $ref?: string;
  type?: string;
  items?: Schema;
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  enum?: unknown[];
};

/**
 * Foreign nationals among the visitors of an incoming visit (spec 03 §3 "Visits"; 32 CFR 117.10: only a U.S. citizen
 * holds a personnel clearance): a visitor of another citizenship keeps Clearance Level None and no special access and
 * visits under the foreign visit process. And the answers of the visits are what openapi.yaml documents.
 */
describe('foreign visitors', () => {
  let t: TestApp;
  let tenantId: string;
  let fso: UserAgent;
  let employee: UserAgent;
  let facilityId: string;

  const visitorsOf = async (id: string) =>
    t.sql<{ visitor_name: string; clearance_level: string; special_accesses: string[] }>(
      `SELECT visitor_name, clearance_level, special_accesses FROM incoming_visitor WHERE incoming_visit_id = $1 ORDER BY visitor_name`,
      [id],
    );
  const visitCount = async () =>
    (await t.sql<{ n: number }>(`SELECT count(*)::int AS n FROM incoming_visit WHERE tenant_id = $1`, [tenantId]))[0].n;
  const visit = (visitors: Array<Record<string, unknown>>, over: Record<string, unknown> = {}) => ({
    startDate: `${YEAR}-05-04`,
    endDate: `${YEAR}-05-06`,
    facilityName: 'Bundesamt Koblenz',
    toFacilityId: facilityId,
    foreignVisitor: true,
    visitors,
    ...over,
  });

  beforeAll(async () => {
    t = await startTestApp();
    tenantId = await tenantWithoutMfa(t, 'Foreign Visit Co');
    fso = await userIn(t, tenantId, { roles: ['FSO'] });
    employee = await userIn(t, tenantId, { roles: ['CLIENT_EMPLOYEE'] });
    facilityId = await facility(fso, 'Foreign Visit Plant');
    const me = await createPerson(fso, [facilityId], { firstName: 'Erin', lastName: 'Host', workEmail: 'erin.host@fv.example' });
    await t.sql(`UPDATE personnel SET user_id = $1 WHERE id = $2`, [employee.user.id, me.id]);
  }, 120_000);
  afterAll(() => t?.close());

  it('refuses a foreign national given a clearance level or special accesses on create, naming the visitor, and writes nothing', async () => {
    const before = await visitCount();
    const cleared = await fso
      .post(`${API}/visits/incoming`)
      .send(visit([{ visitorName: 'Katrin Vogel', citizenship: GERMANY, clearanceLevel: 'SECRET' }]));
    expect(cleared.status).toBe(400);
    expect(cleared.body.message).toBe(VISIT_MESSAGES.foreignNationalCleared('Katrin Vogel'));
    const accesses = await fso.post(`${API}/visits/incoming`).send(
      visit([
        { visitorName: 'Sam Citizen', citizenship: DEFAULT_COUNTRY_ID, clearanceLevel: 'SECRET' },
        { visitorName: 'Jonas Berg', citizenship: GERMANY, specialAccesses: ['NATO'] },
      ]),
    );
    expect(accesses.status).toBe(400);
    expect(accesses.body.message).toBe(VISIT_MESSAGES.foreignNationalCleared('Jonas Berg'));
    // the employee's request from My Portal is held to the same rule
    const requested = await employee
      .post(`${API}/visits/incoming/me`)
      .send(visit([{ visitorName: 'Katrin Vogel', citizenship: GERMANY, clearanceLevel: 'CONFIDENTIAL' }]));
    expect(requested.status).toBe(400);
    expect(requested.body.message).toBe(VISIT_MESSAGES.foreignNationalCleared('Katrin Vogel'));
    expect(await visitCount()).toBe(before);
  });

  it('takes a foreign national without a clearance beside cleared U.S. citizens, and refuses the level on an edit', async () => {
    const created = await fso.post(`${API}/visits/incoming`).send(
      visit([
        { visitorName: 'Katrin Vogel', citizenship: GERMANY, clearanceLevel: 'NONE', specialAccesses: [] },
        { visitorName: 'Sam Citizen', citizenship: DEFAULT_COUNTRY_ID, clearanceLevel: 'SECRET', specialAccesses: ['NATO'] },
        { visitorName: 'Una Known', clearanceLevel: 'CONFIDENTIAL' },
      ]),
    );
    expect(created.status).toBe(201);
    const v = created.body as JsonBody;
    expect(await visitorsOf(v.id as string)).toEqual([
      { visitor_name: 'Katrin Vogel', clearance_level: 'NONE', special_accesses: [] },
      { visitor_name: 'Sam Citizen', clearance_level: 'SECRET', special_accesses: ['NATO'] },
      { visitor_name: 'Una Known', clearance_level: 'CONFIDENTIAL', special_accesses: [] },
    ]);

    const visitors = (v.visitors as JsonBody[]).map((x) => ({ ...x }));
    const katrin = visitors.find((x) => x.visitorName === 'Katrin Vogel')!;
    katrin.clearanceLevel = 'TOP_SECRET';
    const edited = await fso.put(`${API}/visits/incoming/${v.id}`).send({ ...v, visitors });
    expect(edited.status).toBe(400);
    expect(edited.body.message).toBe(VISIT_MESSAGES.foreignNationalCleared('Katrin Vogel'));
    // a cleared U.S. citizen who turns out to be a foreign national: the level goes with the citizenship
    const sam = { ...visitors.find((x) => x.visitorName === 'Sam Citizen')!, citizenship: GERMANY };
    const moved = await fso
      .put(`${API}/visits/incoming/${v.id}`)
      .send({ ...v, visitors: [sam, { id: katrin.id, visitorName: 'Katrin Vogel', citizenship: GERMANY }] });
    expect(moved.status).toBe(400);
    expect(moved.body.message).toBe(VISIT_MESSAGES.foreignNationalCleared('Sam Citizen'));
    expect(await visitorsOf(v.id as string)).toHaveLength(3);
    expect((await visitorsOf(v.id as string))[0]).toEqual({ visitor_name: 'Katrin Vogel', clearance_level: 'NONE', special_accesses: [] });
  });

  it('answers specialAccesses as openapi.yaml documents them: a list of special access types', async () => {
    // the document as buildOpenApi writes it (the visitor's schema named too: the test build documents only decorated properties)
    const doc = completeApiDocument(
      SwaggerModule.createDocument(t.app, new DocumentBuilder().build(), { extraModels: [IncomingVisitorView] }),
    ) as unknown as { components: { schemas: Record<string, Schema> } };
    const schemas = doc.components.schemas;
    const resolve = (s: Schema): Schema => (s.$ref ? schemas[s.$ref.split('/').pop()!] : s.allOf?.length === 1 ? resolve(s.allOf[0]) : s);
    const accesses = resolve({ $ref: '#/components/schemas/SpecialAccessType' });
    expect(accesses.enum).toEqual(Object.keys(SPECIAL_ACCESS_TYPE));
    const created = (
      await fso
        .post(`${API}/visits/incoming`)
        .send(
          visit([{ visitorName: 'Sam Citizen', citizenship: DEFAULT_COUNTRY_ID, clearanceLevel: 'SECRET', specialAccesses: ['SCI'] }], {
            specialAccesses: ['NATO'],
          }),
        )
        .expect(201)
    ).body as JsonBody;
    const outgoing = (
      await fso
        .post(`${API}/visits/outgoing`)
        .send({ startDate: `${YEAR}-06-01`, endDate: `${YEAR}-06-03`, toFacilityName: 'Raytheon Tucson', specialAccesses: ['COMSEC'] })
        .expect(201)
    ).body as JsonBody;
    const answers: Array<[string, JsonBody]> = [
      ['IncomingVisitDetailView', created],
      ['IncomingVisitView', ((await fso.get(`${API}/visits/incoming`).expect(200)).body as JsonBody[])[0]],
      ['IncomingVisitorView', (created.visitors as JsonBody[])[0]],
      ['OutgoingVisitDetailView', outgoing],
      ['OutgoingVisitView', ((await fso.get(`${API}/visits/outgoing`).expect(200)).body as JsonBody[])[0]],
    ];
    for (const [name, answer] of answers) {
      const property = resolve(schemas[name].properties!.specialAccesses);
      expect({ name, type: property.type }).toEqual({ name, type: 'array' });
      expect(resolve(property.items!)).toEqual(accesses);
      expect(Array.isArray(answer.specialAccesses)).toBe(true);
      for (const value of answer.specialAccesses as unknown[]) expect(accesses.enum).toContain(value);
    }
  });
});

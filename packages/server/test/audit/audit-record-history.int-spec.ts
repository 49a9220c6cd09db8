import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { AUDIT_OBJECT_KINDS, INCIDENT_QUESTIONS } from '@clearline/shared';
import { AuditLog } from '../../src/core/audit/audit.entity';
import { isAudited } from '../../src/core/audit/sensitive';
import { PDF } from './catalogue/personnel';
import { API, createPerson, facility, type JsonBody, tenantWithoutMfa, type UserAgent, userIn } from '../personnel/fixtures';
import { startTestApp, type TestApp } from '../support/test-app';
import { tenantDay } from '../support/time-zone';

const AUDITS = `${API}/application-audits`;
const INC = `${API}/incidents`;
const FRANCE = 76;
const GERMANY = 83;

interface Entry {
  eventType: string;
  objectTable: string | null;
  objectId: string | null;
  objectName: string | null;
  changes: Record<string, { before: unknown; after: unknown }> | null;
  valueNames: Record<string, string>;
}

/** Every source file of the server (`src`), its path and text. */
function sources(dir: string): Array<[string, string]> {
  return readdirSync(dir).flatMap((name): Array<[string, string]> => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return name.endsWith('.ts') && !name.endsWith('.spec.ts') ? [[path, readFileSync(path, 'utf8')]] : [];
  });
}

/** The tables audit rows written by hand name (`objectTable: 'x'`, or each table of an expression choosing one). */
function tablesWrittenByHand(): Set<string> {
  const tables = new Set<string>();
  for (const [, text] of sources(join(process.cwd(), 'src'))) {
    for (const [, expr] of text.matchAll(/objectTable:\s*([^,\n}]+)/g)) {
      for (const [, table] of expr.matchAll(/'([a-z][a-z0-9_]*)'/g)) tables.add(table);
    }
  }
  return tables;
}

/**
 * One record's history for an inspector: one filter pulls an incident with the rows of the records created under
 * it (destinations, emergency contacts, documents), the record kinds are named by label, and ids in the changed
 * values are shown by the names of their records.
 */
describe('audit log: the history of one record, with names', () => {
  let t: TestApp;
  let tenantId: string;
  let fso: UserAgent;
  let otherFso: UserAgent;
  let jane: JsonBody;
  let travel: JsonBody;
  let other: JsonBody;
  let contact: JsonBody;
  let documentId: string;

  const history = async (agent: UserAgent, recordId: string, more = ''): Promise<Entry[]> =>
    (await agent.get(`${AUDITS}?size=200&recordId=${recordId}${more}`).expect(200)).body.content as Entry[];

  beforeAll(async () => {
    t = await startTestApp();
    tenantId = await tenantWithoutMfa(t, 'History Co');
    fso = await userIn(t, tenantId, { roles: ['FSO'] });
    otherFso = await userIn(t, await tenantWithoutMfa(t, 'Other History Co'), { roles: ['FSO'] });
    const facilityId = await facility(fso, 'History HQ');
    jane = await createPerson(fso, [facilityId], { firstName: 'Jane', lastName: 'Doe', workEmail: 'jane.doe@history.example' });
    travel = (
      await fso
        .post(INC)
        .send({
          incidentType: 'FOREIGN_TRAVEL',
          personnelId: jane.id,
          title: 'Paris and Berlin',
          details: {
            departureDate: tenantDay(-12),
            returnDate: tenantDay(-2),
            travelType: 'PERSONAL',
            purpose: 'Family visit',
            preTravelBriefAcknowledged: true,
            preTravelBriefDate: tenantDay(-20),
            destinations: [
              { countryId: FRANCE, cities: 'Paris', arrivalDate: tenantDay(-11), departureDate: tenantDay(-7) },
              { countryId: GERMANY, cities: 'Berlin', arrivalDate: tenantDay(-7), departureDate: tenantDay(-2) },
            ],
            emergencyContacts: [{ fullName: 'Sam Doe', relationship: 'Spouse', phone: '703-555-0100' }],
          },
        })
        .expect(201)
    ).body as JsonBody;
    documentId = ((await fso.post(`${INC}/${travel.id}/document`).attach('file', PDF, 'itinerary.pdf').expect(201)).body as JsonBody[])[0]
      .id as string;
    await fso.put(`${INC}/${travel.id}`).send({ incidentType: 'FOREIGN_TRAVEL', title: 'Paris and Berlin (family)' }).expect(200);
    // an incident with a questionnaire, whose answers change
    const q = INCIDENT_QUESTIONS.SUSPICIOUS_CONTACT!;
    contact = (
      await fso
        .post(INC)
        .send({
          incidentType: 'SUSPICIOUS_CONTACT',
          personnelId: jane.id,
          answers: { [q[0].id]: true },
          details: { contactDate: tenantDay(-1), contactMeans: 'SOCIAL_MEDIA', informationRequested: 'Program schedule' },
        })
        .expect(201)
    ).body as JsonBody;
    await fso
      .put(`${INC}/${contact.id}`)
      .send({ incidentType: 'SUSPICIOUS_CONTACT', answers: { [q[1].id]: false } })
      .expect(200);
    // another incident of the same person: not part of the travel's history
    other = (
      await fso
        .post(INC)
        .send({ incidentType: 'OTHER', personnelId: jane.id, details: { location: 'Lobby' } })
        .expect(201)
    ).body as JsonBody;
  }, 180_000);
  afterAll(() => t?.close());

  it('pulls an incident and the rows of its destinations, emergency contacts and documents with one filter', async () => {
    const rows = await history(fso, travel.id as string);
    const destinations = await t.sql<{ id: string }>(`SELECT id FROM foreign_travel_destination WHERE incident_id = $1`, [travel.id]);
    const contacts = await t.sql<{ id: string }>(`SELECT id FROM foreign_travel_emergency_contact WHERE incident_id = $1`, [travel.id]);
    expect(destinations).toHaveLength(2);
    const kinds = rows.map((r) => `${r.eventType} ${r.objectTable}`).sort();
    expect(kinds).toEqual(
      expect.arrayContaining([
        'CREATE incident',
        'UPDATE incident',
        'CREATE foreign_travel_destination',
        'CREATE foreign_travel_emergency_contact',
        'CREATE document',
      ]),
    );
    expect(kinds.filter((k) => k === 'CREATE foreign_travel_destination')).toHaveLength(2);
    const mine = new Set([travel.id, documentId, ...destinations.map((d) => d.id), ...contacts.map((c) => c.id)]);
    expect(rows.filter((r) => !mine.has(r.objectId))).toEqual([]);
    expect(rows.some((r) => r.objectId === other.id)).toBe(false);
    // the history's rows combine with the other filters
    expect((await history(fso, travel.id as string, '&objectTable=foreign_travel_destination')).map((r) => r.objectTable)).toEqual([
      'foreign_travel_destination',
      'foreign_travel_destination',
    ]);
  });

  it('keeps the answers of an incident in its history, and a person’s history holds the records created for them', async () => {
    const rows = await history(fso, contact.id as string);
    const answered = rows.filter((r) => r.objectTable === 'incident' && r.changes?.answers);
    expect(answered.map((r) => r.eventType).sort()).toEqual(['CREATE', 'UPDATE']);
    const person = await history(fso, jane.id as string);
    expect(person.filter((r) => r.objectTable === 'incident' && r.eventType === 'CREATE').map((r) => r.objectId)).toEqual(
      expect.arrayContaining([travel.id, contact.id, other.id]),
    );
  });

  it('names the record of each row and the records its values name: "Doe, Jane" for the person, countries by name', async () => {
    const rows = await history(fso, travel.id as string);
    const created = rows.find((r) => r.objectTable === 'incident' && r.eventType === 'CREATE')!;
    expect(created.changes?.personnelId?.after).toBe(jane.id);
    expect(created.valueNames[jane.id as string]).toBe('Doe, Jane');
    // ids inside a field kept as an object: the destinations of the incident's details
    expect(created.valueNames).toMatchObject({ [`country:${FRANCE}`]: 'France', [`country:${GERMANY}`]: 'Germany' });
    expect(created.objectName).toBe('Foreign Travel – Paris and Berlin (family) – Doe, Jane');
    const destinations = rows.filter((r) => r.objectTable === 'foreign_travel_destination');
    expect(destinations.map((r) => r.objectName).sort()).toEqual(['France: Paris', 'Germany: Berlin']);
    const france = destinations.find((r) => r.changes?.countryId?.after === FRANCE)!;
    expect(france.valueNames).toMatchObject({ [`country:${FRANCE}`]: 'France', [travel.id as string]: created.objectName });
    const document = rows.find((r) => r.objectTable === 'document')!;
    expect(document.objectName).toBe('itinerary.pdf');
    expect(document.valueNames[travel.id as string]).toBe(created.objectName);
  });

  it('names a record only inside the row’s tenant', async () => {
    const [foreign] = await t.sql<{ id: string }>(`SELECT id FROM app_user WHERE id = $1`, [otherFso.user.id]);
    await t.sql(
      `INSERT INTO audit_log (tenant_id, event_type, user_id, username, object_table, object_id, action, changes)
       VALUES ($1, 'UPDATE', $2, $3, 'incident', $4, 'UPDATE', $5)`,
      [tenantId, fso.user.id, fso.user.username, travel.id, JSON.stringify({ reportedByUserId: { before: null, after: foreign.id } })],
    );
    const rows = await history(fso, travel.id as string);
    const planted = rows.find((r) => r.changes?.reportedByUserId?.after === foreign.id)!;
    expect(planted.valueNames).toEqual({});
    // and another tenant's reader finds nothing of the incident
    expect(await history(otherFso, travel.id as string)).toEqual([]);
  });

  it('refuses a record filter that is not an id with 400', async () => {
    const res = await fso.get(`${AUDITS}?recordId=incident-1`).expect(400);
    expect(res.body.message).toBe('Record is not valid');
  });

  it('has a readable name for every audited table, and each is a filter the log accepts', async () => {
    const entities = t.app
      .get(DataSource)
      .entityMetadatas.filter((m) => typeof m.target === 'function' && m.target !== AuditLog && isAudited(m.target))
      .map((m) => m.tableName);
    const audited = [...new Set([...entities, ...tablesWrittenByHand()])].sort();
    expect(audited).toEqual(expect.arrayContaining(['incident', 'foreign_travel_destination', 'contract', 'dd254', 'outgoing_visit']));
    const unnamed = audited.filter((table) => !Object.hasOwn(AUDIT_OBJECT_KINDS, table));
    expect(unnamed).toEqual([]);
    for (const table of audited) {
      const label = AUDIT_OBJECT_KINDS[table as keyof typeof AUDIT_OBJECT_KINDS];
      expect({ table, readable: !/_/.test(label) && label.trim().length > 0 }).toEqual({ table, readable: true });
    }
    for (const table of ['incident', 'foreign_travel_destination', 'contract', 'dd254', 'incoming_visit', 'outgoing_visit', 'foci_visit']) {
      await fso.get(`${AUDITS}?objectTable=${table}`).expect(200);
    }
  });
});

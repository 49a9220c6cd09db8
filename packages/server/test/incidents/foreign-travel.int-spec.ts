import {
  API_MESSAGES,
  debriefDueDateOf,
  FOREIGN_TRAVEL_DEBRIEF_MESSAGES as DM,
  FOREIGN_TRAVEL_MESSAGES as M,
  TRAVEL_ADVISORY_MESSAGES as AM,
  travelDebriefActionKey,
} from '@clearline/shared';
import { WorkerService } from '../../src/core/queue/worker.service';
import { RemindersService } from '../../src/modules/reminders/reminders.service';
import { binary, parseCsv } from '../reports/support';
import { API, createPerson, facility, type JsonBody, tenantWithoutMfa, type UserAgent, userIn } from '../personnel/fixtures';
import { inTenantTimeZone, tenantDay as day, utcDay, zoneOffUtcDay } from '../support/time-zone';
import { startTestApp, type TestApp } from '../support/test-app';
import { pastYear } from '../support/dates';

/** The year of the advisory periods: long past, so that the later periods (open-ended) cover every travel of these tests. */
const PAST = pastYear();

const ADVISORY = `${API}/tenant-master-data/travel-advisory`;
const LOOKUP = `${API}/incidents/travel-advisory/country`;
const TRAVELS = `${API}/incidents/foreign-travels`;
const DESTINATIONS = `${API}/incidents/foreign-travel-destinations`;
const CONTACTS = `${API}/incidents/foreign-travel-emergency-contacts`;
const DEBRIEFS = `${API}/incidents/foreign-travel-debriefs`;

const FRANCE = 76;
const GERMANY = 83;
const JAPAN = 112;
const US = 236;

/** YYYY-MM-DD `n` days from today (UTC). */

/** Foreign travel, its debrief and travel advisories (spec 03 §3, §7; 02 §2 Assignments tab). */
describe('foreign travel', () => {
  let t: TestApp;
  let tenantId: string;
  let fso: UserAgent;
  let master: UserAgent;
  let personnelViewer: UserAgent;
  let employee: UserAgent;
  let other: UserAgent;
  let facilityId: string;

  const audit = (table: string, id: string) =>
    t.sql<{ action: string }>(`SELECT action FROM audit_log WHERE object_table = $1 AND object_id = $2 ORDER BY id`, [table, id]);

  beforeAll(async () => {
    t = await startTestApp();
    await t.app.get(WorkerService).start(1);
    tenantId = await tenantWithoutMfa(t, 'Travel Co');
    fso = await userIn(t, tenantId, { roles: ['FSO'] });
    master = await userIn(t, tenantId, {
      permissions: { TENANT_MASTER: { canView: true, canCreate: true, canUpdate: true, canDelete: true } },
    });
    personnelViewer = await userIn(t, tenantId, { permissions: { PERSONNEL: { canView: true } } });
    employee = await userIn(t, tenantId, { roles: ['CLIENT_EMPLOYEE'] });
    other = await userIn(t, await tenantWithoutMfa(t, 'Other Travel Co'), { roles: ['FSO'] });
    facilityId = await facility(fso, 'Travel HQ');
  }, 180_000);
  afterAll(() => t?.close());

  describe('travel advisories', () => {
    it('adds, lists, edits and deletes an advisory, each write audited', async () => {
      const created = await master
        .post(ADVISORY)
        .send({ countryId: FRANCE, advisoryLevel: 2, effectiveFrom: `${PAST}-01-01`, summary: ' Unrest ' });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        countryId: FRANCE,
        countryName: 'France',
        advisoryLevel: 2,
        advisoryLevelLabel: 'Level 2: Exercise Increased Caution',
        effectiveFrom: `${PAST}-01-01`,
        effectiveTo: null,
        summary: 'Unrest',
        version: 1,
      });
      const id = created.body.id as string;
      const list = await master.get(ADVISORY).query({ filter: JSON.stringify({ countryId: FRANCE }) });
      expect(list.status).toBe(200);
      expect(list.headers['content-range']).toBe('travel-advisories 0-0/1');
      const edited = await master
        .put(`${ADVISORY}/${id}`)
        .send({ countryId: FRANCE, advisoryLevel: 3, effectiveFrom: `${PAST}-01-01`, version: 1 });
      expect(edited.status).toBe(200);
      expect(edited.body).toMatchObject({ advisoryLevel: 3, summary: null, version: 2 });
      expect(
        (await master.put(`${ADVISORY}/${id}`).send({ countryId: FRANCE, advisoryLevel: 1, effectiveFrom: `${PAST}-01-01`, version: 1 }))
          .status,
      ).toBe(409);
      expect((await master.delete(`${ADVISORY}/${id}`)).status).toBe(204);
      expect((await audit('travel_advisory', id)).map((a) => a.action)).toEqual(['CREATE', 'UPDATE', 'DELETE']);
    });

    it('refuses a bad level, country or period with a message, and an overlapping period of the same country with 409', async () => {
      const bad = async (body: Record<string, unknown>) => (await master.post(ADVISORY).send(body)).body.message as string;
      expect(await bad({ countryId: JAPAN, advisoryLevel: 5, effectiveFrom: `${PAST}-01-01` })).toBe('Maximum value is 4');
      expect(await bad({ countryId: JAPAN, effectiveFrom: `${PAST}-01-01` })).toBe('Advisory Level is required');
      expect(await bad({ countryId: 99999, advisoryLevel: 1, effectiveFrom: `${PAST}-01-01` })).toBe('Country is not valid');
      expect(await bad({ countryId: JAPAN, advisoryLevel: 1, effectiveFrom: `${PAST}-05-01`, effectiveTo: `${PAST}-04-01` })).toBe(
        AM.toEarlierThanFrom,
      );
      expect(await bad({ countryId: JAPAN, advisoryLevel: 1 })).toBe('Effective From is required');

      const first = await master
        .post(ADVISORY)
        .send({ countryId: JAPAN, advisoryLevel: 1, effectiveFrom: `${PAST}-01-01`, effectiveTo: `${PAST}-06-30` });
      expect(first.status).toBe(201);
      const overlap = await master.post(ADVISORY).send({ countryId: JAPAN, advisoryLevel: 2, effectiveFrom: `${PAST}-06-30` });
      expect(overlap.status).toBe(409);
      expect(overlap.body.message).toBe(AM.overlap('Japan', `${PAST}-01-01`, `${PAST}-06-30`));
      // the next day is free; another country and another tenant are independent
      expect((await master.post(ADVISORY).send({ countryId: JAPAN, advisoryLevel: 2, effectiveFrom: `${PAST}-07-01` })).status).toBe(201);
      const open = await master.post(ADVISORY).send({ countryId: JAPAN, advisoryLevel: 3, effectiveFrom: `${PAST - 1}-01-01` });
      expect(open.status).toBe(409);
      expect((await other.post(ADVISORY).send({ countryId: JAPAN, advisoryLevel: 4, effectiveFrom: `${PAST}-03-01` })).status).toBe(201);
      // its own unchanged period does not clash with itself
      expect(
        (
          await master
            .put(`${ADVISORY}/${first.body.id}`)
            .send({ countryId: JAPAN, advisoryLevel: 2, effectiveFrom: `${PAST}-01-01`, effectiveTo: `${PAST}-06-30` })
        ).status,
      ).toBe(200);
    });

    it('looks up the advisories of a country in effect in a date range, highest level first', async () => {
      await master
        .post(ADVISORY)
        .send({ countryId: GERMANY, advisoryLevel: 1, effectiveFrom: `${PAST - 1}-01-01`, effectiveTo: `${PAST - 1}-12-31` })
        .expect(201);
      await master
        .post(ADVISORY)
        .send({ countryId: GERMANY, advisoryLevel: 3, effectiveFrom: `${PAST}-01-01`, effectiveTo: `${PAST}-01-31` })
        .expect(201);
      await master
        .post(ADVISORY)
        .send({ countryId: GERMANY, advisoryLevel: 2, effectiveFrom: `${PAST}-02-01` })
        .expect(201);

      const span = await employee.get(`${LOOKUP}/${GERMANY}`).query({ startDate: `${PAST - 1}-12-20`, endDate: `${PAST}-02-10` });
      expect(span.status).toBe(200);
      expect(span.body.advisories.map((a: JsonBody) => a.advisoryLevel)).toEqual([3, 2, 1]);
      expect(span.body).toMatchObject({
        countryName: 'Germany',
        startDate: `${PAST - 1}-12-20`,
        endDate: `${PAST}-02-10`,
        highestLevel: 3,
        highestLevelLabel: 'Level 3: Reconsider Travel',
      });
      const one = await fso.get(`${LOOKUP}/${GERMANY}`).query({ startDate: `${PAST}-03-01`, endDate: `${PAST}-03-05` });
      expect(one.body.advisories.map((a: JsonBody) => [a.advisoryLevel, a.countryName])).toEqual([[2, 'Germany']]);
      expect(
        (await fso.get(`${LOOKUP}/${GERMANY}`).query({ startDate: `${PAST - 2}-01-01`, endDate: `${PAST - 2}-02-01` })).body,
      ).toMatchObject({
        highestLevel: null,
        highestLevelLabel: null,
        advisories: [],
      });
      // another tenant keeps its own advisories
      expect((await other.get(`${LOOKUP}/${GERMANY}`).query({ startDate: `${PAST}-03-01` })).body.advisories).toEqual([]);

      const reversed = await fso.get(`${LOOKUP}/${GERMANY}`).query({ startDate: `${PAST}-03-05`, endDate: `${PAST}-03-01` });
      expect(reversed.status).toBe(400);
      expect(reversed.body.message).toBe(AM.lookupRange);
      expect((await fso.get(`${LOOKUP}/${GERMANY}`).query({ startDate: 'soon' })).status).toBe(400);
      expect((await fso.get(`${LOOKUP}/99999`)).body.message).toBe(API_MESSAGES.notFound('Country', '99999'));
      expect((await fso.get(`${LOOKUP}/abc`)).status).toBe(404);
      // master data needs TENANT_MASTER; the lookup anyone who may file travel
      expect((await employee.get(ADVISORY)).status).toBe(403);
      expect((await employee.post(ADVISORY).send({ countryId: GERMANY, advisoryLevel: 1, effectiveFrom: `${PAST}-01-01` })).status).toBe(
        403,
      );
    });
  });

  it('computes the debrief due date as five business days after the return', () => {
    expect(debriefDueDateOf('2026-11-27')).toBe('2026-12-04'); // fixed date (a rule without today): a Friday → the next Friday
    expect(debriefDueDateOf('2026-11-28')).toBe('2026-12-04'); // fixed date (a rule without today): a Saturday
    expect(debriefDueDateOf('2026-11-30')).toBe('2026-12-07'); // fixed date (a rule without today): a Monday
  });

  describe('travel and debrief', () => {
    let mine: JsonBody;
    let theirs: JsonBody;
    let travelId: string;
    let overdueId: string;

    /** A valid travel body: two destinations (France, then Germany) and one emergency contact. */
    const travel = (over: Record<string, unknown> = {}, details: Record<string, unknown> = {}) => ({
      incidentType: 'FOREIGN_TRAVEL',
      title: 'Paris and Berlin',
      ...over,
      details: {
        departureDate: day(-12),
        returnDate: day(-2),
        travelType: 'PERSONAL',
        purpose: 'Family visit',
        carrierItinerary: 'AF 55 IAD-CDG; LH 418 BER-IAD',
        preTravelBriefAcknowledged: true,
        preTravelBriefDate: day(-20),
        destinations: [
          { countryId: FRANCE, cities: 'Paris, Lyon', arrivalDate: day(-11), departureDate: day(-7), lodging: 'Hotel Lutetia' },
          { countryId: GERMANY, cities: 'Berlin', arrivalDate: day(-7), departureDate: day(-2) },
        ],
        emergencyContacts: [
          { fullName: 'Sam Reporter', relationship: 'Spouse', phone: '+1 (703) 555-0100', email: 'sam@example.com', countryId: US },
        ],
        ...details,
      },
    });
    const openActions = (personnelId: string) =>
      t.sql<{ source_key: string; state: string; due_date: string; title: string; note: string | null }>(
        `SELECT source_key, state, to_char(due_date, 'YYYY-MM-DD') AS due_date, title, note FROM open_action
          WHERE personnel_id = $1 AND source_key LIKE 'reminder:FOREIGN_TRAVEL_DEBRIEF:%' ORDER BY created_at, id`,
        [personnelId],
      );
    const incidents = async () =>
      (await t.sql<{ n: number }>(`SELECT count(*)::int AS n FROM incident WHERE tenant_id = $1`, [tenantId]))[0].n;

    beforeAll(async () => {
      mine = await createPerson(fso, [facilityId], { firstName: 'Erin', lastName: 'Traveller', workEmail: 'erin@travel.example' });
      theirs = await createPerson(fso, [facilityId], { firstName: 'Colin', lastName: 'Colleague', workEmail: 'colin@travel.example' });
      await t.sql(`UPDATE personnel SET user_id = $1 WHERE id = $2`, [employee.user.id, mine.id]);
      await master.post(ADVISORY).send({ countryId: FRANCE, advisoryLevel: 2, effectiveFrom: '2020-01-01', summary: 'Unrest' }).expect(201);
    });

    it('refuses a travel with a message a person can act on, and writes nothing', async () => {
      const before = await incidents();
      const refused = async (body: Record<string, unknown>) => {
        const res = await fso.post(`${API}/incidents`).send(body);
        expect(res.status).toBe(400);
        return res.body.message as string;
      };
      const base = travel({ personnelId: theirs.id });
      const d = base.details as Record<string, unknown>;
      const dest = d.destinations as Array<Record<string, unknown>>;
      expect(await refused(travel({ personnelId: theirs.id }, { destinations: undefined }))).toBe('Destinations is required');
      expect(await refused(travel({ personnelId: theirs.id }, { destinations: [] }))).toBe(M.atLeastOneDestination);
      expect(await refused(travel({ personnelId: theirs.id }, { returnDate: day(-13) }))).toBe(M.returnBeforeDeparture);
      expect(await refused(travel({ personnelId: theirs.id }, { destinations: [{ ...dest[0], countryId: US }] }))).toBe(
        M.domesticDestination(1),
      );
      expect(await refused(travel({ personnelId: theirs.id }, { destinations: [dest[0], { ...dest[1], departureDate: day(1) }] }))).toBe(
        M.destinationOutsideTrip(2, day(-12), day(-2)),
      );
      expect(
        await refused(
          travel({ personnelId: theirs.id }, { destinations: [dest[0], { ...dest[1], arrivalDate: day(-3), departureDate: day(-4) }] }),
        ),
      ).toBe(M.destinationDepartsBeforeArrival(2));
      expect(await refused(travel({ personnelId: theirs.id }, { destinations: [dest[0], { ...dest[1], countryId: 99999 }] }))).toBe(
        'Destination 2: Country is not valid',
      );
      expect(await refused(travel({ personnelId: theirs.id }, { destinations: [dest[0], { ...dest[1], arrivalDate: 'soon' }] }))).toContain(
        'Arrival Date',
      );
      expect(await refused(travel({ personnelId: theirs.id }, { destinations: Array.from({ length: 21 }, () => dest[0]) }))).toContain(
        'Destinations',
      );
      expect(await refused(travel({ personnelId: theirs.id }, { emergencyContacts: [{ fullName: 'X', phone: 'call me' }] }))).toBe(
        M.phoneInvalid,
      );
      expect(await refused(travel({ personnelId: theirs.id, status: 'SUBMITTED' }, { preTravelBriefAcknowledged: false }))).toBe(
        M.briefRequired,
      );
      expect(await refused(travel({ personnelId: theirs.id }, { preTravelBriefDate: null }))).toBe(M.briefDateRequired);
      expect(await refused(travel({ personnelId: theirs.id }, { travelType: 'VACATION' }))).toContain('Travel Type');
      expect(await incidents()).toBe(before);
    });

    it('the employee files a travel with two destinations from My Portal: stored, audited, the advisory found, the debrief action raised', async () => {
      const res = await employee.post(`${API}/incidents/me`).send(travel());
      expect(res.status).toBe(201);
      travelId = res.body.id as string;
      const due = debriefDueDateOf(day(-2));
      expect(res.body).toMatchObject({
        incidentType: 'FOREIGN_TRAVEL',
        status: 'SUBMITTED',
        selfReported: true,
        personnelId: mine.id,
        departureDate: day(-12),
        returnDate: day(-2),
        debriefDueDate: due,
        incidentDate: day(-12),
        debriefId: null,
        debriefDue: true,
      });
      expect(res.body.destinations.map((x: JsonBody) => [x.sequence, x.countryName, x.cities])).toEqual([
        [1, 'France', 'Paris, Lyon'],
        [2, 'Germany', 'Berlin'],
      ]);
      expect(res.body.emergencyContacts).toEqual([
        expect.objectContaining({ fullName: 'Sam Reporter', phone: '+1 (703) 555-0100', countryName: 'United States' }),
      ]);

      const rows = await t.sql<{ object_table: string; action: string }>(
        `SELECT object_table, action FROM audit_log WHERE object_table IN ('incident', 'foreign_travel_destination', 'foreign_travel_emergency_contact')
           AND (object_id::text = $1 OR object_id::text IN (SELECT id::text FROM foreign_travel_destination WHERE incident_id = $1::uuid)
                OR object_id::text IN (SELECT id::text FROM foreign_travel_emergency_contact WHERE incident_id = $1::uuid))
         ORDER BY id`,
        [travelId],
      );
      expect(rows.map((r) => `${r.object_table}:${r.action}`).sort()).toEqual(
        [
          'foreign_travel_destination:CREATE',
          'foreign_travel_destination:CREATE',
          'foreign_travel_emergency_contact:CREATE',
          'incident:CREATE',
        ].sort(),
      );

      const advisory = await employee.get(`${LOOKUP}/${FRANCE}`).query({ startDate: day(-11), endDate: day(-7) });
      expect(advisory.body.highestLevelLabel).toBe('Level 2: Exercise Increased Caution');

      expect(await openActions(mine.id as string)).toEqual([
        { source_key: travelDebriefActionKey(travelId, due), state: 'OPEN', due_date: due, title: M.actionTitle, note: null },
      ]);
    });

    it('the security office lists and reads travels, destinations and contacts with their filters', async () => {
      // a travel of another person, long over and not debriefed: overdue
      const created = await fso.post(`${API}/incidents`).send(
        travel(
          { personnelId: theirs.id, facilityId, status: 'SUBMITTED', title: 'Tokyo' },
          {
            departureDate: day(-40),
            returnDate: day(-30),
            preTravelBriefDate: day(-45),
            destinations: [{ countryId: JAPAN, cities: 'Tokyo', arrivalDate: day(-39), departureDate: day(-30) }],
            emergencyContacts: [],
          },
        ),
      );
      expect({ status: created.status, message: created.body.message }).toEqual({ status: 201, message: undefined });
      overdueId = created.body.id as string;

      const all = await fso.get(TRAVELS).expect(200);
      expect(all.headers['content-range']).toBe('foreign-travels 0-1/2');
      expect(all.body.map((r: JsonBody) => [r.personnelName, r.countries, r.debriefDue, r.debriefOverdue])).toEqual([
        ['Traveller, Erin', 'France, Germany', true, false],
        ['Colleague, Colin', 'Japan', true, true],
      ]);
      const byCountry = await fso.get(TRAVELS).query({ filter: JSON.stringify({ countryId: GERMANY }) });
      expect(byCountry.body.map((r: JsonBody) => r.id)).toEqual([travelId]);
      expect((await fso.get(TRAVELS).query({ filter: JSON.stringify({ debriefOverdue: true }) })).body.map((r: JsonBody) => r.id)).toEqual([
        overdueId,
      ]);
      expect(
        (await fso.get(TRAVELS).query({ filter: JSON.stringify({ travelFrom: day(-35), travelTo: day(-31) }) })).body.map(
          (r: JsonBody) => r.id,
        ),
      ).toEqual([overdueId]);
      expect((await fso.get(TRAVELS).query({ filter: JSON.stringify({ personnelId: mine.id, status: 'SUBMITTED' }) })).body).toHaveLength(
        1,
      );
      expect((await fso.get(TRAVELS).query({ filter: JSON.stringify({ facilityId }) })).body.map((r: JsonBody) => r.id)).toEqual(
        all.body.filter((r: JsonBody) => r.facilityId === facilityId).map((r: JsonBody) => r.id),
      );

      const detail = await fso.get(`${TRAVELS}/${travelId}`).expect(200);
      expect(detail.body).toMatchObject({
        purpose: 'Family visit',
        travelType: 'PERSONAL',
        carrierItinerary: 'AF 55 IAD-CDG; LH 418 BER-IAD',
        preTravelBriefAcknowledged: true,
      });
      expect(detail.body.destinations).toHaveLength(2);

      const dest = await fso
        .get(DESTINATIONS)
        .query({ filter: JSON.stringify({ incidentId: travelId }), sort: JSON.stringify(['sequence', 'ASC']) })
        .expect(200);
      expect(dest.body.map((x: JsonBody) => x.countryName)).toEqual(['France', 'Germany']);
      const one = await fso.get(`${DESTINATIONS}/${dest.body[1].id}`).expect(200);
      expect(one.body).toMatchObject({
        countryName: 'Germany',
        incidentId: travelId,
        personnelName: 'Traveller, Erin',
        travelStatus: 'SUBMITTED',
      });
      const contacts = await fso
        .get(CONTACTS)
        .query({ filter: JSON.stringify({ personnelId: mine.id }) })
        .expect(200);
      expect(contacts.body.map((c: JsonBody) => c.fullName)).toEqual(['Sam Reporter']);
      expect((await fso.get(`${CONTACTS}/${contacts.body[0].id}`)).body.relationship).toBe('Spouse');
      expect((await fso.get(`${DESTINATIONS}/${travelId}`)).status).toBe(404);

      // the lists are the security office's; another tenant sees nothing of them
      expect((await employee.get(TRAVELS)).status).toBe(403);
      expect((await other.get(`${TRAVELS}/${travelId}`)).status).toBe(404);
      expect((await other.get(`${DESTINATIONS}/${dest.body[0].id}`)).status).toBe(404);
      expect((await other.get(`${CONTACTS}/${contacts.body[0].id}`)).status).toBe(404);
      expect((await other.get(TRAVELS)).body).toEqual([]);
    });

    it("the debrief flags and filters count on the tenant's day (its TIME_ZONE), not the server's UTC day", async () => {
      // ahead of UTC a due date of UTC's today has passed; behind it UTC's yesterday has not
      const { zone, ahead } = zoneOffUtcDay();
      const [{ debrief_due_date: kept }] = await t.sql<{ debrief_due_date: string }>(
        `SELECT to_char(debrief_due_date, 'YYYY-MM-DD') AS debrief_due_date FROM incident WHERE id = $1`,
        [travelId],
      );
      await t.sql(`UPDATE incident SET debrief_due_date = $2 WHERE id = $1`, [travelId, utcDay(ahead ? 0 : -1)]);
      try {
        await inTenantTimeZone(t, tenantId, zone, async () => {
          expect((await fso.get(`${TRAVELS}/${travelId}`).expect(200)).body.debriefOverdue).toBe(ahead);
          const overdue = await fso.get(TRAVELS).query({ filter: JSON.stringify({ debriefOverdue: true }) });
          expect(overdue.body.map((r: JsonBody) => r.id).includes(travelId)).toBe(ahead);
        });
      } finally {
        await t.sql(`UPDATE incident SET debrief_due_date = $2 WHERE id = $1`, [travelId, kept]);
      }
    });

    it("a person's travels and destinations: the security office, personnel screens and the person themself", async () => {
      for (const agent of [fso, personnelViewer, employee]) {
        const res = await agent.get(`${TRAVELS}/personnel/${mine.id}`);
        expect(res.status).toBe(200);
        expect(res.body.map((r: JsonBody) => r.id)).toEqual([travelId]);
        const dest = await agent.get(`${DESTINATIONS}/personnel/${mine.id}`).query({ sort: JSON.stringify(['sequence', 'ASC']) });
        expect(dest.body.map((x: JsonBody) => x.countryName)).toEqual(['France', 'Germany']);
      }
      expect((await employee.get(`${TRAVELS}/personnel/${theirs.id}`)).status).toBe(403);
      expect((await other.get(`${TRAVELS}/personnel/${mine.id}`)).status).toBe(404);
      expect((await other.get(`${DESTINATIONS}/personnel/${mine.id}`)).status).toBe(404);
      // the traveller reads their own travel, not another's
      expect((await employee.get(`${TRAVELS}/${travelId}`)).status).toBe(200);
      expect((await employee.get(`${TRAVELS}/${overdueId}`)).status).toBe(404);
    });

    it('an edit replaces the destinations row by row; a new return date moves the debrief action', async () => {
      const current = await fso.get(`${API}/incidents/${travelId}/FOREIGN_TRAVEL`).expect(200);
      // a return date whose debrief falls due on another day than the filed one's (a Friday, Saturday and Sunday
      // share theirs), and late enough that the debrief is not overdue yet, whatever the day of the week today
      const moved = [day(-1), day(-3), day(-4)].find((d) => debriefDueDateOf(d) !== debriefDueDateOf(day(-2)))!;
      const body = travel(
        { personnelId: mine.id, status: 'SUBMITTED', version: current.body.version },
        { returnDate: moved, destinations: [{ countryId: FRANCE, cities: 'Nice', arrivalDate: day(-11), departureDate: moved }] },
      );
      const res = await fso.put(`${API}/incidents/${travelId}`).send(body);
      expect(res.status).toBe(200);
      expect(res.body.destinations.map((x: JsonBody) => x.cities)).toEqual(['Nice']);
      expect(res.body.debriefDueDate).toBe(debriefDueDateOf(moved));
      const actions = await openActions(mine.id as string);
      expect(actions.map((a) => [a.source_key, a.state])).toEqual([
        [travelDebriefActionKey(travelId, debriefDueDateOf(day(-2))), 'CLOSED'],
        [travelDebriefActionKey(travelId, debriefDueDateOf(moved)), 'OPEN'],
      ]);
      const removed = await t.sql(`SELECT 1 FROM audit_log WHERE object_table = 'foreign_travel_destination' AND action = 'DELETE'`);
      expect(removed).toHaveLength(1);
    });

    it('the daily reminder reminds of an overdue debrief under the action it already has', async () => {
      const result = await t.app
        .get(RemindersService)
        .remindTenant({ id: tenantId, name: 'Travel Co', contact_email: 'security@travel.example' });
      expect(result.reminders).toBeGreaterThanOrEqual(1);
      const log = await t.sql<{ summary: string }>(
        `SELECT summary FROM reminder_log WHERE kind = 'FOREIGN_TRAVEL_DEBRIEF' AND subject_id = $1`,
        [overdueId],
      );
      expect(log).toHaveLength(1);
      expect(log[0].summary).toContain('Debrief of the foreign travel to Japan');
      expect((await openActions(theirs.id as string)).map((a) => a.state)).toEqual(['OPEN']);
      const dash = await fso.get(`${API}/dashboard`).expect(200);
      expect(dash.body).toMatchObject({ debriefsDue: 2, debriefsOverdue: 1 });
    });

    it('refuses a debrief with a message: the travel must be submitted, the same person’s, not debriefed yet; a yes needs its description', async () => {
      const draft = await fso.post(`${API}/incidents`).send(
        travel(
          { personnelId: mine.id },
          {
            departureDate: day(5),
            returnDate: day(9),
            destinations: [{ countryId: FRANCE, arrivalDate: day(5), departureDate: day(9) }],
          },
        ),
      );
      expect(draft.status).toBe(201);
      const debrief = (details: Record<string, unknown>) => ({
        incidentType: 'FOREIGN_TRAVEL_DEBRIEF',
        details: {
          foreignTravelId: travelId,
          debriefDate: day(0),
          contactWithForeignNationals: false,
          attemptsToObtainInformation: false,
          unusualIncidents: false,
          lostOrStolenItems: false,
          devicesOutOfControl: false,
          itineraryChanged: false,
          ...details,
        },
      });
      const refused = async (body: Record<string, unknown>, status = 400) => {
        const res = await employee.post(`${API}/incidents/me`).send(body);
        expect(res.status).toBe(status);
        return res.body.message as string;
      };
      expect(await refused(debrief({ foreignTravelId: draft.body.id }))).toBe(DM.travelNotFiled);
      expect(await refused(debrief({ foreignTravelId: overdueId }))).toBe(DM.travelOfAnotherPerson);
      expect(await refused(debrief({ debriefDate: day(-5) }))).toBe(DM.debriefBeforeReturn);
      expect(await refused(debrief({ unusualIncidents: true }))).toBe(DM.detailsRequired(DM.labels.unusualIncidentsDetails));
      expect(await refused(debrief({ contactWithForeignNationals: undefined }))).toBe(
        `${DM.labels.contactWithForeignNationals} is required`,
      );
      // an id that names no incident of the tenant is not found, like an id of the path
      expect(await refused(debrief({ foreignTravelId: '6d1b5a2e-7d7e-4a55-9f3c-3c1f0f7d9a11' }), 404)).toBe(
        API_MESSAGES.fieldRecordNotFound('details.foreignTravelId', DM.labels.foreignTravelId, '6d1b5a2e-7d7e-4a55-9f3c-3c1f0f7d9a11'),
      );
    });

    it('the employee files the debrief: the action is completed, the travel is debriefed, a second debrief is refused', async () => {
      const res = await employee.post(`${API}/incidents/me`).send({
        incidentType: 'FOREIGN_TRAVEL_DEBRIEF',
        details: {
          foreignTravelId: travelId,
          debriefDate: day(0),
          contactWithForeignNationals: true,
          foreignNationalContactDetails: 'A man at the hotel bar asked twice where I work.',
          attemptsToObtainInformation: false,
          unusualIncidents: false,
          lostOrStolenItems: false,
          devicesOutOfControl: false,
          itineraryChanged: false,
        },
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ status: 'SUBMITTED', travelIncidentId: travelId, personnelId: mine.id, incidentDate: day(0) });
      const debriefId = res.body.id as string;

      const actions = await openActions(mine.id as string);
      expect(actions.at(-1)).toMatchObject({ state: 'COMPLETED', note: M.actionCompletedNote(day(0)) });
      expect(actions.filter((a) => a.state === 'OPEN')).toEqual([]);

      const got = await fso.get(`${TRAVELS}/${travelId}`).expect(200);
      expect(got.body).toMatchObject({ debriefId, debriefStatus: 'SUBMITTED', debriefDue: false, debriefOverdue: false });
      const list = await fso
        .get(DEBRIEFS)
        .query({ filter: JSON.stringify({ foreignTravelId: travelId }) })
        .expect(200);
      expect(list.body).toEqual([
        expect.objectContaining({ id: debriefId, countries: 'France', anyReportable: true, personnelName: 'Traveller, Erin' }),
      ]);
      expect((await employee.get(`${DEBRIEFS}/${debriefId}`)).status).toBe(200);
      expect((await other.get(`${DEBRIEFS}/${debriefId}`)).status).toBe(404);
      expect((await fso.get(`${API}/dashboard`)).body).toMatchObject({ debriefsDue: 1, debriefsOverdue: 1 });

      const again = await employee.post(`${API}/incidents/me`).send({
        incidentType: 'FOREIGN_TRAVEL_DEBRIEF',
        details: { ...res.body.details, debriefDate: day(0) },
      });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe(DM.alreadyDebriefed);

      // the travel stays while its debrief does; deleting the debrief opens the action again
      const del = await fso.delete(`${API}/incidents/${travelId}`);
      expect(del.status).toBe(409);
      expect(del.body.message).toBe(M.deleteDebriefFirst);
      expect((await fso.delete(`${API}/incidents/${debriefId}`)).status).toBe(204);
      expect((await openActions(mine.id as string)).filter((a) => a.state === 'OPEN')).toHaveLength(1);
    });

    it('runs the foreign travel and overdue debrief reports', async () => {
      const csv = async (reportType: string, parameters: Record<string, unknown>) => {
        const res = await fso
          .post(`${API}/reports/generate`)
          .send({ reportType, format: 'CSV', parameters })
          .buffer(true)
          .parse(binary)
          .expect(200);
        return parseCsv(res.body as Buffer);
      };
      const travels = await csv('FOREIGN_TRAVELS', { startDate: day(-45), endDate: day(0) });
      expect(travels[0]).toContain('Travel Advisory');
      expect(travels.slice(1).map((r) => [r[0], r[7]])).toEqual([
        ['Colleague', 'Japan'],
        ['Traveller', 'France'],
      ]);
      expect(travels[2][11]).toBe('Level 2: Exercise Increased Caution');
      const overdue = await csv('OVERDUE_DEBRIEFS', {});
      expect(overdue.slice(1).map((r) => [r[0], r[2], r[5]])).toEqual([[debriefDueDateOf(day(-30)), 'Colleague', 'Japan']]);
    });
  });
});

import type { EntityManager } from 'typeorm';
import { FOCI_VISIT_MESSAGES } from '@clearline/shared';
import { visitRequestKey } from '../modules/visits';
import { DEMO_TENANT_ID, seedId } from './ids';
import type { Seeder } from './seed';
import { daysFromToday } from './days';

const GERMANY = 83;
const UNITED_KINGDOM = 235;

/**
 * Demo FOCI visits of the Acme tenant: the quarterly Government Security Committee meeting with the foreign parent's
 * directors (approved, with attendees, affiliates and a missing required document), a commercial technical exchange
 * still in draft, and Erin Employee's request from My Portal waiting for the FSO (with its open action).
 */
export const fociVisitsSeeder: Seeder = {
  name: 'FOCI visits (Acme demo)',
  async run(em: EntityManager) {
    const tenant = DEMO_TENANT_ID;
    const [exists] = await em.query(`SELECT 1 FROM tenant WHERE id = $1`, [tenant]);
    if (!exists) return;
    await em.query(`SELECT set_config('app.tenant_id', $1, true)`, [tenant]);
    const [host] = await em.query<Array<{ id: string }>>(
      `SELECT id FROM facility WHERE tenant_id = $1 ORDER BY host_facility DESC, facility_name, id LIMIT 1`,
      [tenant],
    );
    const fso = seedId('person:1');
    const erin = seedId('person:employee-demo');
    const [people] = await em.query<Array<{ n: number }>>(`SELECT count(*)::int AS n FROM personnel WHERE id = ANY ($1::uuid[])`, [
      [fso, erin],
    ]);
    if (people.n < 2) return;

    const visit = `INSERT INTO foci_visit (id, tenant_id, start_date, end_date, visit_location, visit_status, status_date, visit_purpose,
         self_reported, description, commercial, visit_facility_id, requested_by_id, request_date, approver_id)
       VALUES ($1, $2, $3, $4, $5, $6, now(), $7, $8, $9, $10, $11, $12, $13, $14) ON CONFLICT (id) DO NOTHING`;
    const gsc = seedId('foci-visit:gsc');
    await em.query(visit, [
      gsc,
      tenant,
      daysFromToday(21),
      daysFromToday(22),
      'Headquarters, Board Room 3A',
      'APPROVED',
      'Quarterly Government Security Committee meeting',
      false,
      'Outside directors and the proxy holders review the FOCI mitigation agreement with the directors of the foreign parent.',
      false,
      host?.id ?? null,
      fso,
      daysFromToday(-10),
      fso,
    ]);
    const exchange = seedId('foci-visit:exchange');
    await em.query(visit, [
      exchange,
      tenant,
      daysFromToday(45),
      daysFromToday(47),
      'Engineering Lab 2',
      'DRAFT',
      'Technical exchange on unclassified sensor firmware',
      false,
      'Engineers of the parent company visit; the Technology Control Plan applies.',
      true,
      host?.id ?? null,
      fso,
      daysFromToday(-2),
      null,
    ]);
    const request = seedId('foci-visit:erin-request');
    await em.query(visit, [
      request,
      tenant,
      daysFromToday(30),
      daysFromToday(30),
      'Headquarters, Conference Room 1B',
      'SUBMITTED',
      'Program review with the parent company',
      true,
      null,
      true,
      host?.id ?? null,
      erin,
      daysFromToday(-1),
      null,
    ]);

    const participant = `INSERT INTO foci_visit_participant (id, tenant_id, foci_visit_id, participant_kind, personnel_id, full_name, organization,
         position, citizenship_country_id, foreign_national, email) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT (id) DO NOTHING`;
    const rows: Array<
      [string, string, 'ATTENDEE' | 'AFFILIATE', string | null, string, string | null, string | null, number | null, boolean, string | null]
    > = [
      [
        'gsc:1',
        gsc,
        'ATTENDEE',
        null,
        'Klaus Hoffmann',
        'Hoffmann Systeme AG',
        'Supervisory Board Member',
        GERMANY,
        true,
        'k.hoffmann@hoffmann-systeme.example',
      ],
      ['gsc:2', gsc, 'ATTENDEE', null, 'Eleanor Whitcombe', 'Hoffmann Systeme AG', 'Chief Financial Officer', UNITED_KINGDOM, true, null],
      ['gsc:3', gsc, 'ATTENDEE', fso, '', null, 'Facility Security Officer', null, false, null],
      ['gsc:4', gsc, 'AFFILIATE', null, 'Hoffmann Systeme AG', null, 'Ultimate Parent (100%)', GERMANY, true, null],
      ['exchange:1', exchange, 'ATTENDEE', null, 'Jonas Weber', 'Hoffmann Systeme AG', 'Firmware Engineer', GERMANY, true, null],
      ['exchange:2', exchange, 'AFFILIATE', null, 'Hoffmann Systeme AG', null, 'Ultimate Parent (100%)', GERMANY, true, null],
      ['erin:1', request, 'ATTENDEE', erin, '', null, 'Program Engineer', null, false, null],
      ['erin:2', request, 'ATTENDEE', null, 'Sabine Krüger', 'Hoffmann Systeme AG', 'Program Director', GERMANY, true, null],
      ['erin:3', request, 'AFFILIATE', null, 'Hoffmann Systeme AG', null, 'Ultimate Parent (100%)', GERMANY, true, null],
    ];
    for (const [key, visitId, kind, personnelId, name, org, position, country, foreign, email] of rows) {
      const [p] = personnelId
        ? await em.query<Array<{ name: string }>>(`SELECT first_name || ' ' || last_name AS name FROM personnel WHERE id = $1`, [
            personnelId,
          ])
        : [];
      await em.query(participant, [
        seedId(`foci-participant:${key}`),
        tenant,
        visitId,
        kind,
        personnelId,
        name || p?.name || 'Unknown',
        org,
        position,
        country,
        foreign,
        email,
      ]);
    }

    const document = `INSERT INTO visit_document (id, tenant_id, visit_kind, visit_id, document_type, document_status, document_title, required)
       VALUES ($1, $2, 'FOCI', $3, $4, 'NEEDS_REVIEW', $5, $6) ON CONFLICT (id) DO NOTHING`;
    await em.query(document, [seedId('foci-document:gsc:agenda'), tenant, gsc, 'AGENDA', 'GSC meeting agenda', true]);
    await em.query(document, [
      seedId('foci-document:exchange:tcp'),
      tenant,
      exchange,
      'TECHNOLOGY_CONTROL_PLAN',
      'Technology Control Plan briefing',
      true,
    ]);

    // the FSO's to do, on the facility visited (the request names it)
    const [erinName] = await em.query<Array<{ name: string }>>(
      `SELECT first_name || ' ' || last_name AS name FROM personnel WHERE id = $1`,
      [erin],
    );
    await em.query(
      `INSERT INTO open_action (id, tenant_id, personnel_id, facility_id, action_type, title, description, state, source_key, due_date)
       VALUES ($1, $2, NULL, $3, 'OTHER', $4, $5, 'OPEN', $6, $7) ON CONFLICT (id) DO NOTHING`,
      [
        seedId('open-action:foci-visit:erin-request'),
        tenant,
        host?.id ?? null,
        FOCI_VISIT_MESSAGES.openActionTitle,
        FOCI_VISIT_MESSAGES.openActionDescription(erinName?.name ?? '', daysFromToday(30), 'Headquarters, Conference Room 1B'),
        visitRequestKey('FOCI', request),
        daysFromToday(30),
      ],
    );
    await em.query(`SELECT set_config('app.tenant_id', '', true)`);
  },
};

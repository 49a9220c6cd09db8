// GET /api/v1/personnel/{id}: one person with every section (facilities, two contacts, a vehicle, three
// documents, a supervisor with a personal phone), on the data of personnel-list (scale people per tenant ×
// 10 tenants), against the same single statement through raw pg.
//
// What the endpoint does per request: the session look-up in Redis (one script: HGETALL + GET + the touch),
// the tenant transaction (BEGIN and set_config of app.tenant_id and app.user_id in one statement), ONE statement that reads the
// record and its sections as JSON (dist/modules/personnel/personnel-detail.sql.js, the server's own SQL),
// COMMIT; then the SSNs decrypted and masked per the FSO's SSN visibility.
import { PASSWORD, seedPersonnel, sessionRedis } from './personnel/data.mjs';
import { dist } from '../lib/env.mjs';

/** the measured person and their supervisor: people of the measured tenant */
const PERSON = 7;
const SUPERVISOR = 8;

export default {
  name: 'personnel-detail',
  description: 'GET /personnel/{id} with its sections (contacts, vehicle, documents, supervisor), same data as personnel-list',
  async seed(scale, pg, tools) {
    const seeded = await seedPersonnel(scale, pg, tools);
    const tenant = seeded.tenantId;
    const person = tools.uuidFor(`bench-person:${tenant}:${PERSON}`);
    const supervisor = tools.uuidFor(`bench-person:${tenant}:${SUPERVISOR}`);
    await pg.query('UPDATE personnel SET supervisor_personnel_id = $2 WHERE id = $1', [person, supervisor]);
    const contact = ['tenant_id', 'personnel_id', 'contact_type_enum', 'street1', 'city', 'state', 'zip_code', 'country_id'];
    await tools.copyRows(
      'personnel_contact',
      [...contact, 'contact_name', 'cell_phone_number', 'position'],
      [
        [tenant, person, 'PERSONAL', '1 Main St', 'Arlington', 'VA', '22201', 236, null, '703-555-0101', 0],
        [tenant, person, 'EMERGENCY', '2 Oak Ave', 'Reston', 'VA', '20190', 236, 'Pat Doe', '703-555-0102', 1],
        [tenant, supervisor, 'PERSONAL', '3 Elm Rd', 'Fairfax', 'VA', '22030', 236, null, '703-555-0103', 0],
      ],
    );
    await tools.copyRows(
      'personnel_vehicle',
      ['tenant_id', 'personnel_id', 'vehicle_name', 'vehicle_make', 'vehicle_model', 'vehicle_year', 'license_plate', 'registration_state'],
      [[tenant, person, 'Car', 'Honda', 'Civic', 2019, 'ABC1234', 'VA']],
    );
    await tools.copyRows(
      'personnel_document',
      ['tenant_id', 'personnel_id', 'document_status', 'title_id', 'required', 'uploaded_date'],
      [
        [tenant, person, 'CURRENT', 'SF_86', true, '2025-01-15'],
        [tenant, person, 'MISSING', 'SF_86_CERTIFICATION', true, null],
        [tenant, person, 'CURRENT', 'CLEARANCE_PROCESSING_REQUEST', false, '2024-11-02'],
      ],
    );
    return { ...seeded, personId: person };
  },
  signIn: (ctx) => ({ username: ctx.seed.username, password: PASSWORD }),
  endpoint: (ctx) => ({ path: `/api/v1/personnel/${ctx.seed.personId}` }),
  tenant: (ctx) => ctx.seed.tenantId,
  userId: (ctx) => ctx.seed.userId,
  rawSql: (ctx) => ({ text: dist('modules/personnel/personnel-detail.sql.js').PERSONNEL_DETAIL_SQL, values: [ctx.seed.personId] }),
  rawRedis: sessionRedis,
};

// Data shared by the personnel scenarios (personnel-list, personnel-search): `scale` people in each of
// ten tenants (scale 100000 → 1,000,000 rows), one facility per tenant with every person linked to it,
// a clearance for three people in five, an FSO user in the measured tenant (#0). SSNs are encrypted and
// blind-indexed by the server's own code. Seeded once per scale, whichever scenario runs first.
import { createHash } from 'node:crypto';
import { benchEnv, dist, serverRequire } from '../../lib/env.mjs';

const TENANTS = 10;
export const PASSWORD = 'Bench-Personnel-2026!';
export const username = (scale) => `bench_fso_${scale}`;

const FIRST = [
  'James',
  'Mary',
  'John',
  'Patricia',
  'Robert',
  'Jennifer',
  'Michael',
  'Linda',
  'William',
  'Elizabeth',
  'David',
  'Barbara',
  'Richard',
  'Susan',
  'Joseph',
  'Jessica',
  'Thomas',
  'Sarah',
  'Charles',
  'Karen',
  'Christopher',
  'Nancy',
  'Daniel',
  'Lisa',
  'Matthew',
  'Betty',
  'Anthony',
  'Margaret',
  'Mark',
  'Sandra',
  'Donald',
  'Ashley',
  'Steven',
  'Kimberly',
  'Paul',
  'Emily',
  'Andrew',
  'Donna',
  'Joshua',
  'Michelle',
  'Kenneth',
  'Carol',
  'Kevin',
  'Amanda',
  'Brian',
  'Melissa',
  'George',
  'Deborah',
  'Timothy',
  'Stephanie',
  'Ronald',
  'Rebecca',
  'Edward',
  'Sharon',
  'Jason',
  'Laura',
  'Jeffrey',
  'Cynthia',
  'Ryan',
  'Kathleen',
  'Priya',
  'Wei',
  'Mohammed',
  'Fatima',
  'Hiroshi',
  'Yuki',
  'Carlos',
  'Lucia',
  'Olusegun',
  'Amara',
  'Sven',
  'Ingrid',
];
const PRE = [
  'Ash',
  'Black',
  'Brad',
  'Brook',
  'Cald',
  'Carr',
  'Chan',
  'Dal',
  'Dun',
  'Elm',
  'Fair',
  'Fitz',
  'Gold',
  'Green',
  'Hal',
  'Har',
  'Hol',
  'Kings',
  'Lang',
  'Lind',
  'Mac',
  'Mar',
  'Mont',
  'Nor',
  'Oak',
  'Pen',
  'Rad',
  'Red',
  'Ros',
  'Shel',
  'Stan',
  'Stock',
  'Thorn',
  'Wal',
  'Wes',
  'Whit',
  'Wil',
  'Win',
  'Wood',
  'York',
];
const SUF = [
  'bury',
  'by',
  'croft',
  'dale',
  'den',
  'ford',
  'field',
  'gate',
  'ham',
  'hart',
  'hill',
  'holm',
  'hurst',
  'ington',
  'land',
  'ley',
  'low',
  'mere',
  'more',
  'ridge',
  'row',
  'shaw',
  'son',
  'stead',
  'ston',
  'ton',
  'vale',
  'ward',
  'well',
  'wick',
  'win',
  'wood',
  'worth',
  'ney',
  'man',
  'ner',
  'ing',
  'mond',
  'sey',
  'rick',
];
/** 1,600 distinct last names, e.g. Hollowmere, Winford, Thornbury. */
export const LAST = PRE.flatMap((p) => SUF.map((s) => p + s));
/** The quick filter term: one last name (about 1/1,600 of the rows, plus names that contain it). */
export const SEARCH_TERM = 'thornbury';

export async function seedPersonnel(scale, pg, tools) {
  const tenants = [];
  for (let k = 0; k < TENANTS; k++) tenants.push(await tools.benchTenant(`Bench personnel ${scale} #${k}`));
  const measured = tenants[0];
  const facilityOf = (tenant) => tools.uuidFor(`bench-facility:${tenant}`);
  const { rows: done } = await pg.query('SELECT n FROM personnel_count WHERE tenant_id = $1', [measured]);
  if (!(done.length && Number(done[0].n) >= scale)) {
    const { encryptSsn, ssnBlindIndex } = dist('modules/personnel/ssn-crypto.js');
    const { cfg } = benchEnv();
    // the trigram index is built once after the load instead of row by row
    await pg.query('DROP INDEX IF EXISTS personnel_search_trgm_idx');
    for (const [k, tenant] of tenants.entries()) {
      await pg.query(
        `INSERT INTO facility (id, tenant_id, facility_name, facility_code) VALUES ($1, $2, $3, $4) ON CONFLICT (id) DO NOTHING`,
        [facilityOf(tenant), tenant, `Bench Plant ${k}`, `B${String(k).padStart(4, '0')}`],
      );
      const r = dist('seed/personnel.seed.js').rng(1000 + k);
      const ids = [];
      await tools.copyRows(
        'personnel',
        [
          'id',
          'tenant_id',
          'first_name',
          'last_name',
          'employee_id',
          'work_email',
          'ssn_encrypted',
          'ssn_hmac',
          'gender_type',
          'marital_status',
          'birth_date',
          'birth_country_id',
          'birth_city',
          'birth_state',
          'citizenship_country_id',
          'citizenship_type',
          'employment_type',
          'employment_status',
          'job_title',
          'hire_date',
          'start_date',
        ],
        (function* () {
          for (let i = 0; i < scale; i++) {
            const id = tools.uuidFor(`bench-person:${tenant}:${i}`);
            ids.push(id);
            const first = FIRST[Math.floor(r() * FIRST.length)];
            const last = LAST[Math.floor(r() * LAST.length)];
            const ssn = String(100000000 + ((i * 7919 + k * 104729) % 800000000));
            const year = 1960 + Math.floor(r() * 40);
            yield [
              id,
              tenant,
              first,
              last,
              `E${k}-${String(i).padStart(7, '0')}`,
              `${first}.${last}.${i}@bench${k}.example`.toLowerCase(),
              encryptSsn(ssn, tenant, cfg.ssnEncryptionKey),
              ssnBlindIndex(ssn, tenant, cfg.ssnHmacKey),
              r() < 0.5 ? 'MALE' : 'FEMALE',
              'MARRIED',
              `${year}-0${1 + Math.floor(r() * 9)}-1${Math.floor(r() * 9)}`,
              236,
              'Arlington',
              'VA',
              236,
              'BORN_IN_US',
              'W2_EMPLOYEE',
              r() < 0.9 ? 'ACTIVE' : 'TERMINATED',
              'Engineer',
              '2015-03-02',
              '2015-03-16',
            ];
          }
        })(),
      );
      await tools.copyRows(
        'personnel_facility',
        ['tenant_id', 'personnel_id', 'facility_id'],
        ids.map((id) => [tenant, id, facilityOf(tenant)]),
      );
      await tools.copyRows(
        'personnel_clearance',
        ['tenant_id', 'personnel_id', 'facility_id', 'pcl_status', 'pcl_eligibility'],
        ids.filter((_, i) => i % 5 < 3).map((id, i) => [tenant, id, facilityOf(tenant), 'ACTIVE', i % 4 === 0 ? 'TOP_SECRET' : 'SECRET']),
      );
    }
    await pg.query('CREATE INDEX personnel_search_trgm_idx ON personnel USING gin (tenant_id, search_text gin_trgm_ops)');
  }
  // the measured tenant's FSO (no one-time code: MFA off for the bench tenant)
  await pg.query(`INSERT INTO tenant_setting (tenant_id, parameter_name, value) VALUES ($1, 'MFA', 'FALSE') ON CONFLICT DO NOTHING`, [
    measured,
  ]);
  const { PasswordService } = dist('modules/identity/passwords/password.service.js');
  const { insertUserAsOwner } = dist('modules/identity/users/user.sql.js');
  const userId = await insertUserAsOwner(
    { query: async (sql, params) => (await pg.query(sql, params)).rows },
    {
      tenantId: measured,
      username: username(scale),
      email: `${username(scale)}@bench.example`,
      passwordHash: await new PasswordService().hash(PASSWORD),
      firstName: 'Bench',
      lastName: 'FSO',
      roleNames: ['FSO'],
    },
  );
  // how the FSO sees SSNs (the list answers them masked accordingly); the role's default permissions
  const { ALL_MODULES, defaultRolePermissions, ssnVisibilityOf } = serverRequire('@clearline/shared');
  const ssnVisibility = ssnVisibilityOf(
    defaultRolePermissions(
      'FSO',
      ALL_MODULES.map((m) => m.name),
    ),
  );
  return { tenantId: measured, userId, username: username(scale), scale, ssnVisibility };
}

/** The statement GET /personnel/details sends for a filter (the service's own SQL builder: page and total in one). */
export function listSql(filter) {
  const { personnelListSql } = dist('modules/personnel/personnel-list.sql.js');
  return personnelListSql({ shape: 'details', filter, sort: { field: 'lastName', direction: 'ASC' }, offset: 0, limit: 10 });
}

let ssnKey;

/**
 * What the endpoint answers: the rows without the total column (it goes to X-Total-Count), the stored
 * SSN decrypted and masked per the FSO's SSN visibility by the server's own helpers (never the ciphertext).
 */
export function listBody(results, ctx) {
  const { detailsRows } = dist('modules/personnel/personnel-list.sql.js');
  const { decryptSsn, displaySsn } = dist('modules/personnel/ssn-crypto.js');
  const key = (ssnKey ??= benchEnv().cfg.ssnEncryptionKey);
  const { tenantId, ssnVisibility } = ctx.seed;
  const rows = results[0].map(({ __total, ...row }) => (void __total, row));
  return detailsRows(rows, (stored) => displaySsn(stored, ssnVisibility, (s) => decryptSsn(s, tenantId, key)));
}

/**
 * The Redis work of the session look-up every signed-in request makes (the app runs it as one script since
 * issue 13; the baseline keeps sending the three commands alongside its SQL, as before, so ratios compare).
 */
export function sessionRedis(ctx) {
  const token = /clearline_sid=([^;]+)/.exec(ctx.cookie ?? '')?.[1] ?? '';
  const key = `clearline_bench:session:${createHash('sha256').update(decodeURIComponent(token)).digest('hex')}`;
  return [
    ['hgetall', key],
    ['get', 'clearline_bench:perm-epoch'],
    ['pexpire', key, '900000'],
  ];
}

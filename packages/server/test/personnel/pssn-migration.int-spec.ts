import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { config } from '../../src/core/config/config';
import { ensureDatabase, migrate } from '../../src/migrations/migrate';
import { SnakeNamingStrategy } from '../../src/core/database/naming';
import { MIGRATIONS } from '../../src/migrations';
import { PersonnelPssnProtected1763790000001 } from '../../src/migrations/1763790000001-PersonnelPssnProtected';
import { decryptSsn, ssnBlindIndex } from '../../src/modules/personnel/ssn-crypto';
import { dropDatabase, TEST_DB_BASE_URL } from '../support/test-db';

interface Row {
  id: string;
  tenant_id: string;
  pssn_encrypted: string | null;
  pssn_hmac: string | null;
}

/**
 * The migration that protects PSSNs stored in clear before it: every value is encrypted in the format the
 * application decrypts, with the application's blind index, and the clear column is gone; undone, the
 * values come back. Runs the migrations before it on a database of its own, inserts clear PSSNs as the
 * owner, then runs the rest.
 */
describe('migration PersonnelPssnProtected', () => {
  const dbName = `clearline_t_${randomBytes(5).toString('hex')}`;
  const url = `${TEST_DB_BASE_URL}/${dbName}`;
  let ds: DataSource;
  const tenantA = '0b5a5a5a-0000-4000-8000-00000000000a';
  const tenantB = '0b5a5a5a-0000-4000-8000-00000000000b';
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    Object.assign(process.env, { NODE_ENV: 'test', LOG_LEVEL: 'silent' });
    await ensureDatabase(url);
    const before = MIGRATIONS.slice(0, MIGRATIONS.indexOf(PersonnelPssnProtected1763790000001));
    ds = new DataSource({
      type: 'postgres',
      url,
      namingStrategy: new SnakeNamingStrategy(),
      migrations: before,
      migrationsTableName: 'migrations',
      logging: ['error'],
    });
    await ds.initialize();
    await ds.runMigrations({ transaction: 'each' });
    for (const [id, name] of [
      [tenantA, 'Legacy A'],
      [tenantB, 'Legacy B'],
    ]) {
      await ds.query(
        `INSERT INTO tenant (id, name, tenant_type, anonymous_hash) VALUES ($1, $2, 'SAAS', encode(gen_random_bytes(16), 'hex'))`,
        [id, name],
      );
    }
    const people: Array<[string, string, string | null]> = [
      ['a1', tenantA, '987-65-4321'],
      ['a2', tenantA, '987654321'], // the same number again in the tenant, entered later
      ['a3', tenantA, '000000000'],
      ['a4', tenantA, 'P-1'], // free text from before the PSSN had the SSN's form
      ['a5', tenantA, '   '],
      ['a6', tenantA, null],
      ['b1', tenantB, '987-65-4321'],
    ];
    let minute = 0;
    for (const [key, tenant, pssn] of people) {
      const [row] = await ds.query<Array<{ id: string }>>(
        `INSERT INTO personnel (tenant_id, first_name, last_name, work_email, pssn, created_at)
         VALUES ($1, 'Legacy', $2, 'legacy@example.test', $3, now() - interval '1 day' + make_interval(mins => $4)) RETURNING id`,
        [tenant, key, pssn, minute++],
      );
      ids[key] = row.id;
    }
    await ds.destroy();
    await migrate(config(), url, false);
    ds = new DataSource({ type: 'postgres', url, namingStrategy: new SnakeNamingStrategy(), logging: ['error'] });
    await ds.initialize();
  }, 120_000);
  afterAll(async () => {
    await ds?.destroy();
    await dropDatabase(dbName);
  });

  const rows = async (): Promise<Record<string, Row>> => {
    const all = await ds.query<Row[]>(`SELECT id, tenant_id, pssn_encrypted, pssn_hmac FROM personnel`);
    return Object.fromEntries(Object.entries(ids).map(([key, id]) => [key, all.find((r) => r.id === id)!]));
  };

  it('encrypts every PSSN as the application stores an SSN, with its blind index, and drops the clear column', async () => {
    const { ssnEncryptionKey, ssnHmacKey } = config();
    const r = await rows();
    const clear = (key: string) => decryptSsn(r[key].pssn_encrypted!, r[key].tenant_id, ssnEncryptionKey);
    expect(clear('a1')).toBe('987654321');
    expect(r.a1.pssn_hmac).toBe(ssnBlindIndex('987654321', tenantA, ssnHmacKey));
    // the later duplicate keeps its number, without the blind index the unique index allows only once
    expect(clear('a2')).toBe('987654321');
    expect(r.a2.pssn_hmac).toBeNull();
    expect(clear('a3')).toBe('000000000');
    expect(r.a3.pssn_hmac).toBeNull();
    expect(clear('a4')).toBe('P-1');
    expect(r.a4.pssn_hmac).toBeNull();
    expect([r.a5.pssn_encrypted, r.a5.pssn_hmac, r.a6.pssn_encrypted, r.a6.pssn_hmac]).toEqual([null, null, null, null]);
    // another tenant: the same number, its own blind index and ciphertext
    expect(decryptSsn(r.b1.pssn_encrypted!, tenantB, ssnEncryptionKey)).toBe('987654321');
    expect(r.b1.pssn_hmac).toBe(ssnBlindIndex('987654321', tenantB, ssnHmacKey));
    expect(r.b1.pssn_hmac).not.toBe(r.a1.pssn_hmac);

    expect(await ds.query(`SELECT 1 FROM information_schema.columns WHERE table_name = 'personnel' AND column_name = 'pssn'`)).toHaveLength(
      0,
    );
    expect(await ds.query(`SELECT 1 FROM personnel p WHERE p::text LIKE '%987654321%' OR p::text LIKE '%987-65-4321%'`)).toHaveLength(0);
    expect(await ds.query(`SELECT 1 FROM pg_indexes WHERE indexname = 'personnel_pssn_uq'`)).toHaveLength(1);
    // row-level security is forced again on the table
    const [{ relforcerowsecurity }] = await ds.query<Array<{ relforcerowsecurity: boolean }>>(
      `SELECT relforcerowsecurity FROM pg_class WHERE relname = 'personnel'`,
    );
    expect(relforcerowsecurity).toBe(true);
  });

  it('undone, puts the numbers back in clear', async () => {
    const q = ds.createQueryRunner();
    await q.startTransaction();
    try {
      await new PersonnelPssnProtected1763790000001().down(q);
      const back = (await q.query(`SELECT id, pssn FROM personnel`)) as Array<{ id: string; pssn: string | null }>;
      const of = (key: string) => back.find((b) => b.id === ids[key])!.pssn;
      expect([of('a1'), of('a2'), of('a3'), of('a4'), of('a5'), of('b1')]).toEqual([
        '987654321',
        '987654321',
        '000000000',
        'P-1',
        null,
        '987654321',
      ]);
    } finally {
      await q.rollbackTransaction();
      await q.release();
    }
  });
});

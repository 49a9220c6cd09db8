import type { MigrationInterface, QueryRunner } from 'typeorm';
import { COUNTRIES, US_STATES } from './countries.data';

/** Countries and US states: global reference data (not tenant-owned), integer ids, 236 = United States. */
export class ReferenceData1763740000001 implements MigrationInterface {
  name = 'ReferenceData1763740000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE country (
        id integer PRIMARY KEY,
        iso2 char(2) NOT NULL UNIQUE,
        iso3 char(3) NOT NULL UNIQUE,
        name text NOT NULL
      )`);
    await q.query(`
      CREATE TABLE state (
        id integer PRIMARY KEY,
        country_id integer NOT NULL REFERENCES country(id),
        code text NOT NULL,
        name text NOT NULL,
        UNIQUE (country_id, code)
      )`);
    await q.query(`INSERT INTO country (id, iso2, iso3, name) SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::text[])`, [
      COUNTRIES.map((c) => c[0]),
      COUNTRIES.map((c) => c[1]),
      COUNTRIES.map((c) => c[2]),
      COUNTRIES.map((c) => c[3]),
    ]);
    await q.query(
      `INSERT INTO state (id, country_id, code, name) SELECT i, 236, c, n FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS s(c, n, i)`,
      [US_STATES.map((s) => s[0]), US_STATES.map((s) => s[1])],
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE state`);
    await q.query(`DROP TABLE country`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The quick filter by name. Row-level security evaluates a query's own conditions after the policy when
 * they are not leakproof, and LIKE is not: under RLS the trigram index could only narrow by tenant and
 * every row of the tenant was rechecked. personnel_search() runs the match as the function owner (not
 * subject to the policy), pinned to the transaction's tenant exactly as the policy is, so the trigram
 * index (tenant_id, search_text) is used; callers still read the rows through RLS. No tenant set → no rows.
 * Dynamic SQL gives each call a plan made for its pattern (short patterns have no trigrams).
 */
export class PersonnelSearch1763740000003 implements MigrationInterface {
  name = 'PersonnelSearch1763740000003';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION personnel_search(p_pattern text) RETURNS SETOF uuid
      LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public, pg_temp ROWS 100 AS $$
      BEGIN
        RETURN QUERY EXECUTE 'SELECT p.id FROM personnel p WHERE p.tenant_id = $1 AND p.search_text LIKE $2'
          USING nullif(current_setting('app.tenant_id', true), '')::uuid, p_pattern;
      END $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION personnel_search(text)`);
  }
}

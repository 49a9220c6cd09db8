import type { EntityManager } from 'typeorm';

/**
 * The names among `names` that are not roles the caller's tenant knows (its own roles and the system
 * roles, as row-level security shows them), for fields that limit a record to role names.
 */
export async function unknownRoleNames(em: EntityManager, names: readonly string[]): Promise<string[]> {
  if (!names.length) return [];
  const rows = await em.query<Array<{ name: string }>>(`SELECT DISTINCT name FROM role WHERE name = ANY($1::text[])`, [names]);
  const known = new Set(rows.map((r) => r.name));
  return names.filter((n) => !known.has(n));
}

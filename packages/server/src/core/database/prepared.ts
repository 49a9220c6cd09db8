import { createHash } from 'node:crypto';
import type { PoolClient } from 'pg';
import { type EntityManager, QueryFailedError } from 'typeorm';

/** Statements one pooled connection prepares at most; further texts run unnamed on it (parsed and planned each time). */
export const MAX_PREPARED_PER_CONNECTION = 64;

/** The names prepared on each pooled connection (a connection that is closed takes its set with it). */
const preparedOn = new WeakMap<PoolClient, Set<string>>();

/**
 * Connections whose prepared statements PostgreSQL refused after a schema change ("cached plan must not change
 * result type", SQLSTATE 0A000): they run every text unnamed from then on.
 */
const unnamedOnly = new WeakSet<PoolClient>();

/** A statement's name: the same text gets the same name on every connection, another text never does. */
export function preparedName(text: string): string {
  return `cl_${createHash('sha1').update(text).digest('base64url')}`;
}

/**
 * A read on a hot path as a prepared statement: the request's connection parses and plans `text` the first time
 * it runs it and afterwards only binds `values` and executes (the plan of a person's detail costs more than
 * running it). For statements whose text has a bounded number of shapes, with every value a bind parameter: the
 * list, detail and audit queries. Row-level security still applies on every execution (the tenant comes from
 * the transaction's `app.tenant_id`, read when the statement runs, and PostgreSQL plans again when the role
 * changes). Outside a transaction, or once the connection holds MAX_PREPARED_PER_CONNECTION statements, the
 * text runs as an ordinary query. Errors are TypeORM's QueryFailedError, as from `em.query`; after a schema change
 * under a running server the first execution of a changed statement fails and its connection stops preparing.
 */
export async function preparedQuery<T>(em: EntityManager, text: string, values: unknown[] = []): Promise<T[]> {
  const runner = em.queryRunner;
  if (!runner || runner.isReleased || !runner.isTransactionActive) return em.query<T[]>(text, values);
  const client = (await runner.connect()) as PoolClient;
  if (unnamedOnly.has(client)) return em.query<T[]>(text, values);
  let prepared = preparedOn.get(client);
  if (!prepared) preparedOn.set(client, (prepared = new Set()));
  const name = preparedName(text);
  if (!prepared.has(name) && prepared.size >= MAX_PREPARED_PER_CONNECTION) return em.query<T[]>(text, values);
  try {
    const result = await client.query({ name, text, values });
    prepared.add(name);
    return result.rows as T[];
  } catch (err) {
    if ((err as { code?: string }).code === '0A000') unnamedOnly.add(client);
    throw new QueryFailedError(text, values, err as Error);
  }
}

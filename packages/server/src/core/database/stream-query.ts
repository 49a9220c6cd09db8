import type { PoolClient } from 'pg';
import QueryStream from 'pg-query-stream';
import type { EntityManager } from 'typeorm';

/**
 * Lifts the pool's statement time-out (config().dbStatementTimeoutMs) for the rest of this transaction: a
 * report or an export streams as long as its consumer reads, a request never waits on anything else.
 */
export async function liftStatementTimeout(em: EntityManager): Promise<void> {
  await em.query('SET LOCAL statement_timeout = 0');
}

/**
 * Streams a query's rows through the transaction's own connection (the cursor sees what row-level
 * security lets the transaction's tenant see), without the statement time-out.
 */
export async function streamQuery(
  em: EntityManager,
  text: string,
  values: unknown[],
  options: ConstructorParameters<typeof QueryStream>[2],
): Promise<QueryStream> {
  await liftStatementTimeout(em);
  const client = (await em.queryRunner!.connect()) as PoolClient;
  return client.query(new QueryStream(text, values, options));
}

import { PassThrough, type Readable } from 'node:stream';
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
 *
 * The rows come through a stream of their own that fails as soon as the connection is lost: a
 * `QueryStream` destroyed after a lost connection never ends (its cursor waits for the server to confirm
 * the portal is closed, which a dead connection never does), so a report or an export reading it would
 * hang instead of failing and being retried.
 */
export async function streamQuery(
  em: EntityManager,
  text: string,
  values: unknown[],
  options: ConstructorParameters<typeof QueryStream>[2],
): Promise<Readable> {
  await liftStatementTimeout(em);
  const client = (await em.queryRunner!.connect()) as PoolClient;
  const query = client.query(new QueryStream(text, values, options));
  const rows = new PassThrough({ objectMode: true, highWaterMark: options?.batchSize ?? 100 });
  const lost = (error?: Error) => rows.destroy(error ?? new Error('The database connection was lost'));
  client.once('error', lost);
  client.once('end', lost);
  query.once('error', (error) => rows.destroy(error));
  rows.once('close', () => {
    client.off('error', lost);
    client.off('end', lost);
    // the reader stopped early (a failed destination, a client that went away): close the cursor
    if (!query.readableEnded && !query.destroyed) query.destroy();
  });
  query.pipe(rows);
  return rows;
}

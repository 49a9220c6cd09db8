import { Client } from 'pg';

/**
 * Every integration suite runs with this check: a query sent on a PostgreSQL client that is still busy with
 * another fails the test it happened in, with the stack that sent it. pg only warns of it today ("Calling
 * client.query() when the client is already executing a query", an error from pg 9), and only once per process;
 * it comes from queries started together on one transaction's connection (Promise.all over one EntityManager),
 * which must run one after the other. The condition is pg's own: a query is already waiting on the client.
 */
type ClientQueue = { _queryQueue?: unknown[]; pipeline?: boolean };

const seen: Error[] = [];
const query = Client.prototype.query as (...args: unknown[]) => unknown;

Client.prototype.query = function (this: Client & ClientQueue, ...args: unknown[]) {
  if (!Array.isArray(this._queryQueue)) throw new Error('pg no longer keeps its query queue in Client._queryQueue: update this check');
  if (this._queryQueue.length > 0 && !this.pipeline) {
    seen.push(new Error('A query was sent on a PostgreSQL client already executing one (run them one after the other)'));
  }
  return query.apply(this, args);
} as typeof Client.prototype.query;

/** Throws when a query was sent on a busy client since the last check. */
function failOnConcurrentQuery(): void {
  const found = seen.splice(0);
  if (found.length) throw found[0];
}

afterEach(failOnConcurrentQuery);
afterAll(failOnConcurrentQuery);

// Drops a database (used by scripts/test to remove the browser-test database): node scripts/dropdb.mjs URL
import { createRequire } from 'node:module';
const require = createRequire(new URL('../packages/server/package.json', import.meta.url));
const { Client } = require('pg');
const target = new URL(process.argv[2]);
const name = decodeURIComponent(target.pathname.slice(1));
target.pathname = '/postgres';
const c = new Client({ connectionString: target.toString() });
await c.connect();
await c.query(`DROP DATABASE IF EXISTS "${name.replace(/"/g, '""')}" WITH (FORCE)`);
await c.end();

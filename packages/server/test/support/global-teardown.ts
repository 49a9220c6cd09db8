import { dropDatabase, TEMPLATE_DB_ENV } from './test-db';

/** After the suites: the template database of the run goes (global-setup.ts). */
export default async function globalTeardown(): Promise<void> {
  const name = process.env[TEMPLATE_DB_ENV];
  if (name) await dropDatabase(name);
}

import type { AppConfig } from '../config/config';

/** DATABASE_URL's host and database, logged in as another role. */
function asRole(cfg: AppConfig, user: string, password: string): string {
  const u = new URL(cfg.databaseUrl);
  u.username = encodeURIComponent(user);
  u.password = encodeURIComponent(password);
  return u.toString();
}

/** The application connects as a role that owns nothing (migrations run as the owner: DATABASE_URL itself). */
export function appUrl(cfg: AppConfig): string {
  return asRole(cfg, cfg.dbAppUser, cfg.dbAppPassword);
}

/**
 * The system scope's own pool logs in as the system role (BYPASSRLS): the application role is no member of
 * it, so no statement sent on the application's connections can take its rights.
 */
export function systemUrl(cfg: AppConfig): string {
  return asRole(cfg, cfg.dbSystemUser, cfg.dbSystemPassword);
}

export function describeDb(url: string): string {
  const u = new URL(url);
  return `${u.hostname}:${u.port || 5432}/${u.pathname.slice(1)} as ${decodeURIComponent(u.username) || 'current user'}`;
}

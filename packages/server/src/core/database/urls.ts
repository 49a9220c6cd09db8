import type { AppConfig } from '../config/config';

/** The application connects as a role that owns nothing (migrations run as the owner: DATABASE_URL itself). */
export function appUrl(cfg: AppConfig): string {
  const u = new URL(cfg.databaseUrl);
  u.username = encodeURIComponent(cfg.dbAppUser);
  u.password = encodeURIComponent(cfg.dbAppPassword);
  return u.toString();
}

export function describeDb(url: string): string {
  const u = new URL(url);
  return `${u.hostname}:${u.port || 5432}/${u.pathname.slice(1)} as ${decodeURIComponent(u.username) || 'current user'}`;
}

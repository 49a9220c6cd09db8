/**
 * The name of the system scope's data source (`@InjectDataSource(SYSTEM_DATA_SOURCE)`): a pool of its own,
 * logged in as the system role (DB_SYSTEM_USER, BYPASSRLS), next to the application's pool (DB_APP_USER). The
 * application role is no member of the system role, so no statement sent on the application's connections
 * (an injected one included) can take its rights; work that must see every tenant, or write an audit row of
 * no tenant, goes through this pool (TenantDb.asSystem, AuditService).
 */
export const SYSTEM_DATA_SOURCE = 'system';

/**
 * How long a statement of a system transaction waits for a lock before it fails (SQLSTATE 55P03). A system
 * transaction runs beside the request's transaction: should it wait for a row the request itself has locked,
 * neither could ever finish; the time-out turns that into an error instead of a request that hangs.
 */
export const SYSTEM_LOCK_TIMEOUT_MS = 5000;

interface Queryable {
  query(sql: string, params?: unknown[]): Promise<unknown>;
}

export interface OwnerUserRow {
  tenantId: string;
  username: string;
  email: string;
  passwordHash: string;
  firstName?: string | null;
  lastName?: string | null;
  /** system role names and/or role ids */
  roleNames?: string[];
  roleIds?: string[];
}

/**
 * Inserts a user with a set password and its roles, as the database owner (seeder and test setup).
 * Idempotent by username: an existing user is left as it is. Returns the user's id.
 */
export async function insertUserAsOwner(q: Queryable, u: OwnerUserRow): Promise<string> {
  await q.query(
    `INSERT INTO app_user (tenant_id, username, email, first_name, last_name, password_hash, password_changed_at)
     VALUES ($1, $2, $3, $4, $5, $6, now())
     ON CONFLICT (lower(username)) WHERE deleted_at IS NULL DO NOTHING`,
    [u.tenantId, u.username, u.email, u.firstName ?? null, u.lastName ?? null, u.passwordHash],
  );
  const [row] = (await q.query(`SELECT id, tenant_id FROM app_user WHERE lower(username) = lower($1) AND deleted_at IS NULL`, [
    u.username,
  ])) as Array<{ id: string; tenant_id: string }>;
  await q.query(
    `INSERT INTO user_role (tenant_id, user_id, role_id)
     SELECT $1, $2, r.id FROM role r
      WHERE (r.tenant_id IS NULL AND r.name = ANY($3::text[])) OR r.id = ANY($4::uuid[])
     ON CONFLICT DO NOTHING`,
    [row.tenant_id, row.id, u.roleNames ?? [], u.roleIds ?? []],
  );
  return row.id;
}

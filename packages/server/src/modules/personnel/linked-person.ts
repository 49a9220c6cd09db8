import { NotFoundException } from '@nestjs/common';
import { MY_PORTAL_MESSAGES } from '@clearline/shared';
import { RequestContext } from '../../core/context/request-context';
import type { TenantDb } from '../../core/database/tenant-db';

/**
 * The id of the signed-in user's own personnel record (personnel.user_id, unique in a tenant), null when the
 * account is not linked to one. Read in the request's transaction.
 */
export async function linkedPersonnelId(db: TenantDb): Promise<string | null> {
  const user = RequestContext.require().user;
  if (!user) return null;
  const [row] = await db.em().query<Array<{ id: string }>>(`SELECT id FROM personnel WHERE user_id = $1`, [user.id]);
  return row?.id ?? null;
}

/** The id of the signed-in user's own personnel record; 404 with the My Portal message when the account is not linked to one. */
export async function requireLinkedPersonnelId(db: TenantDb): Promise<string> {
  const id = await linkedPersonnelId(db);
  if (!id) throw new NotFoundException(MY_PORTAL_MESSAGES.noPersonnelRecord);
  return id;
}

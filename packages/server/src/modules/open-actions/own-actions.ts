import { OWN_ACTIONS, ownActionPage } from '@clearline/shared';
import type { TenantDb } from '../../core/database/tenant-db';
import type { Page } from '../../core/http/list-query';
import { pageOf, parseList } from '../../core/http/list';
import type { OpenActionView } from './open-action.dto';
import { OpenAction } from './open-action.entity';
import { openActionPeople } from './open-action-people';
import { OPEN_ACTION_LIST, type OpenActionsService } from './open-actions.service';

/** An action a person does themselves, with the My Portal page where they do it (null: done outside the product). */
export type OwnActionView = OpenActionView & { page: string | null };

/**
 * SQL: the action whose source key is `sourceKey` (a column) is one its person does themselves (isOwnAction of
 * @clearline/shared: a clearance verification to answer, a required document to upload, a request addressed to them by
 * hand, …), not the security office's.
 */
export function ownActionSql(sourceKey: string): string {
  const starts = OWN_ACTIONS.map((a) => `left(${sourceKey}, ${a.prefix.length}) = '${a.prefix.replace(/'/g, "''")}'`);
  return `(${sourceKey} IS NULL OR ${starts.join(' OR ')})`;
}

/**
 * The actions on the person `personnelId` that the person does themselves (OPEN unless another state, or ALL, is asked
 * for), with the list's sort and paging, each with the page where it is done. The person's missing-document actions are
 * brought in line first, as for every list of a person's actions.
 */
export async function ownActionsOf(
  db: TenantDb,
  actions: OpenActionsService,
  personnelId: string,
  query: Record<string, unknown>,
): Promise<Page<OwnActionView>> {
  const q = parseList(OPEN_ACTION_LIST, query);
  await openActionPeople().reconcile(personnelId, actions);
  const qb = db
    .repo(OpenAction)
    .createQueryBuilder('o')
    .where('o.personnelId = :personnelId', { personnelId })
    .andWhere(ownActionSql('o.source_key'));
  if (q.values.state === undefined) qb.andWhere(`o.state = 'OPEN'`);
  return pageOf(qb, OPEN_ACTION_LIST, q, async (rows) => {
    if (!rows.length) return [];
    // the views as the person's own list answers them (name, kind, age), in the order of this page
    const views = await actions.listForPerson(personnelId, {
      filter: JSON.stringify({ id: rows.map((r) => r.id), state: 'ALL' }),
      range: JSON.stringify([0, rows.length - 1]),
    });
    const byId = new Map(views.items.map((v) => [v.id, v]));
    return rows.filter((r) => byId.has(r.id)).map((r) => ({ ...byId.get(r.id)!, page: ownActionPage(r.sourceKey) }));
  });
}

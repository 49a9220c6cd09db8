import type { EntityManager } from 'typeorm';

/** A person the request named, fixed when it was made. */
export interface AccountTarget {
  id: string;
  name: string;
}

/** A person an account is made for, as its owner reads it. */
export interface AccountHolder {
  id: string;
  firstName: string;
  lastName: string;
  workEmail: string | null;
  /** enabled and not INACTIVE (the personnel status chip): accounts are made for active employees only */
  active: boolean;
  /** the user the person is linked to, if any */
  userId: string | null;
}

/**
 * The people user accounts are made for. The personnel module, which owns them, registers as it loads how they
 * are read and linked, so that accounts are generated without identity reading or writing a personnel table.
 */
export interface AccountHolders {
  /** The people of `ids`, or (null) every active one without an account, in name order. */
  targets(em: EntityManager, ids: string[] | null): Promise<AccountTarget[]>;
  /** The person `id`, locked until the transaction ends; null when there is none. */
  lock(em: EntityManager, id: string): Promise<AccountHolder | null>;
  /** Links the person to the user made for them. */
  link(em: EntityManager, id: string, userId: string): Promise<void>;
}

let holders: AccountHolders | undefined;

export function registerAccountHolders(registered: AccountHolders): void {
  holders = registered;
}

export function accountHolders(): AccountHolders {
  if (!holders) throw new Error('No module registered the holders of user accounts');
  return holders;
}

/** The person whose user id is `userId` (an SQL expression) has a (not deleted) user account. */
export const hasAccountSql = (userId: string): string =>
  `EXISTS (SELECT 1 FROM app_user u WHERE u.id = ${userId} AND u.deleted_at IS NULL)`;

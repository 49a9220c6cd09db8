import { type AccountHolders, hasAccountSql } from '../identity';
import { Personnel } from './personnel.entity';

const NAME = `p.last_name || ', ' || p.first_name`;
const NAME_ORDER = 'lower(p.last_name), lower(p.first_name), p.id';

/** How user accounts are generated for people: the identity module makes the user, this module reads and links the person. */
export const ACCOUNT_HOLDERS: AccountHolders = {
  targets: (em, ids) =>
    ids === null
      ? em.query(
          `SELECT p.id, ${NAME} AS name FROM personnel p
            WHERE p.enabled AND p.status <> 'INACTIVE' AND NOT ${hasAccountSql('p.user_id')} ORDER BY ${NAME_ORDER}`,
        )
      : em.query(`SELECT p.id, ${NAME} AS name FROM personnel p WHERE p.id = ANY($1::uuid[]) ORDER BY ${NAME_ORDER}`, [ids]),

  async lock(em, id) {
    const [p] = await em.query<
      Array<{ id: string; first_name: string; last_name: string; work_email: string | null; active: boolean; user_id: string | null }>
    >(
      `SELECT p.id, p.first_name, p.last_name, p.work_email, p.enabled AND p.status IS DISTINCT FROM 'INACTIVE' AS active, p.user_id
         FROM personnel p WHERE p.id = $1 FOR UPDATE`,
      [id],
    );
    return p
      ? { id: p.id, firstName: p.first_name, lastName: p.last_name, workEmail: p.work_email, active: p.active, userId: p.user_id }
      : null;
  },

  async link(em, id, userId) {
    const repo = em.getRepository(Personnel);
    const person = await repo.findOneByOrFail({ id });
    person.userId = userId;
    await repo.save(person);
  },
};

import { ROLE_NAMES, ROLE_PRETTY_NAMES, USER_STATUS } from '@clearline/shared';
import { Conditions, defineReport, labelSql, optionsOf } from '../../../core/reporting/report-definition';

const STATUS =
  "CASE WHEN NOT u.enabled THEN 'DISABLED' WHEN u.locked AND (u.locked_until IS NULL OR u.locked_until > now()) THEN 'LOCKED' ELSE 'ACTIVE' END";

/** User accounts of the tenant with their roles and state. */
export const usersAndRolesReport = defineReport({
  type: 'USERS_AND_ROLES',
  parameters: [
    {
      name: 'status',
      label: 'Status',
      kind: 'select',
      options: optionsOf(USER_STATUS),
    },
    { name: 'role', label: 'Role', kind: 'select', options: ROLE_NAMES.map((r) => ({ value: r, label: ROLE_PRETTY_NAMES[r] })) },
  ],
  columns: [
    { header: 'Username', width: 22 },
    { header: 'First Name', width: 16 },
    { header: 'Last Name', width: 16 },
    { header: 'Email', width: 28 },
    { header: 'Status', width: 10 },
    { header: 'Roles', width: 36 },
    { header: 'Last Login', kind: 'datetime' },
    { header: 'Created', kind: 'date' },
  ],
  query(p, ctx) {
    const w = new Conditions().raw('u.deleted_at IS NULL').add(`${STATUS} = $?`, p.status);
    const tz = w.param(ctx.timeZone);
    if (p.role)
      w.add('EXISTS (SELECT 1 FROM user_role x JOIN role xr ON xr.id = x.role_id WHERE x.user_id = u.id AND xr.name = $?)', p.role);
    return {
      text: `SELECT u.username, u.first_name, u.last_name, u.email, ${labelSql(STATUS, USER_STATUS)},
                    coalesce(string_agg(r.pretty_name, '; ' ORDER BY r.pretty_name), ''),
                    to_char(u.last_login_at AT TIME ZONE ${tz}, 'YYYY-MM-DD HH24:MI'),
                    to_char(u.created_at AT TIME ZONE ${tz}, 'YYYY-MM-DD')
               FROM app_user u
               LEFT JOIN user_role ur ON ur.user_id = u.id
               LEFT JOIN role r ON r.id = ur.role_id
               ${w.where()}
              GROUP BY u.id
              ORDER BY lower(u.username)`,
      values: w.values,
    };
  },
});

import type { Seeder } from './seed';
import { DEMO_TENANT_ID, MSS_TENANT_ID, SYSTEM_TENANT_ID } from './ids';
import { PasswordService, insertUserAsOwner } from '../modules/identity';
import { syncSystemRoles } from '../migrations/catalogue/system-roles';

/** Password of every demo user (not the administrator, whose password comes from ADMIN_PASSWORD). */
export const DEMO_PASSWORD = 'Clearline-Demo-2026!';

/**
 * System roles (missing ones and missing module rows), the super administrator of the SYSTEM tenant
 * (ADMIN_USERNAME / ADMIN_PASSWORD / ADMIN_EMAIL), and demo users. Existing users are left alone.
 */
export const identitySeeder: Seeder = {
  name: 'identity (roles, administrator, demo users)',
  async run(em, cfg) {
    await syncSystemRoles(em);
    const passwords = new PasswordService();
    await insertUserAsOwner(em, {
      tenantId: SYSTEM_TENANT_ID,
      username: cfg.adminUsername,
      email: cfg.adminEmail,
      passwordHash: await passwords.hash(cfg.adminPassword),
      firstName: 'System',
      lastName: 'Administrator',
      roleNames: ['SUPER_ADMIN'],
    });
    const demoHash = await passwords.hash(DEMO_PASSWORD);
    const demo: Array<[string, string, string, string, string, string]> = [
      [DEMO_TENANT_ID, 'admin.demo', 'Tara', 'Admin', 'TENANT_ADMIN', 'admin.demo@acme.example'],
      [DEMO_TENANT_ID, 'fso.demo', 'Frank', 'Officer', 'FSO', 'fso.demo@acme.example'],
      [DEMO_TENANT_ID, 'employee.demo', 'Erin', 'Employee', 'CLIENT_EMPLOYEE', 'employee.demo@acme.example'],
      [MSS_TENANT_ID, 'mss.demo', 'Morgan', 'Analyst', 'MSS_ADMIN', 'mss.demo@sentinel.example'],
    ];
    for (const [tenantId, username, firstName, lastName, role, email] of demo) {
      await insertUserAsOwner(em, { tenantId, username, email, firstName, lastName, passwordHash: demoHash, roleNames: [role] });
    }
  },
};

import {
  ALL_MODULES,
  applyPermissionChange,
  applyViewRule,
  canAccess,
  mergeRolePermissions,
  moduleTree,
  NO_FLAGS,
  permissionDiff,
  type PermissionMap,
  withoutWrites,
} from './permissions';
import { defaultRolePermissions, ROLE_NAMES } from './roles';

const flags = (over: Partial<typeof NO_FLAGS>) => ({ ...NO_FLAGS, ...over });

describe('mergeRolePermissions', () => {
  it('merges by module and any role granting a flag wins', () => {
    const merged = mergeRolePermissions([
      { permissions: [{ module: { name: 'PERSONNEL' }, ...flags({ canView: true, ui: true }) }] },
      {
        permissions: [
          { module: { name: 'PERSONNEL' }, ...flags({ canView: true, canCreate: true }) },
          { module: { name: 'USERS' }, ...flags({ canView: true }) },
        ],
      },
    ]);
    expect(merged.PERSONNEL).toEqual(flags({ canView: true, ui: true, canCreate: true }));
    expect(merged.USERS).toEqual(flags({ canView: true }));
  });
});

describe('canAccess', () => {
  const map: PermissionMap = { PERSONNEL: flags({ canView: true, ui: true, canCreate: true }), USERS: flags({ ui: true }) };
  it('needs every listed module/type pair', () => {
    expect(
      canAccess(map, [
        ['PERSONNEL', 'UI'],
        ['PERSONNEL', 'CREATE'],
      ]),
    ).toBe(true);
    expect(
      canAccess(map, [
        ['PERSONNEL', 'UI'],
        ['USERS', 'CREATE'],
      ]),
    ).toBe(false);
    expect(canAccess(map, [['TENANT_MANAGEMENT', 'UI']])).toBe(false);
    expect(canAccess(map, [])).toBe(true);
  });
});

describe('applyViewRule', () => {
  it('refuses another flag while VIEW is off, naming the module and flag', () => {
    expect(applyViewRule('USERS', flags({ canCreate: true }))).toEqual({ error: 'Turn on Read (view) before granting Create on USERS.' });
  });
  it('accepts flags with VIEW on and all-off', () => {
    expect(applyViewRule('USERS', flags({ canView: true, canCreate: true }))).toHaveProperty('flags');
    expect(applyViewRule('USERS', NO_FLAGS)).toHaveProperty('flags');
  });
});

describe('applyPermissionChange', () => {
  const all = flags({ canView: true, ui: true, canCreate: true, canUpdate: true, canDelete: true });
  it('turning VIEW off clears the other flags', () => {
    expect(applyPermissionChange('USERS', all, { canView: false })).toEqual({ flags: NO_FLAGS });
  });
  it('refuses turning another flag on while VIEW is off', () => {
    expect(applyPermissionChange('USERS', NO_FLAGS, { canUpdate: true })).toEqual({
      error: 'Turn on Read (view) before granting Update on USERS.',
    });
    expect(applyPermissionChange('USERS', all, { canView: false, ui: true })).toHaveProperty('error');
  });
  it('applies changes while VIEW is on and keeps untouched flags', () => {
    expect(applyPermissionChange('USERS', flags({ canView: true, ui: true }), { canDelete: true })).toEqual({
      flags: flags({ canView: true, ui: true, canDelete: true }),
    });
  });
});

describe('permissionDiff', () => {
  it('lists only the changed modules', () => {
    const before: PermissionMap = { USERS: flags({ canView: true }), TEAMS: flags({ canView: true }) };
    const after: PermissionMap = { USERS: flags({ canView: true }), TEAMS: NO_FLAGS, PERSONNEL: flags({ canView: true, ui: true }) };
    expect(permissionDiff(before, after)).toEqual([
      { module: 'PERSONNEL', ...flags({ canView: true, ui: true }) },
      { module: 'TEAMS', ...NO_FLAGS },
    ]);
  });
});

describe('moduleTree', () => {
  it('nests modules under their parent and sorts each level by pretty name', () => {
    const tree = moduleTree();
    const prettyNames = tree.map((n) => n.module.prettyName);
    expect(prettyNames).toEqual([...prettyNames].sort((a, b) => a.localeCompare(b)));
    const visits = tree.find((n) => n.module.name === 'VISITS');
    expect(visits?.children.map((c) => c.module.name)).toEqual(['FOCI_VISITS', 'INCOMING_VISITS', 'OUTGOING_VISITS']);
    expect(tree.some((n) => n.module.name === 'INCOMING_VISITS')).toBe(false);
  });
});

describe('default role matrix', () => {
  const names = ALL_MODULES.map((m) => m.name);
  it.each(ROLE_NAMES)('%s only names known modules and obeys the VIEW rule', (role) => {
    const perms = defaultRolePermissions(role, names);
    for (const [mod, f] of Object.entries(perms)) {
      expect(names).toContain(mod);
      expect('error' in applyViewRule(mod, f)).toBe(false);
    }
  });
  it('gives employees the portal but not personnel administration', () => {
    const emp = defaultRolePermissions('CLIENT_EMPLOYEE', names);
    expect(emp.SELF_SERVICE?.ui).toBe(true);
    expect(emp.PERSONNEL).toBeUndefined();
  });
});

describe('withoutWrites (read-only impersonation)', () => {
  it('keeps VIEW and UI of every module and drops CREATE, UPDATE and DELETE', () => {
    const all = flags({ canView: true, ui: true, canCreate: true, canUpdate: true, canDelete: true });
    const map: PermissionMap = { PERSONNEL: all, FACILITIES: flags({ canView: true, canUpdate: true }) };
    const ro = withoutWrites(map);
    expect(ro.PERSONNEL).toEqual(flags({ canView: true, ui: true }));
    expect(ro.FACILITIES).toEqual(flags({ canView: true }));
    expect(canAccess(ro, [['PERSONNEL', 'UI']])).toBe(true);
    for (const type of ['CREATE', 'UPDATE', 'DELETE'] as const) expect(canAccess(ro, [['PERSONNEL', type]])).toBe(false);
    expect(map.PERSONNEL.canCreate).toBe(true);
  });
});

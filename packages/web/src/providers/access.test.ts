import { describe, expect, it } from 'vitest';
import type { PermissionFlags, PermissionMap } from '@clearline/shared';
import { ACTION_PERMISSION, canAccessResource, registerResourceModule } from './access';

const flags = (partial: Partial<PermissionFlags>): PermissionFlags => ({
  canView: false,
  ui: false,
  canCreate: false,
  canUpdate: false,
  canDelete: false,
  ...partial,
});

registerResourceModule('personnel', 'PERSONNEL');

describe('canAccessResource', () => {
  it('maps react-admin actions to permission types', () => {
    expect(ACTION_PERMISSION).toEqual({ list: 'UI', show: 'UI', create: 'CREATE', edit: 'UPDATE', delete: 'DELETE' });
  });

  it.each([
    ['list', { ui: true }],
    ['show', { ui: true }],
    ['create', { canCreate: true }],
    ['edit', { canUpdate: true }],
    ['delete', { canDelete: true }],
  ] as const)('%s needs exactly its flag on the resource module', (action, granted) => {
    const perms: PermissionMap = { PERSONNEL: flags(granted) };
    expect(canAccessResource(perms, 'personnel', action)).toBe(true);
    const others = Object.keys(ACTION_PERMISSION).filter((a) => ACTION_PERMISSION[a] !== ACTION_PERMISSION[action]);
    for (const other of others) expect(canAccessResource(perms, 'personnel', other)).toBe(false);
  });

  it('view (canView) alone does not open the UI', () => {
    expect(canAccessResource({ PERSONNEL: flags({ canView: true }) }, 'personnel', 'list')).toBe(false);
  });

  it('accepts permission type names as actions', () => {
    const perms = { PERSONNEL: flags({ canView: true }) };
    expect(canAccessResource(perms, 'personnel', 'VIEW')).toBe(true);
    expect(canAccessResource(perms, 'personnel', 'UI')).toBe(false);
  });

  it('refuses unknown actions, unknown resources and missing modules', () => {
    const perms = { PERSONNEL: flags({ canView: true, ui: true, canCreate: true, canUpdate: true, canDelete: true }) };
    expect(canAccessResource(perms, 'personnel', 'export')).toBe(false);
    expect(canAccessResource(perms, 'facilities', 'list')).toBe(false);
    expect(canAccessResource({}, 'personnel', 'list')).toBe(false);
  });

  it('takes an unregistered resource name as a module name', () => {
    expect(canAccessResource({ TENANT_SETTINGS: flags({ ui: true }) }, 'TENANT_SETTINGS', 'list')).toBe(true);
  });

  it('opens a resource of several modules with any one of them', () => {
    registerResourceModule('tenants', ['TENANT_MANAGEMENT', 'MSS_TENANT_MANAGEMENT']);
    expect(canAccessResource({ MSS_TENANT_MANAGEMENT: flags({ ui: true }) }, 'tenants', 'list')).toBe(true);
    expect(canAccessResource({ TENANT_MANAGEMENT: flags({ ui: true }) }, 'tenants', 'list')).toBe(true);
    expect(canAccessResource({ TENANT_MANAGEMENT: flags({ ui: true }) }, 'tenants', 'create')).toBe(false);
    expect(canAccessResource({ TENANT_PROFILE: flags({ ui: true }) }, 'tenants', 'list')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { NO_FLAGS } from '@clearline/shared';
import { changedEntries, toggleFlag, toMap, treeOf, type PermissionEntry } from './permissionEditor';

const entry = (name: string, prettyName: string, parentId: string | null, flags: Partial<typeof NO_FLAGS> = {}): PermissionEntry => ({
  module: { name, prettyName, description: '', parentId },
  ...NO_FLAGS,
  ...flags,
});

const entries = [
  entry('VISITS', 'Visits', null, { canView: true, ui: true, canCreate: true }),
  entry('OUTGOING_VISITS', 'Outgoing Visits', 'VISITS'),
  entry('INCOMING_VISITS', 'Incoming Visits', 'VISITS'),
  entry('AUDIT_LOG', 'Audit Log', null),
];

describe('role permission editor', () => {
  it('builds the module tree by parentId sorted by pretty name', () => {
    const tree = treeOf(entries);
    expect(tree.map((n) => n.module.name)).toEqual(['AUDIT_LOG', 'VISITS']);
    expect(tree[1].children.map((n) => n.module.name)).toEqual(['INCOMING_VISITS', 'OUTGOING_VISITS']);
  });

  it('turning Read off clears the other flags', () => {
    const r = toggleFlag(toMap(entries), { name: 'VISITS', prettyName: 'Visits' }, 'canView', false);
    expect('map' in r && r.map.VISITS).toEqual(NO_FLAGS);
  });

  it('refuses another flag while Read is off, saying why', () => {
    expect(toggleFlag(toMap(entries), { name: 'AUDIT_LOG', prettyName: 'Audit Log' }, 'canDelete', true)).toEqual({
      error: 'Turn on Read (view) before granting Delete on Audit Log.',
    });
  });

  it('saves only the difference', () => {
    const before = toMap(entries);
    let after = before;
    for (const [name, flag] of [
      ['AUDIT_LOG', 'canView'],
      ['AUDIT_LOG', 'ui'],
    ] as const) {
      const r = toggleFlag(after, { name, prettyName: name }, flag, true);
      if ('map' in r) after = r.map;
    }
    expect(changedEntries(before, after)).toEqual([{ module: 'AUDIT_LOG', ...NO_FLAGS, canView: true, ui: true }]);
  });
});

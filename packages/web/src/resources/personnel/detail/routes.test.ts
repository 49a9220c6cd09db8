import { describe, expect, it } from 'vitest';
import { clearanceSubtab } from './ClearancesTab';
import { tabOf } from './PersonnelDetail';

describe('detail routes', () => {
  it('keeps the parent tab highlighted on sub-routes', () => {
    expect(tabOf('/personnel/p1/info', 'p1')).toBe('info');
    expect(tabOf('/personnel/p1/clearances/investigation/add', 'p1')).toBe('clearances');
    expect(tabOf('/personnel/p1/assignments/badge/b1', 'p1')).toBe('assignments');
    expect(tabOf('/personnel/p1/open-actions', 'p1')).toBe('open-actions');
    expect(tabOf('/personnel/p1', 'p1')).toBe('info');
  });

  it('?tab= picks the clearance sub-tab (1 = investigations)', () => {
    expect(clearanceSubtab('1')).toBe(1);
    expect(clearanceSubtab(null)).toBe(0);
    expect(clearanceSubtab('9')).toBe(0);
    expect(clearanceSubtab('x')).toBe(0);
  });
});

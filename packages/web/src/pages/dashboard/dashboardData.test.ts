import { describe, expect, it } from 'vitest';
import { actionKindsOf, actionListPath, actionSeries, dueListPath, dueSeries, type FsoDashboard } from './dashboardData';

const d: FsoDashboard = {
  facilityId: null,
  today: '2026-01-10',
  due: [
    { item: 'BADGE', window: 'OVERDUE', count: 2 },
    { item: 'REINVESTIGATION', window: 'DAYS_60', count: 1 },
  ],
  openActions: [
    { kind: 'BADGE_EXPIRY', age: 'OVER_90', count: 3 },
    { kind: 'MISSING_REQUIRED_DOCUMENT', age: 'UNDER_30', count: 4 },
  ],
  training: { required: 4, completed: 1 },
  dd254ReviewsDue: 1,
  pendingHires: 0,
  inspectionFindings: null,
};

describe('dashboard data', () => {
  it('puts each count in its series, zero where the answer has none', () => {
    expect(dueSeries(d)).toEqual([
      { window: 'OVERDUE', data: [2, 0, 0] },
      { window: 'DAYS_30', data: [0, 0, 0] },
      { window: 'DAYS_60', data: [0, 0, 1] },
      { window: 'DAYS_90', data: [0, 0, 0] },
    ]);
    const kinds = actionKindsOf(d);
    expect(kinds).toEqual(['MISSING_REQUIRED_DOCUMENT', 'BADGE_EXPIRY']);
    expect(actionSeries(d, kinds)).toEqual([
      { age: 'UNDER_30', data: [4, 0] },
      { age: 'DAYS_30_60', data: [0, 0] },
      { age: 'DAYS_60_90', data: [0, 0] },
      { age: 'OVER_90', data: [0, 3] },
    ]);
  });

  it('links to the lists filtered by the same values', () => {
    const due = new URL(dueListPath('BADGE', 'OVERDUE', 'f1'), 'http://x');
    expect(due.pathname).toBe('/personnel');
    expect(JSON.parse(due.searchParams.get('filter')!)).toEqual({ dueItem: ['BADGE'], dueWindow: ['OVERDUE'], facilityId: 'f1' });
    const actions = new URL(actionListPath('BADGE_EXPIRY', 'OVER_90'), 'http://x');
    expect(actions.pathname).toBe('/open-actions');
    expect(JSON.parse(actions.searchParams.get('filter')!)).toEqual({ kind: 'BADGE_EXPIRY', age: 'OVER_90' });
  });
});

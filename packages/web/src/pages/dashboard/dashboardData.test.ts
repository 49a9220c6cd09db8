import { describe, expect, it } from 'vitest';
import {
  actionKindsOf,
  actionListPath,
  actionSeries,
  dueListPath,
  dueSeries,
  permCertificationsPath,
  visitsThisWeekPath,
  fociVisitsThisWeekPath,
  weekOf,
  type FsoDashboard,
} from './dashboardData';

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
  debriefsDue: 0,
  debriefsOverdue: 0,
  incidents: null,
  inspectionFindings: null,
  visitsThisWeek: 3,
  permCertificationsExpiring: { count: 1, withinDays: 30 },
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

describe('visit tiles', () => {
  it('takes the Monday to Sunday of the day, across a month and a year end', () => {
    expect(weekOf('2026-01-10')).toEqual({ monday: '2026-01-05', sunday: '2026-01-11' });
    expect(weekOf('2026-01-05')).toEqual({ monday: '2026-01-05', sunday: '2026-01-11' });
    expect(weekOf('2026-01-11')).toEqual({ monday: '2026-01-05', sunday: '2026-01-11' });
    expect(weekOf('2027-01-01')).toEqual({ monday: '2026-12-28', sunday: '2027-01-03' });
  });

  it('links the visits of the week on the list tab, with the facility each kind is counted at', () => {
    const filter = (path: string) => JSON.parse(new URLSearchParams(path.split('?')[1]).get('filter') ?? '{}');
    const outgoing = visitsThisWeekPath(d.today, 'OUTGOING', 'f1');
    expect(outgoing).toMatch(/^\/visits\?.*&kind=OUTGOING$/);
    expect(filter(outgoing)).toEqual({
      endDate_gte: '2026-01-05',
      startDate_lte: '2026-01-11',
      visitStatus: ['SUBMITTED', 'APPROVED', 'COMPLETED'],
      fromFacilityId: 'f1',
    });
    expect(filter(visitsThisWeekPath(d.today, 'INCOMING', 'f1')).toFacilityId).toBe('f1');
    const foci = fociVisitsThisWeekPath(d.today, 'f1');
    expect(foci).toMatch(/^\/foci-visits\?/);
    expect(filter(foci)).toEqual({
      endDate_gte: '2026-01-05',
      startDate_lte: '2026-01-11',
      visitStatus: ['SUBMITTED', 'APPROVED', 'COMPLETED'],
      visitFacilityId: 'f1',
    });
    expect(filter(permCertificationsPath(d.today, 60))).toEqual({
      isPermCertification: true,
      visitStatus: ['APPROVED'],
      endDate_gte: '2026-01-10',
      endDate_lte: '2026-03-11',
    });
  });
});

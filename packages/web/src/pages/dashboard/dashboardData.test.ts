import { describe, expect, it } from 'vitest';
import {
  actionKindsOf,
  actionListPath,
  actionSeries,
  dueListPath,
  dueSeries,
  permCertificationsPath,
  visitsThisWeekOf,
  visitsThisWeekPath,
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
  visitsThisWeekByKind: [
    { kind: 'INCOMING', count: 1 },
    { kind: 'OUTGOING', count: 2 },
    { kind: 'FOCI', count: 0 },
  ],
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
  it('links each kind of visit of the week to its list, filtered by the rule the count takes, at the facility it is counted at', () => {
    const filter = (path: string) => JSON.parse(new URLSearchParams(path.split('?')[1]).get('filter') ?? '{}');
    const outgoing = visitsThisWeekPath(d.today, 'OUTGOING', 'f1');
    expect(outgoing).toMatch(/^\/visits\?.*&kind=OUTGOING$/);
    expect(filter(outgoing)).toEqual({ underWayInWeekOf: d.today, fromFacilityId: 'f1' });
    const incoming = visitsThisWeekPath(d.today, 'INCOMING', 'f1');
    expect(incoming).toMatch(/^\/visits\?.*&kind=INCOMING$/);
    expect(filter(incoming)).toEqual({ underWayInWeekOf: d.today, toFacilityId: 'f1' });
    const foci = visitsThisWeekPath(d.today, 'FOCI', 'f1');
    expect(foci).toMatch(/^\/foci-visits\?/);
    expect(filter(foci)).toEqual({ underWayInWeekOf: d.today, visitFacilityId: 'f1' });
    expect(filter(visitsThisWeekPath(d.today, 'FOCI'))).toEqual({ underWayInWeekOf: d.today });
    // the kinds' counts add up to the tile's total
    expect(visitsThisWeekOf(d, 'INCOMING') + visitsThisWeekOf(d, 'OUTGOING') + visitsThisWeekOf(d, 'FOCI')).toBe(d.visitsThisWeek);
    expect(filter(permCertificationsPath(d.today, 60))).toEqual({
      isPermCertification: true,
      visitStatus: ['APPROVED'],
      endDate_gte: '2026-01-10',
      endDate_lte: '2026-03-11',
    });
  });
});

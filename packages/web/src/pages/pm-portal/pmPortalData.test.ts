import { describe, expect, it } from 'vitest';
import { dueSeries, popEndListPath, reinvestigationListPath, total, windowCount, type PmDashboard } from './pmPortalData';

const dashboard = {
  clearancesDue: [
    { window: 'OVERDUE', count: 1 },
    { window: 'DAYS_60', count: 3 },
  ],
  popEnds: [{ window: 'DAYS_30', count: 2 }],
} as unknown as PmDashboard;

describe('pm portal dashboard data', () => {
  it('reads the count of a window, 0 when the answer has none', () => {
    expect(windowCount(dashboard.clearancesDue, 'DAYS_60')).toBe(3);
    expect(windowCount(dashboard.clearancesDue, 'DAYS_30')).toBe(0);
    expect(total(dashboard.clearancesDue)).toBe(4);
  });

  it('gives the chart a bar per window in the windows’ order', () => {
    expect(dueSeries(dashboard)).toEqual({ clearances: [1, 0, 3, 0], popEnds: [0, 2, 0, 0] });
  });

  it('links a count to the portal list filtered to the rows it counts', () => {
    const contracts = new URL(popEndListPath('DAYS_30'), 'http://x');
    expect(contracts.pathname).toBe('/pm-portal/contracts');
    expect(JSON.parse(contracts.searchParams.get('filter')!)).toEqual({ popEndWindow: 'DAYS_30' });
    const people = new URL(reinvestigationListPath('OVERDUE'), 'http://x');
    expect(people.pathname).toBe('/pm-portal/personnel');
    expect(JSON.parse(people.searchParams.get('filter')!)).toEqual({
      reinvestigationWindow: 'OVERDUE',
      assignmentStatus: ['PENDING', 'ASSIGNED'],
    });
  });
});

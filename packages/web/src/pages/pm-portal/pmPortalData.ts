import { DUE_WINDOW_VALUES, type DueWindow } from '@clearline/shared';
import type { Schema } from '../../api/client';
import { filteredListPath } from '../../lib/listLink';

export type PmDashboard = Schema<'PmDashboardView'>;
export type PmContract = Schema<'PmContractView'>;
export type PmAssignment = Schema<'PmPersonnelView'>;

/** The react-admin resources of the portal's lists and their API paths. */
export const PM_CONTRACTS_RESOURCE = 'pm-portal-contracts';
export const PM_PERSONNEL_RESOURCE = 'pm-portal-personnel';

/** The count of a window in a list of window counts (0 when absent). */
export const windowCount = (rows: ReadonlyArray<{ window: DueWindow; count: number }>, window: DueWindow): number =>
  rows.find((r) => r.window === window)?.count ?? 0;

/** Sum of the counts of a list. */
export const total = (rows: ReadonlyArray<{ count: number }>): number => rows.reduce((t, r) => t + r.count, 0);

/** Series of the "falls due" chart: a bar per window for the reinvestigations and for the periods of performance. */
export const dueSeries = (d: PmDashboard) => ({
  clearances: DUE_WINDOW_VALUES.map((w) => windowCount(d.clearancesDue, w)),
  popEnds: DUE_WINDOW_VALUES.map((w) => windowCount(d.popEnds, w)),
});

/** The portal's contracts list with the contracts whose period of performance ends in the window. */
export const popEndListPath = (window: DueWindow) => filteredListPath('pm-portal/contracts', { popEndWindow: window });

/** The portal's personnel list with the assigned people whose reinvestigation falls due in the window. */
export const reinvestigationListPath = (window: DueWindow) =>
  filteredListPath('pm-portal/personnel', { reinvestigationWindow: window, assignmentStatus: ['PENDING', 'ASSIGNED'] });

/** The portal's personnel list with the assigned people of a clearance state. */
export const clearanceStateListPath = (state: string) =>
  filteredListPath('pm-portal/personnel', { clearanceState: state, assignmentStatus: ['PENDING', 'ASSIGNED'] });

/** The contract's own page (the contracts area's detail, its Contract Info tab). */
export const contractPath = (id: string) => `/contracts/${id}/contract-info`;

/** The portal's personnel list with the assigned people whose investigation is in progress. */
export const investigationListPath = () =>
  filteredListPath('pm-portal/personnel', { investigationPending: true, assignmentStatus: ['PENDING', 'ASSIGNED'] });

/** The portal's personnel list with the assigned people who have open actions. */
export const openActionsListPath = () =>
  filteredListPath('pm-portal/personnel', { withOpenActions: true, assignmentStatus: ['PENDING', 'ASSIGNED'] });

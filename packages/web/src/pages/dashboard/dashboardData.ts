import {
  ACTION_AGE_VALUES,
  addDays,
  ACTION_KIND_VALUES,
  DUE_ITEM_VALUES,
  DUE_WINDOW_VALUES,
  type ActionAge,
  type ActionKind,
  type DueItem,
  type DueWindow,
  type TrainingState,
  type VisitKind,
} from '@clearline/shared';
import type { Schema } from '../../api/client';
import { filteredListPath } from '../../lib/listLink';

export type FsoDashboard = Schema<'FsoDashboardView'>;

/** The count of one item and window (0 when the answer has none). */
export function dueCount(d: FsoDashboard, item: DueItem, window: DueWindow): number {
  return d.due.find((c) => c.item === item && c.window === window)?.count ?? 0;
}

export function actionCount(d: FsoDashboard, kind: ActionKind, age: ActionAge): number {
  return d.openActions.find((c) => c.kind === kind && c.age === age)?.count ?? 0;
}

/** The kinds with open actions, in the catalogue's order. */
export const actionKindsOf = (d: FsoDashboard): ActionKind[] =>
  ACTION_KIND_VALUES.filter((k) => d.openActions.some((c) => c.kind === k && c.count));

/** Series of the due chart: one per window, a bar per item. */
export const dueSeries = (d: FsoDashboard) =>
  DUE_WINDOW_VALUES.map((window) => ({ window, data: DUE_ITEM_VALUES.map((item) => dueCount(d, item, window)) }));

/** Series of the open-actions chart: one per age (stacked), a bar per kind with actions. */
export const actionSeries = (d: FsoDashboard, kinds: ActionKind[]) =>
  ACTION_AGE_VALUES.map((age) => ({ age, data: kinds.map((kind) => actionCount(d, kind, age)) }));

/** The personnel list with the people whose item falls due in the window (at the facility, when one is picked). */
export const dueListPath = (item: DueItem, window: DueWindow, facilityId?: string) =>
  filteredListPath('personnel', { dueItem: [item], dueWindow: [window], facilityId });

/** The open-actions list with the actions of the kind and age (of the facility's people, when one is picked). */
export const actionListPath = (kind: ActionKind, age: ActionAge, facilityId?: string) =>
  filteredListPath('open-actions', { kind, age, facilityId });

/** The personnel list with the cleared people who have (COMPLETE) or have not (DUE) done their annual training. */
export const trainingListPath = (state: TrainingState, facilityId?: string) =>
  filteredListPath('personnel', { training: state, facilityId });

/**
 * The list of one kind of visit (the incoming or outgoing tab of /visits, or /foci-visits) with the visits under way in
 * the week of `today` (the list's underWayInWeekOf filter, the SQL the tile counts with), at the facility each kind is
 * counted at: the facility visited, or for an outgoing visit the one its people leave from.
 */
export const visitsThisWeekPath = (today: string, kind: VisitKind, facilityId?: string) => {
  if (kind === 'FOCI') return filteredListPath('foci-visits', { underWayInWeekOf: today, visitFacilityId: facilityId });
  const facility = kind === 'INCOMING' ? { toFacilityId: facilityId } : { fromFacilityId: facilityId };
  return `${filteredListPath('visits', { underWayInWeekOf: today, ...facility })}&kind=${kind}`;
};

/** The visits of a kind under way this week (0 when the answer has none). */
export const visitsThisWeekOf = (d: FsoDashboard, kind: VisitKind): number =>
  d.visitsThisWeekByKind.find((c) => c.kind === kind)?.count ?? 0;

/** The outgoing visits list with the approved permanent certifications that end within `days` of `today`. */
export const permCertificationsPath = (today: string, days: number, facilityId?: string) =>
  `${filteredListPath('visits', {
    isPermCertification: true,
    visitStatus: ['APPROVED'],
    endDate_gte: today,
    endDate_lte: addDays(today, days),
    fromFacilityId: facilityId,
  })}&kind=OUTGOING`;

import { OPEN_ACTION_MESSAGES as M } from '@clearline/shared';
import { formatDate } from '../../lib/dates';
import type { OpenAction } from './api';

/** "Waived by <who> on <date>: <reason>" for a waived action, else null. */
export function waiverText(a: Pick<OpenAction, 'waivedAt' | 'waivedBy' | 'waiveReason'>): string | null {
  if (!a.waivedAt) return null;
  return M.waivedBy(a.waivedBy ?? '', formatDate(a.waivedAt), a.waiveReason ?? '');
}

/**
 * The waivers that still stand, by required-document title: a person's waived missing-document actions whose document
 * has not arrived since (once it has, the waiver has lapsed and a new missing document raises a new action). The
 * latest one counts when a title has more than one.
 */
export function standingDocumentWaivers(actions: readonly OpenAction[]): Map<string, OpenAction> {
  const byTitle = new Map<string, OpenAction>();
  for (const a of actions) {
    if (!a.waivedAt || a.lapsedAt || !a.documentTitleId) continue;
    const seen = byTitle.get(a.documentTitleId);
    if (!seen || seen.waivedAt! < a.waivedAt) byTitle.set(a.documentTitleId, a);
  }
  return byTitle;
}

import { DUE_FLAGS } from '@clearline/shared';
import type { Badge, Investigation, Polygraph } from '../types';

/**
 * What a record's detail page says when its date has passed (the same derivation the lists show):
 * an expired badge, an overdue reinvestigation, a polygraph out of date. Null otherwise.
 */
export function dueFlagOf(kind: string, record: unknown): string | null {
  if (!record) return null;
  if (kind === 'badge') {
    const b = record as Badge;
    return b.expired ? DUE_FLAGS.badgeExpiredOn(b.expiryDate ?? '') : null;
  }
  if (kind === 'investigation') {
    const i = record as Investigation;
    return i.reinvestigationOverdue ? DUE_FLAGS.reinvestigationOverdueSince(i.reinvestigationDue ?? '') : null;
  }
  if (kind === 'polygraph') {
    const p = record as Polygraph;
    return p.overdue ? DUE_FLAGS.polygraphOverdueSince(p.dueDate ?? '') : null;
  }
  return null;
}

import { SetMetadata } from '@nestjs/common';

/**
 * What the daily reminders look at: each source names a date that falls due, the tenant setting with
 * its lead time(s) in days, who is told, and one query returning the items whose date is within the
 * lead window. A domain writes the sources of its own dates and offers them with a provider marked
 * @ProvidesReminders; the reminders find every such provider at start-up, as the report catalogue finds
 * @ProvidesReports, and need no list of domains.
 */
export interface ReminderSource {
  kind: string;
  /** "Reinvestigation due" */
  label: string;
  /** tenant setting with the days before the due date (a number, or a list for several reminders) */
  leadSetting: string;
  /** also e-mail the person concerned (not only the security office) */
  notifyHolder: boolean;
  /**
   * Items due from $1 (today minus the grace days) to $2 (today plus the longest lead), one row each:
   * subject_id (the record), personnel_id, facility_id, due_date (YYYY-MM-DD), person, holder_email, detail;
   * with `ownLeads`, also leads (the item's own days, semicolon-separated, or null for the setting's).
   */
  sql: string;
  /** the items carry their own lead days (column `leads`), at most `longest`; the setting is the fallback */
  ownLeads?: { longest: number };
  /** whole-number tenant settings the query reads as $3, $4, … in this order (see `settingNumber`) */
  numberSettings?: readonly string[];
}

export const REMINDERS_KEY = 'clearline:reminders';

/** Marks a provider as the source of a domain's reminders (registered in the domain's module). */
export const ProvidesReminders = (sources: readonly ReminderSource[]): ClassDecorator => SetMetadata(REMINDERS_KEY, sources);

/** The sources in the order the daily run takes them (by kind); throws when a kind is offered twice. */
export function reminderSources(found: Iterable<ReminderSource>): ReminderSource[] {
  const byKind = new Map<string, ReminderSource>();
  for (const source of found) {
    if (byKind.has(source.kind)) throw new Error(`Reminder ${source.kind} is offered twice`);
    byKind.set(source.kind, source);
  }
  return [...byKind.values()].sort((a, b) => a.kind.localeCompare(b.kind));
}

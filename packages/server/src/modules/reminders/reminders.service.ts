import { addDays, daysBetween } from '@clearline/shared';
import { createHash } from 'node:crypto';
import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { TenantDb } from '../../core/database/tenant-db';
import { DomainEventBus } from '../../core/events/domain-events';
import { MailService } from '../../core/mail/mail.service';
import { markedProviders } from '../../core/reporting/discovery';
import { REMINDERS_KEY, reminderSources, type ReminderSource } from '../../core/reporting/reminder-source';
import { OpenActionsService } from '../open-actions';
import { SettingsService, settingNumber } from '../settings';
import { leadsOf, thresholdsReached } from './reminder-sources';

/** Items already overdue are still reminded (once) when they were entered at most this many days late. */
export const OVERDUE_GRACE_DAYS = 30;

interface DueRow {
  subject_id: string;
  personnel_id: string | null;
  facility_id: string | null;
  due_date: string;
  person: string;
  holder_email: string | null;
  detail: string;
  /** the item's own lead days, semicolon-separated (sources with ownLeads) */
  leads?: string | null;
}

export interface TenantReminderResult {
  tenantId: string;
  day: string;
  reminders: number;
  openActions: number;
  mails: number;
}

interface Digest {
  to: string;
  lines: string[];
}

interface Unmailed {
  ids: string[];
  summary: string;
  holder_email: string | null;
  notify_holder: boolean;
}

/**
 * The daily reminders of one tenant: finds what falls due within each lead time (tenant settings),
 * records each reminder in reminder_log (unique per item, due date and lead), raises an open action
 * for each item reminded for the first time, and e-mails one digest per recipient with the reminders
 * not mailed before (reminder_log.mailed_at, set in the transaction that queues the digests). Everything
 * is keyed so that a second run on the same day adds nothing: the ledger refuses repeats, open actions
 * are raised once per source, a digest lists only what no earlier digest did, and digests are queued
 * under ids made from the day, the recipient and the reminders they list.
 */
@Injectable()
export class RemindersService implements OnApplicationBootstrap {
  constructor(
    private readonly db: TenantDb,
    private readonly settings: SettingsService,
    private readonly openActions: OpenActionsService,
    private readonly mail: MailService,
    private readonly events: DomainEventBus,
    private readonly discovery: DiscoveryService,
  ) {}

  private found?: ReminderSource[];

  /** A kind offered twice stops the start. */
  onApplicationBootstrap(): void {
    this.sources();
  }

  /** The sources the domains offer with @ProvidesReminders, by kind (found once). */
  sources(): ReminderSource[] {
    this.found ??= reminderSources(markedProviders<ReminderSource[]>(this.discovery, REMINDERS_KEY).flatMap((p) => p.meta));
    return this.found;
  }

  /** Tenants that get reminders: enabled and not closed out. */
  tenants(): Promise<Array<{ id: string; name: string; contact_email: string | null }>> {
    return this.db.inTenant(undefined, () =>
      this.db.asSystem('list tenants for the daily reminders', (em) =>
        em.query(
          `SELECT id, name, contact_email FROM tenant WHERE enabled AND termination_date IS NULL AND tenant_type <> 'SYSTEM' ORDER BY name`,
        ),
      ),
    );
  }

  async remindTenant(tenant: { id: string; name: string; contact_email: string | null }, now = new Date()): Promise<TenantReminderResult> {
    const tenantId = tenant.id;
    const { day, reminders, openActions, mails } = await this.db.inTenant(tenantId, async (em) => {
      const today = await this.settings.tenantToday(tenantId, now);
      // first what the date has ended (an approved visit past its last day closes), then what falls due
      await this.events.emit('tenant.day', { day: today });
      let reminders = 0;
      let openActions = 0;
      for (const source of this.sources()) {
        const settingLeads = leadsOf(await this.settings.getTenant(tenantId, source.leadSetting));
        const longest = Math.max(...settingLeads, source.ownLeads?.longest ?? -1);
        if (longest < 0) continue;
        const extra: number[] = [];
        for (const name of source.numberSettings ?? []) extra.push(settingNumber(name, await this.settings.getTenant(tenantId, name)));
        const window = [addDays(today, -OVERDUE_GRACE_DAYS), addDays(today, longest)];
        const rows = (await em.query(source.sql, [...window, ...extra])) as DueRow[];
        for (const row of rows) {
          // an item with its own lead days (a training document's reminders) uses them; others the tenant setting
          const leads = row.leads ? leadsOf(row.leads.split(';')) : settingLeads;
          if (!leads.length) continue;
          const { added, first } = await this.record(source, row, today, leads);
          reminders += added;
          // one open action per item and due date, raised with its first reminder (a closed one stays closed)
          if (!first) continue;
          const action = await this.openActions.raise({
            personnelId: row.personnel_id,
            facilityId: row.facility_id,
            actionType: 'OTHER',
            title: `${source.label}: ${row.person}`,
            description: `${row.detail} of ${row.person} falls due on ${row.due_date}.`,
            sourceKey: `reminder:${source.kind}:${row.subject_id}:${row.due_date}`,
            dueDate: row.due_date,
          });
          if (action) {
            openActions += 1;
            await em.query(`UPDATE reminder_log SET open_action_id = $1 WHERE kind = $2 AND subject_id = $3 AND due_date = $4`, [
              action.id,
              source.kind,
              row.subject_id,
              row.due_date,
            ]);
          }
        }
      }
      const office = (await this.settings.getTenant<string>(tenantId, 'SECURITY_OFFICE_EMAIL')) || tenant.contact_email || '';
      const mails = await this.mailDigests(tenant, today, office);
      return { day: today, reminders, openActions, mails };
    });
    return { tenantId, day, reminders, openActions, mails };
  }

  /**
   * Queues one digest per recipient with the reminders not mailed yet and marks them mailed in the
   * same transaction: a failure to queue leaves them for the next run, and a later run the same day
   * lists only what was recorded after this one. Returns the number of digests.
   */
  private async mailDigests(tenant: { id: string; name: string }, day: string, office: string): Promise<number> {
    const tenantId = tenant.id;
    const rows = await this.unmailed();
    if (!rows.length) return 0;
    await this.db.em().query(`UPDATE reminder_log SET mailed_at = now() WHERE id = ANY($1::uuid[])`, [rows.flatMap((r) => r.ids)]);
    const digests = this.digests(rows, office);
    for (const d of digests) {
      const id = createHash('sha256')
        .update(`${d.to}\n${d.lines.join('\n')}`)
        .digest('hex')
        .slice(0, 24);
      await this.mail.send(
        {
          to: d.to,
          template: 'REMINDER_DIGEST',
          values: {
            tenantName: tenant.name,
            day,
            itemCount: `${d.lines.length} item${d.lines.length === 1 ? '' : 's'}`,
            items: d.lines,
          },
        },
        { tenantId, actorId: null },
        { jobId: `reminders-${tenantId}-${day}-${id}` },
      );
    }
    return digests.length;
  }

  /** Records the thresholds the item has reached: how many were new, and whether the item was reminded before. */
  private async record(source: ReminderSource, row: DueRow, today: string, leads: number[]): Promise<{ added: number; first: boolean }> {
    const em = this.db.em();
    const before = (await em.query(`SELECT 1 FROM reminder_log WHERE kind = $1 AND subject_id = $2 AND due_date = $3 LIMIT 1`, [
      source.kind,
      row.subject_id,
      row.due_date,
    ])) as unknown[];
    let added = 0;
    const summary = `${source.label}: ${row.person} — ${row.detail} on ${row.due_date}`;
    for (const lead of thresholdsReached(daysBetween(today, row.due_date), leads)) {
      const inserted = (await em.query(
        `INSERT INTO reminder_log (kind, subject_id, due_date, lead_days, reminded_on, summary, holder_email, notify_holder)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (tenant_id, kind, subject_id, due_date, lead_days) DO NOTHING RETURNING id`,
        [source.kind, row.subject_id, row.due_date, lead, today, summary, row.holder_email, source.notifyHolder],
      )) as unknown[];
      added += inserted.length;
    }
    return { added, first: added > 0 && before.length === 0 };
  }

  /** Reminders no digest has listed yet, one per item and due date (with the ledger rows behind it). */
  private async unmailed(): Promise<Unmailed[]> {
    return (await this.db.em().query(
      `SELECT array_agg(id) AS ids, (array_agg(summary ORDER BY lead_days))[1] AS summary,
              (array_agg(holder_email ORDER BY lead_days))[1] AS holder_email, bool_or(notify_holder) AS notify_holder
         FROM reminder_log WHERE mailed_at IS NULL GROUP BY kind, subject_id, due_date`,
    )) as Unmailed[];
  }

  /** One digest per recipient: the security office gets all, holders their own. */
  private digests(rows: Unmailed[], office: string): Digest[] {
    const byRecipient = new Map<string, string[]>();
    const add = (to: string, line: string) => byRecipient.set(to, [...(byRecipient.get(to) ?? []), line]);
    for (const r of rows) {
      if (office) add(office.toLowerCase(), r.summary);
      if (r.notify_holder && r.holder_email && r.holder_email.toLowerCase() !== office.toLowerCase())
        add(r.holder_email.toLowerCase(), r.summary);
    }
    return [...byRecipient].map(([to, lines]) => ({ to, lines: lines.sort() }));
  }
}

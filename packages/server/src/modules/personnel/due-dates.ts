import {
  ANNUAL_TRAINING_TITLE,
  DUE_ITEM_VALUES,
  DUE_WINDOW_DAYS,
  POLYGRAPH_VALID_YEARS,
  type DueItem,
  type DueWindow,
} from '@clearline/shared';
import { Injectable } from '@nestjs/common';
import { TenantDb } from '../../core/database/tenant-db';
import { SettingsService, settingNumber } from '../settings';
import { REINVESTIGATION_YEARS_ORDER, reinvestigationDueSql } from './reinvestigation-due';

/**
 * The dates a person's records fall due, as SQL: a badge on its expiry date (while ACTIVE, INPROGRESS or
 * PENDING), a polygraph on its next polygraph date or, without one, POLYGRAPH_VALID_YEARS after it was
 * taken (unless OUT_OF_SCOPE), a held clearance's latest completed investigation on its reinvestigation
 * date (`reinvestigationDueSql`, the tenant's years settings). Only people who are enabled and not
 * INACTIVE count. The dashboard, the personnel list's due filters and the records' flags all read these,
 * so a tile, the list it links to and the person's records agree.
 */
export interface DueParams {
  /** the tenant's today, as an SQL date expression (a placeholder) */
  today: string;
  /** the value of a REINVESTIGATION_YEARS_ORDER setting, as an SQL expression */
  years: (setting: string) => string;
}

export interface DueSource {
  /** FROM clause; the person is `dp` */
  from: string;
  /** the record's id */
  id: string;
  /** the record's person */
  personnelId: string;
  /** the record's facility, where it has one */
  facilityId: string | null;
  /** the due date */
  due: string;
  /** the record counts at all */
  where: string;
}

/**
 * Badge statuses under which a badge is valid until its expiry date: past it the badge is expired, whatever its
 * stored status (the list, the record page, the report and the API's `expired` all say so).
 */
export const BADGE_LIVE_STATUSES = ['ACTIVE', 'INPROGRESS', 'PENDING'] as const;
const BADGE_LIVE_SQL = `(${BADGE_LIVE_STATUSES.map((s) => `'${s}'`).join(', ')})`;

/** The SQL condition that a badge (`b`: its alias) is expired on `today` (an SQL date expression). */
export function badgeExpiredSql(b: string, today: string): string {
  return `(${b}.badge_status IN ${BADGE_LIVE_SQL} AND ${b}.expiry_date < ${today})`;
}

/** Whether a badge is expired on `today` (YYYY-MM-DD): the same rule as badgeExpiredSql. */
export function badgeExpired(b: { badgeStatus: string; expiryDate: string | null }, today: string): boolean {
  return (BADGE_LIVE_STATUSES as readonly string[]).includes(b.badgeStatus) && !!b.expiryDate && b.expiryDate < today;
}

/** Clearance statuses that count as holding the clearance (ACTIVE, and ACTIVE with a break in access). */
export const HELD_PCL_STATUSES = `('ACTIVE', 'ACTIVE_BREAK')`;

/** An active person (`person`: the personnel alias): enabled and not INACTIVE. */
export function activePersonSql(person: string): string {
  return `${person}.enabled AND ${person}.status <> 'INACTIVE'`;
}

/** A person (`person`: the personnel alias) holding a clearance (HELD_PCL_STATUSES); `c` names the clearance row. */
export function holdsClearanceSql(person: string, c = 'hc'): string {
  return `EXISTS (SELECT 1 FROM personnel_clearance ${c}
     WHERE ${c}.tenant_id = ${person}.tenant_id AND ${c}.personnel_id = ${person}.id AND ${c}.pcl_status IN ${HELD_PCL_STATUSES})`;
}

const ACTIVE_PERSON = activePersonSql('dp');

export function dueSource(item: DueItem, params: DueParams): DueSource {
  switch (item) {
    case 'BADGE':
      return {
        from: `personnel_badge r JOIN personnel dp ON dp.tenant_id = r.tenant_id AND dp.id = r.personnel_id`,
        id: 'r.id',
        personnelId: 'r.personnel_id',
        facilityId: null,
        due: `r.expiry_date`,
        where: `r.badge_status IN ${BADGE_LIVE_SQL} AND r.expiry_date IS NOT NULL AND ${ACTIVE_PERSON}`,
      };
    case 'POLYGRAPH':
      return {
        from: `personnel_polygraph r JOIN personnel dp ON dp.tenant_id = r.tenant_id AND dp.id = r.personnel_id`,
        id: 'r.id',
        personnelId: 'r.personnel_id',
        facilityId: 'r.facility_id',
        due: `coalesce(r.next_polygraph_date, (r.polygraph_date + make_interval(years => ${POLYGRAPH_VALID_YEARS}))::date)`,
        where: `r.polygraph_status <> 'OUT_OF_SCOPE' AND coalesce(r.next_polygraph_date, r.polygraph_date) IS NOT NULL AND ${ACTIVE_PERSON}`,
      };
    case 'REINVESTIGATION':
      // reinvestigationDueSql reads `i` (the investigation) and `c` (its clearance)
      return {
        from: `personnel_investigation i
               JOIN personnel_clearance c ON c.tenant_id = i.tenant_id AND c.id = i.clearance_id
               JOIN personnel dp ON dp.tenant_id = i.tenant_id AND dp.id = i.personnel_id`,
        id: 'i.id',
        personnelId: 'i.personnel_id',
        facilityId: 'c.facility_id',
        due: reinvestigationDueSql(params.years),
        // the clearance is held and this is its latest investigation (a newer one is the reinvestigation itself)
        where: `i.is_process_completed AND c.pcl_status IN ${HELD_PCL_STATUSES} AND ${ACTIVE_PERSON}
                AND NOT EXISTS (SELECT 1 FROM personnel_investigation n
                                 WHERE n.tenant_id = i.tenant_id AND n.clearance_id = i.clearance_id AND n.created_at > i.created_at)`,
      };
  }
}

/** The condition that a due date falls in the window (relative to today). */
export function windowSql(due: string, window: DueWindow, today: string): string {
  if (window === 'OVERDUE') return `${due} < ${today}::date`;
  const [from, to] = DUE_WINDOW_DAYS[window];
  return `${due} BETWEEN ${today}::date + ${from} AND ${today}::date + ${to}`;
}

/** The condition that a due date is overdue or falls within the longest window (90 days). */
export function dueWithinSql(due: string, today: string): string {
  return `${due} <= ${today}::date + ${DUE_WINDOW_DAYS.DAYS_90[1]}`;
}

/** The window a due date falls in (null: later), as an SQL CASE. */
export function windowOfSql(due: string, today: string): string {
  const cases = (['DAYS_30', 'DAYS_60', 'DAYS_90'] as const).map((w) => `WHEN ${windowSql(due, w, today)} THEN '${w}'`);
  return `CASE WHEN ${windowSql(due, 'OVERDUE', today)} THEN 'OVERDUE' ${cases.join(' ')} END`;
}

/**
 * The condition that a person (`p`) has a record of one of the items due in one of the windows (all
 * items or all windows when none is named).
 */
export function personDueSql(person: string, items: readonly DueItem[], windows: readonly DueWindow[], params: DueParams): string {
  const list = items.length ? items : DUE_ITEM_VALUES;
  const parts = list.map((item) => {
    const s = dueSource(item, params);
    const when = windows.length
      ? `(${windows.map((w) => windowSql(s.due, w, params.today)).join(' OR ')})`
      : dueWithinSql(s.due, params.today);
    return `EXISTS (SELECT 1 FROM ${s.from} WHERE ${s.personnelId} = ${person} AND ${s.where} AND ${when})`;
  });
  return `(${parts.join(' OR ')})`;
}

/** The values `DueParams` stand for in a statement: the tenant's today, then the reinvestigation years settings. */
export interface DueValues {
  today: string;
  years: number[];
}

/**
 * Binds DueValues into a statement's parameter list: today at once (every due date compares with it), each
 * reinvestigation years setting when a query first reads it (an unread parameter has no type in PostgreSQL).
 */
export function bindDue(values: unknown[], v: DueValues): DueParams {
  values.push(v.today);
  const today = `$${values.length}::date`;
  const years = new Map<string, string>();
  return {
    today,
    years: (setting) => {
      let p = years.get(setting);
      if (!p) {
        values.push(v.years[REINVESTIGATION_YEARS_ORDER.indexOf(setting)]);
        p = `$${values.length}::int`;
        years.set(setting, p);
      }
      return p;
    },
  };
}

/** A person (`person`: the personnel alias) who takes the annual training: enabled, not INACTIVE, holding a clearance. */
export function trainingRequiredSql(person: string): string {
  return `(${activePersonSql(person)} AND ${holdsClearanceSql(person, 'tc')})`;
}

/**
 * The person completed the annual training: an ANNUAL_TRAINING_TITLE document with a file (CURRENT,
 * ACTIVE, NEEDS_REVIEW or ON_HOLD) signed, else uploaded, within the year before today.
 */
export function trainingDoneSql(person: string, today: string): string {
  return `EXISTS (SELECT 1 FROM personnel_document td
     WHERE td.tenant_id = ${person}.tenant_id AND td.personnel_id = ${person}.id AND td.title_id = '${ANNUAL_TRAINING_TITLE}'
       AND td.file_key IS NOT NULL AND td.document_status IN ('CURRENT', 'ACTIVE', 'NEEDS_REVIEW', 'ON_HOLD')
       AND coalesce(td.date_signed, td.uploaded_date) > ${today}::date - 365)`;
}

/** The tenant's today and settings the due dates are computed with, and the due state of records. */
@Injectable()
export class DueDates {
  constructor(
    private readonly db: TenantDb,
    private readonly settings: SettingsService,
  ) {}

  async values(now = new Date()): Promise<DueValues> {
    const tenantId = this.db.tenantId();
    const years: number[] = [];
    for (const name of REINVESTIGATION_YEARS_ORDER) years.push(settingNumber(name, await this.settings.getTenant(tenantId, name)));
    return { today: await this.settings.tenantToday(tenantId, now), years };
  }

  /** Each record's due date (null: it does not fall due) and whether it is past, for records of one item. */
  async states(item: DueItem, ids: readonly string[]): Promise<Map<string, { due: string | null; overdue: boolean }>> {
    if (!ids.length) return new Map();
    const values: unknown[] = [ids];
    const p = bindDue(values, await this.values());
    const s = dueSource(item, p);
    const rows = await this.db.em().query<Array<{ id: string; due: string | null; overdue: boolean }>>(
      `SELECT ${s.id} AS id, to_char(${s.due}, 'YYYY-MM-DD') AS due, (${windowSql(s.due, 'OVERDUE', p.today)}) AS overdue
         FROM ${s.from} WHERE ${s.id} = ANY($1::uuid[]) AND ${s.where}`,
      values,
    );
    return new Map(rows.map((r) => [r.id, { due: r.due, overdue: r.overdue === true }]));
  }
}

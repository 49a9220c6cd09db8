import { addDays, daysBetween } from '@clearline/shared';
import { reminderSources } from '../../core/reporting/reminder-source';
import { incidentReminders } from '../incidents';
import { personnelReminders, REINVESTIGATION_YEARS_SETTINGS } from '../personnel';
import { settingNumber } from '../settings';
import { trainingReminders } from '../training';
import { visitReminders } from '../visits';
import { leadsOf, thresholdsReached } from './reminder-sources';

/** The sources the domains offer, as the daily run finds them. */
const REMINDER_SOURCES = reminderSources([...personnelReminders, ...trainingReminders, ...visitReminders, ...incidentReminders]);

describe('reminder sources', () => {
  it('computes days and thresholds', () => {
    expect(daysBetween('2025-03-01', '2025-03-31')).toBe(30);
    expect(daysBetween('2025-03-09', '2025-03-08')).toBe(-1);
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(thresholdsReached(12, [30])).toEqual([30]);
    expect(thresholdsReached(31, [30])).toEqual([]);
    expect(thresholdsReached(4, [10, 1, 5])).toEqual([5, 10]);
    expect(thresholdsReached(0, [1, 5, 10])).toEqual([1, 5, 10]);
    expect(thresholdsReached(-3, [30])).toEqual([30]);
  });

  it('reads lead settings as whole days', () => {
    expect(leadsOf(90)).toEqual([90]);
    expect(leadsOf([1, 5, 10])).toEqual([1, 5, 10]);
    expect(leadsOf([{ value: '3', label: '3' }])).toEqual([3]);
    expect(leadsOf('x')).toEqual([]);
  });

  it('takes the sources by kind and refuses a kind offered twice', () => {
    expect(REMINDER_SOURCES.map((s) => s.kind)).toEqual([
      'ANNUAL_TRAINING',
      'BADGE_EXPIRY',
      'FOREIGN_TRAVEL_DEBRIEF',
      'INCIDENT_FINAL_REPORT',
      'INCIDENT_INITIAL_REPORT',
      'PASSPORT_EXPIRY',
      'PERM_CERTIFICATION',
      'POLYGRAPH',
      'REINVESTIGATION',
    ]);
    expect(() => reminderSources([...personnelReminders, personnelReminders[0]])).toThrow('Reminder REINVESTIGATION is offered twice');
  });

  it('has one query per kind, with the window as $1 and $2 and its number settings from $3 on', () => {
    const kinds = REMINDER_SOURCES.map((s) => s.kind);
    expect(new Set(kinds).size).toBe(kinds.length);
    for (const s of REMINDER_SOURCES) {
      const expected = ['1', '2', ...(s.numberSettings ?? []).map((_, i) => String(i + 3))];
      expect([...new Set([...s.sql.matchAll(/\$(\d+)/g)].map((m) => m[1]))].sort()).toEqual(expected);
    }
  });

  it('reads the reinvestigation interval of each clearance level from its tenant setting', () => {
    const source = REMINDER_SOURCES.find((s) => s.kind === 'REINVESTIGATION')!;
    expect(source.numberSettings).toEqual([
      'TS_REINVESTIGATION_YEARS',
      'SECRET_REINVESTIGATION_YEARS',
      'CONFIDENTIAL_REINVESTIGATION_YEARS',
    ]);
    expect(Object.keys(REINVESTIGATION_YEARS_SETTINGS).sort()).toEqual(['CONFIDENTIAL', 'SECRET', 'TOP_SECRET']);
    for (const [level, param] of [
      ['TOP_SECRET', '$3'],
      ['INTERIM_TOP_SECRET', '$3'],
      ['ISA_TOP_SECRET', '$3'],
      ['SECRET', '$4'],
      ['INTERIM_SECRET', '$4'],
      ['ISA_SECRET', '$4'],
      ['CONFIDENTIAL', '$5'],
      ['ISA_CONFIDENTIAL', '$5'],
    ])
      expect(source.sql).toContain(`WHEN '${level}' THEN ${param}::int`);
    expect(source.sql).not.toContain("WHEN 'NONE'");
  });

  it('falls back to the definition default when a number setting is not a positive whole number', () => {
    expect(settingNumber('SECRET_REINVESTIGATION_YEARS', 8)).toBe(8);
    expect(settingNumber('SECRET_REINVESTIGATION_YEARS', '')).toBe(10);
    expect(settingNumber('TS_REINVESTIGATION_YEARS', null)).toBe(5);
    expect(settingNumber('CONFIDENTIAL_REINVESTIGATION_YEARS', 2.5)).toBe(15);
    expect(() => settingNumber('NO_SUCH_SETTING', 'x')).toThrow('NO_SUCH_SETTING has no whole-number default');
  });
});

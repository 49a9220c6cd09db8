import { settingDefinition, addDays, dayIn } from '@clearline/shared';

/**
 * Today in the demo tenants' zone (their TIME_ZONE setting is the setting's default): seeded dates count from the day
 * the server counts with, so "due today" is today for the demo FSO whatever the hour in UTC.
 */
export const seedToday = (): string => dayIn(settingDefinition('TENANT', 'TIME_ZONE')!.defaultValue);

/** Today (the demo tenants' day) plus `n` days. */
export const daysFromToday = (n: number): string => addDays(seedToday(), n);

/** The year of the demo tenants' today plus `n`: seeded periods that follow the calendar year start from it. */
export const seedYear = (n = 0): number => Number(seedToday().slice(0, 4)) + n;

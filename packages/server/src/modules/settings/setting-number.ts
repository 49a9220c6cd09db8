import { SETTING_DEFINITIONS } from '@clearline/shared';

/**
 * A whole-number tenant setting as a query parameter: its value, or the definition's default when the value
 * is not a positive whole number.
 */
export function settingNumber(parameterName: string, value: unknown): number {
  const n = Number(value);
  if (Number.isInteger(n) && n > 0) return n;
  const fallback = Number(SETTING_DEFINITIONS.find((d) => d.parameterName === parameterName)?.defaultValue);
  if (!Number.isInteger(fallback)) throw new Error(`${parameterName} has no whole-number default`);
  return fallback;
}

import { isIsoDay } from '@clearline/shared';
import { isUuid } from '../database/tenant-db';
import type { ReportParameter, ReportParams } from './report-definition';

export type ParameterResult = { params: ReportParams } | { errors: string[] };

/**
 * Checks a request's report parameters against the report's declarations: unknown keys, required
 * values, types, options, ranges and date order. Returns the normalised parameters (defaults
 * filled in) or every problem as a message a person can act on. Pure.
 */
export function validateReportParameters(declared: ReportParameter[], raw: unknown, today: string): ParameterResult {
  const errors: string[] = [];
  if (raw !== undefined && raw !== null && (typeof raw !== 'object' || Array.isArray(raw))) {
    return { errors: ['parameters must be an object'] };
  }
  const input = (raw ?? {}) as Record<string, unknown>;
  const known = new Set(declared.map((p) => p.name));
  for (const key of Object.keys(input)) {
    if (!known.has(key)) {
      errors.push(`Unknown parameter "${key}". Parameters of this report: ${declared.map((p) => p.name).join(', ') || 'none'}`);
    }
  }
  const out: ReportParams = {};
  for (const p of declared) {
    let v = input[p.name];
    if (v === '' || v === undefined) v = null;
    if (v === null && 'default' in p && p.default !== undefined) v = p.kind === 'date' ? today : p.default;
    if (v === null || (Array.isArray(v) && v.length === 0)) {
      if (p.required) errors.push(`${p.label} is required`);
      out[p.name] = null;
      continue;
    }
    switch (p.kind) {
      case 'facility':
        if (typeof v !== 'string' || !isUuid(v)) errors.push(`${p.label} must be a facility id`);
        else out[p.name] = v;
        break;
      case 'select': {
        const values = Array.isArray(v) ? v : [v];
        if (!p.multiple && Array.isArray(v)) {
          errors.push(`${p.label} takes one value`);
          break;
        }
        const allowed = new Set(p.options.map((o) => o.value));
        const bad = values.find((x) => typeof x !== 'string' || !allowed.has(x));
        if (bad !== undefined) errors.push(`${p.label} must be one of ${p.options.map((o) => o.value).join(', ')}`);
        else out[p.name] = p.multiple ? (values as string[]) : (values[0] as string);
        break;
      }
      case 'date':
        if (!isIsoDay(v)) errors.push(`${p.label}: Invalid Date`);
        else out[p.name] = v;
        break;
      case 'number': {
        const n = typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : v;
        if (typeof n !== 'number' || !Number.isInteger(n) || n < p.min || n > p.max) {
          errors.push(`${p.label} must be a whole number from ${p.min} to ${p.max}`);
        } else out[p.name] = n;
        break;
      }
      case 'text':
        if (typeof v !== 'string') errors.push(`${p.label} must be text`);
        else if (v.length > p.maxLength) errors.push(`${p.label} must be at most ${p.maxLength} characters`);
        else out[p.name] = v.trim();
        break;
      case 'boolean':
        if (typeof v !== 'boolean') errors.push(`${p.label} must be true or false`);
        else out[p.name] = v;
        break;
    }
  }
  for (const p of declared) {
    if (p.kind !== 'date' || !p.notBefore) continue;
    const start = out[p.notBefore];
    const end = out[p.name];
    const startLabel = declared.find((d) => d.name === p.notBefore)?.label ?? p.notBefore;
    if (typeof start === 'string' && typeof end === 'string' && end < start) errors.push(`${p.label} must be after ${startLabel}`);
  }
  return errors.length ? { errors } : { params: out };
}

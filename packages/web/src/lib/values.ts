/** '' and whitespace-only strings become null; other values are kept (strings trimmed). */
export function blankToNull(value: unknown): unknown {
  if (typeof value === 'string') {
    const t = value.trim();
    return t === '' ? null : t;
  }
  return value === undefined ? null : value;
}

/**
 * The named fields of a form's values, blanks as null: the plain-value part of a request body. The field list
 * comes from @clearline/shared, so the body names exactly the fields the API's request class declares.
 */
export function pickFields<const K extends string>(values: Readonly<Record<string, unknown>> | null | undefined, fields: readonly K[]) {
  const out = {} as Record<K, unknown>;
  for (const f of fields) out[f] = blankToNull(values?.[f]);
  return out;
}

/** The version the form read, when it holds one: the API refuses a save over a newer version (409). */
export const versionOf = (values: Readonly<Record<string, unknown>>): { version?: number } =>
  typeof values.version === 'number' ? { version: values.version } : {};

/** '' and whitespace-only strings become null; other values are kept (strings trimmed). */
export function blankToNull(value: unknown): unknown {
  if (typeof value === 'string') {
    const t = value.trim();
    return t === '' ? null : t;
  }
  return value === undefined ? null : value;
}

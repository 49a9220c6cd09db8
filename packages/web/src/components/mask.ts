/**
 * Masks every letter and digit except the last `visible` ones, keeping separators:
 * "123-45-6789" → "***-**-6789". A bare 9-digit SSN is shown in SSN shape: "123456789" → "***-**-6789".
 * Already-masked values (as the API sends them without reveal permission) pass through unchanged.
 */
export function maskValue(value: string | number | null | undefined, visible = 4): string {
  if (value === null || value === undefined || value === '') return '';
  let text = String(value);
  if (/^\d{9}$/.test(text)) text = `${text.slice(0, 3)}-${text.slice(3, 5)}-${text.slice(5)}`;
  const total = (text.match(/[a-z0-9]/gi) ?? []).length;
  let seen = 0;
  return text.replace(/[a-z0-9]/gi, (ch) => (++seen > total - Math.max(0, visible) ? ch : '*'));
}

/**
 * An answer (or rows) as JSON text with every UUID replaced by `<id>`, for checks that a number
 * never appears: about one random UUID in a hundred holds a run of nine digits between letters
 * (`…-b123456789c`) and one in two thousand holds any given four digits, and those are ids, not SSNs.
 */
export function textWithoutIds(body: unknown): string {
  return JSON.stringify(body).replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<id>');
}

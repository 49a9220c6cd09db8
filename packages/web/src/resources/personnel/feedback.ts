/**
 * The toast text of a failed call (spec 02 §7–8): the server's message when the answer carries one,
 * otherwise the screen's fallback text.
 */
export function failureMessage(error: unknown, fallback: string): string {
  const body = (error as { body?: { message?: unknown } } | null)?.body;
  const message = body?.message;
  if (Array.isArray(message) && message.length > 0) return message.join('; ');
  if (typeof message === 'string' && message.trim()) return message;
  return fallback;
}

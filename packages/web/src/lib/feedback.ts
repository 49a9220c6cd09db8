import { errorMessage } from '../providers/httpClient';

/**
 * The toast text of a failed call (spec 02 §7–8): the server's message when the answer carries one,
 * otherwise the screen's fallback text.
 */
export function failureMessage(error: unknown, fallback: string): string {
  return errorMessage((error as { body?: unknown } | null)?.body, fallback);
}

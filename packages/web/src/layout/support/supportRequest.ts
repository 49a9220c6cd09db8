import { PLATFORM_MESSAGES, type SupportCategory } from '@clearline/shared';
import { api, dataOf, type Schema } from '../../api/client';
import { errorMessage } from '../../providers/httpClient';

export interface SupportRequestForm {
  subject: string;
  message: string;
  category: SupportCategory;
  contactEmail: string;
  contactPhone: string;
}

/** The body of POST /support-request: trimmed, empty contact fields left out. */
export function supportBody(form: SupportRequestForm): Schema<'SupportRequestDto'> {
  const body: Schema<'SupportRequestDto'> = { subject: form.subject.trim(), message: form.message.trim(), category: form.category };
  if (form.contactEmail.trim()) body.contactEmail = form.contactEmail.trim();
  if (form.contactPhone.trim()) body.contactPhone = form.contactPhone.trim();
  return body;
}

/** The required-field errors of the form ('{label} is required', spec 03 §5). */
export function supportErrors(form: SupportRequestForm): Partial<Record<'subject' | 'message', string>> {
  const errors: Partial<Record<'subject' | 'message', string>> = {};
  if (!form.subject.trim()) errors.subject = 'Subject is required';
  if (!form.message.trim()) errors.message = 'Message is required';
  return errors;
}

/**
 * The toast after a failed request: the failure text, followed by the server's message when it gave one.
 */
export function supportFailure(error: unknown): string {
  const body = (error as { body?: unknown } | null)?.body;
  const server = errorMessage(body, '');
  return server ? `${PLATFORM_MESSAGES.supportFailed} ${server}` : PLATFORM_MESSAGES.supportFailed;
}

/** POST /support-request; answers the server's confirmation text. */
export async function sendSupportRequest(form: SupportRequestForm): Promise<string> {
  const res = dataOf(await api.POST('/api/v1/support-request', { body: supportBody(form) }));
  return res.message || PLATFORM_MESSAGES.supportSent;
}

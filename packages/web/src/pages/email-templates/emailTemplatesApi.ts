import { api, dataOf, multipart, type Schema } from '../../api/client';

export type EmailTemplate = Schema<'EmailTemplateDto'>;
export type EmailTemplateSummary = Schema<'EmailTemplateSummaryDto'>;
export type EmailPreview = Schema<'EmailPreviewDto'>;
export type EmailPlaceholder = Schema<'EmailPlaceholderDto'>;
export type EmailTemplateDraft = Schema<'EmailTemplateDraftDto'>;

/** The e-mail template calls of spec 03 §7 (system master data). */
export const emailTemplatesApi = {
  get: async (id: string) => dataOf(await api.GET('/api/v1/email-templates/{id}', { params: { path: { id } } })),
  update: async (id: string, body: Schema<'EmailTemplateInputDto'>) =>
    dataOf(await api.PUT('/api/v1/email-templates/{id}', { params: { path: { id } }, body })),
  /** The live preview: an unsaved draft rendered by the server with sample values. */
  previewDraft: async (id: string, body: EmailTemplateDraft, signal?: AbortSignal) =>
    dataOf(await api.PUT('/api/v1/email-templates/{id}/preview', { params: { path: { id } }, body, signal })),
  sendTest: async (id: string) => dataOf(await api.POST('/api/v1/email-templates/{id}/send-test', { params: { path: { id } } })),
  addAttachment: async (id: string, file: File) =>
    dataOf(
      await api.POST('/api/v1/email-template/{id}/attachment', {
        params: { path: { id } },
        ...multipart({ file }),
      }),
    ),
  removeAttachment: async (id: string, attId: string) => {
    await api.DELETE('/api/v1/email-template/{id}/attachment/{attId}', { params: { path: { id, attId } } });
  },
};

/** What a placeholder chip inserts: `{{name}}`, or a loop over a list. */
export const placeholderSnippet = (p: Pick<EmailPlaceholder, 'name' | 'list'>): string =>
  p.list ? `{{#each ${p.name}}}{{this}}{{/each}}` : `{{${p.name}}}`;

/** `text` with `snippet` put in place of the selection [start, end); the caret goes after it. */
export function insertAt(text: string, snippet: string, start: number, end = start): { value: string; caret: number } {
  const a = Math.max(0, Math.min(start, text.length));
  const b = Math.max(a, Math.min(end, text.length));
  return { value: text.slice(0, a) + snippet + text.slice(b), caret: a + snippet.length };
}

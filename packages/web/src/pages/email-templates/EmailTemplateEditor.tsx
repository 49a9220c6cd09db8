import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Grid,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import SaveIcon from '@mui/icons-material/Save';
import SendIcon from '@mui/icons-material/Send';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Title, useNotify } from 'react-admin';
import { EMAIL_TEMPLATE_FIELDS, EMAIL_TEMPLATE_MESSAGES as M, formatBytes } from '@clearline/shared';
import { MESSAGES } from '@clearline/shared/messages';
import { DeleteDialog } from '../../components/DeleteDialog';
import { addFiles, effectiveLimits, useServerUploadLimits } from '../../components/upload';
import { failureMessage } from '../../lib/feedback';
import { useGranted } from '../../lib/useGranted';
import { EMAIL_TEMPLATES_RESOURCE } from './EmailTemplateList';
import {
  type EmailPlaceholder,
  type EmailPreview,
  type EmailTemplate,
  type EmailTemplateDraft,
  emailTemplatesApi,
  insertAt,
  placeholderSnippet,
} from './emailTemplatesApi';

type Field = keyof typeof EMAIL_TEMPLATE_FIELDS;
type Draft = Required<EmailTemplateDraft>;

/** How long the editor waits after the last keystroke before asking the server for a preview. */
const PREVIEW_DELAY_MS = 400;

const draftOf = (t: EmailTemplate): Draft => ({ subject: t.subject, textBody: t.textBody, htmlBody: t.htmlBody });
const sameDraft = (a: Draft, b: Draft) => a.subject === b.subject && a.textBody === b.textBody && a.htmlBody === b.htmlBody;

/**
 * /email-templates/{id} (MASTER_DATA): subject, text and HTML bodies with the placeholders the template
 * offers (click inserts at the cursor, the copy icon copies), a live preview the server renders with sample
 * values (the HTML in a sandboxed frame), attachments, save and a test e-mail to the signed-in user.
 */
const EmailTemplateEditor = () => {
  const { id = '' } = useParams();
  const notify = useNotify();
  const client = useQueryClient();
  const canUpdate = useGranted('MASTER_DATA', 'UPDATE');
  const template = useQuery({ queryKey: [EMAIL_TEMPLATES_RESOURCE, id], queryFn: () => emailTemplatesApi.get(id) });
  const [draft, setDraft] = useState<Draft>();
  const [version, setVersion] = useState<number>();
  const [preview, setPreview] = useState<EmailPreview>();
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState<'save' | 'test' | 'attach' | 'remove'>();
  const [removing, setRemoving] = useState<string>();
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const focused = useRef<Field>('textBody');
  const filePicker = useRef<HTMLInputElement>(null);
  const limits = effectiveLimits({ maxFiles: 1 }, useServerUploadLimits());

  // the record's texts when it first arrives or after a save (a new version); a refetch never resets what the user typed
  useEffect(() => {
    if (template.data && template.data.version !== version) {
      setDraft(draftOf(template.data));
      setVersion(template.data.version);
    }
  }, [template.data, version]);

  // the live preview: the draft rendered by the server, asked for once the user pauses typing
  useEffect(() => {
    if (!draft) return;
    const abort = new AbortController();
    const timer = setTimeout(async () => {
      try {
        setPreview(await emailTemplatesApi.previewDraft(id, draft, abort.signal));
        setProblem(undefined);
      } catch (error) {
        if (!abort.signal.aborted) setProblem(failureMessage(error, M.previewFailed));
      }
    }, PREVIEW_DELAY_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [id, draft]);

  if (template.isError) return <Alert severity="error">{failureMessage(template.error, MESSAGES.fetchError)}</Alert>;
  if (!template.data || !draft) return null;
  const t = template.data;
  const dirty = !sameDraft(draft, draftOf(t));

  const change = (field: Field, value: string) => setDraft((d) => (d ? { ...d, [field]: value } : d));

  const insert = (p: EmailPlaceholder) => {
    const field = focused.current;
    const el = inputs.current[field];
    const text = draft[field];
    const { value, caret } = insertAt(text, placeholderSnippet(p), el?.selectionStart ?? text.length, el?.selectionEnd ?? text.length);
    change(field, value);
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(caret, caret);
    });
  };

  const copy = async (p: EmailPlaceholder) => {
    try {
      await navigator.clipboard.writeText(placeholderSnippet(p));
      notify(`Copied ${placeholderSnippet(p)}`, { type: 'info' });
    } catch {
      notify(placeholderSnippet(p), { type: 'info' });
    }
  };

  const save = async () => {
    setBusy('save');
    try {
      const saved = await emailTemplatesApi.update(id, { ...draft, version });
      client.setQueryData([EMAIL_TEMPLATES_RESOURCE, id], saved);
      setVersion(saved.version);
      setDraft(draftOf(saved));
      notify(M.edited, { type: 'success' });
      await client.invalidateQueries({ queryKey: [EMAIL_TEMPLATES_RESOURCE, 'getList'] });
    } catch (error) {
      const message = failureMessage(error, M.editFailed);
      setProblem(message);
      notify(message, { type: 'error' });
    } finally {
      setBusy(undefined);
    }
  };

  const sendTest = async () => {
    setBusy('test');
    try {
      notify((await emailTemplatesApi.sendTest(id)).message, { type: 'success' });
    } catch (error) {
      notify(failureMessage(error, M.testFailed), { type: 'error' });
    } finally {
      setBusy(undefined);
    }
  };

  const attach = async (files: FileList | null) => {
    const picked = Array.from(files ?? []);
    if (filePicker.current) filePicker.current.value = '';
    if (!picked.length) return;
    const checked = addFiles([], picked, limits);
    for (const e of checked.errors) notify(e, { type: 'error' });
    if (!checked.files.length) return;
    setBusy('attach');
    try {
      await emailTemplatesApi.addAttachment(id, checked.files[0]);
      notify(M.attachmentAdded, { type: 'success' });
      await template.refetch();
    } catch (error) {
      notify(failureMessage(error, M.attachmentAddFailed), { type: 'error' });
    } finally {
      setBusy(undefined);
    }
  };

  const removeAttachment = async () => {
    if (!removing) return;
    setBusy('remove');
    try {
      await emailTemplatesApi.removeAttachment(id, removing);
      notify(M.attachmentDeleted, { type: 'success' });
      await template.refetch();
    } catch (error) {
      notify(failureMessage(error, M.attachmentDeleteFailed), { type: 'error' });
    } finally {
      setRemoving(undefined);
      setBusy(undefined);
    }
  };

  const field = (name: Field, rows?: number) => (
    <TextField
      label={EMAIL_TEMPLATE_FIELDS[name]}
      value={draft[name]}
      onChange={(e) => change(name, e.target.value)}
      onFocus={() => (focused.current = name)}
      inputRef={(el: HTMLInputElement | HTMLTextAreaElement | null) => {
        inputs.current[name] = el;
      }}
      multiline={rows !== undefined}
      minRows={rows}
      maxRows={rows ? rows * 2 : undefined}
      fullWidth
      disabled={!canUpdate}
      slotProps={{ htmlInput: { spellCheck: false, style: rows ? { fontFamily: 'monospace', fontSize: 13 } : undefined } }}
    />
  );

  return (
    <Card>
      <Title title={`${M.pageTitle}: ${t.name}`} />
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ mb: 0.5, alignItems: 'baseline' }}>
          <Typography variant="h6">{t.name}</Typography>
          <Chip size="small" label={t.templateKey} variant="outlined" />
          {!t.builtIn && <Chip size="small" label="Added" />}
        </Stack>
        {t.description && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t.description}
          </Typography>
        )}
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Typography variant="subtitle2" gutterBottom>
              Placeholders (click to insert at the cursor)
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mb: 2 }} aria-label="Placeholders">
              {t.placeholders.map((p) => (
                <Tooltip key={p.name} describeChild title={`${p.description} — sample: ${p.sample}`}>
                  <Chip
                    size="small"
                    color="primary"
                    variant="outlined"
                    label={placeholderSnippet(p)}
                    onClick={canUpdate ? () => insert(p) : undefined}
                    onDelete={() => copy(p)}
                    deleteIcon={
                      <Tooltip title="Copy">
                        <ContentCopyIcon aria-label={`Copy ${p.name}`} />
                      </Tooltip>
                    }
                    sx={{ fontFamily: 'monospace' }}
                  />
                </Tooltip>
              ))}
            </Box>
            <Stack spacing={2}>
              {field('subject')}
              {field('textBody', 8)}
              {field('htmlBody', 8)}
            </Stack>
            {problem && (
              <Alert severity="error" sx={{ mt: 2 }} role="alert" data-testid="template-problem">
                {problem}
              </Alert>
            )}
            <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'center' }}>
              {canUpdate && (
                <Button variant="contained" startIcon={<SaveIcon />} onClick={save} disabled={!dirty || busy === 'save'}>
                  Save
                </Button>
              )}
              {canUpdate && (
                <Button variant="outlined" startIcon={<SendIcon />} onClick={sendTest} disabled={busy === 'test'}>
                  Send test
                </Button>
              )}
            </Stack>
            {dirty && canUpdate && (
              <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
                Unsaved changes: the test e-mail uses the saved template.
              </Typography>
            )}
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Typography variant="subtitle2" gutterBottom>
              Preview with sample values{problem ? ' (last one that rendered)' : ''}
            </Typography>
            <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden', opacity: problem ? 0.5 : 1 }}>
              <Box sx={{ px: 2, py: 1, bgcolor: 'action.hover' }}>
                <Typography variant="body2" data-testid="preview-subject">
                  <strong>Subject:</strong> {preview?.subject ?? ''}
                </Typography>
              </Box>
              {preview?.html ? (
                <iframe
                  title="HTML preview"
                  sandbox=""
                  srcDoc={preview.html}
                  style={{ width: '100%', height: 260, border: 0, background: '#fff' }}
                />
              ) : (
                <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
                  No HTML body: the e-mail is sent as text only.
                </Typography>
              )}
            </Box>
            <Typography variant="subtitle2" sx={{ mt: 2 }} gutterBottom>
              Text version
            </Typography>
            <Box
              component="pre"
              data-testid="preview-text"
              sx={{
                m: 0,
                p: 1.5,
                bgcolor: 'action.hover',
                borderRadius: 1,
                whiteSpace: 'pre-wrap',
                fontSize: 13,
                maxHeight: 240,
                overflow: 'auto',
                opacity: problem ? 0.5 : 1,
              }}
            >
              {preview?.text ?? ''}
            </Box>
            <Typography variant="subtitle2" sx={{ mt: 2 }}>
              Attachments (sent with every e-mail of this template)
            </Typography>
            <List dense aria-label="Attachments">
              {t.attachments.map((a) => (
                <ListItem
                  key={a.id}
                  secondaryAction={
                    canUpdate && (
                      <IconButton edge="end" aria-label={`Remove ${a.fileName}`} onClick={() => setRemoving(a.id)}>
                        <DeleteIcon />
                      </IconButton>
                    )
                  }
                >
                  <ListItemText primary={a.fileName} secondary={formatBytes(a.sizeBytes)} />
                </ListItem>
              ))}
              {!t.attachments.length && (
                <ListItem>
                  <ListItemText secondary="No attachments" />
                </ListItem>
              )}
            </List>
            {canUpdate && (
              <>
                <input
                  ref={filePicker}
                  type="file"
                  hidden
                  data-testid="attachment-input"
                  accept={limits.accept?.map((a) => `.${a}`).join(',')}
                  onChange={(e) => attach(e.target.files)}
                />
                <Button startIcon={<AttachFileIcon />} onClick={() => filePicker.current?.click()} disabled={busy === 'attach'}>
                  Add attachment
                </Button>
              </>
            )}
          </Grid>
        </Grid>
      </CardContent>
      <DeleteDialog open={!!removing} loading={busy === 'remove'} onConfirm={removeAttachment} onClose={() => setRemoving(undefined)} />
    </Card>
  );
};

export default EmailTemplateEditor;

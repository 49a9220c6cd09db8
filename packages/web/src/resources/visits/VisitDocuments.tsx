import { useEffect, useState } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Checkbox,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useNotify } from 'react-admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { labelOf, VISIT_DOCUMENT_MESSAGES as M, VISIT_DOCUMENT_STATUS, VISIT_DOCUMENT_TYPE, TEXT_MAX } from '@clearline/shared';
import { MESSAGES } from '@clearline/shared/messages';
import type { Schema } from '../../api/client';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { downloadDocument } from '../../components/upload/download';
import { failureMessage } from '../../lib/feedback';
import { formatDateTime } from '../../lib/dates';
import { LoadState } from '../../lib/LoadState';

export type VisitDocument = Schema<'VisitDocumentView'>;
export type VisitDocumentFields = Schema<'VisitDocumentInputDto'>;

/** The calls of one visit's documents (each visit kind passes its own routes). */
export interface VisitDocumentCalls {
  list: () => Promise<VisitDocument[]>;
  /** the `document` JSON part and an optional file */
  add: (fields: VisitDocumentFields, file: File | null) => Promise<VisitDocument>;
  /** absent: documents cannot be edited here */
  update?: (id: string, fields: VisitDocumentFields, file: File | null) => Promise<VisitDocument>;
  /** absent: documents cannot be deleted here */
  remove?: (id: string) => Promise<void>;
}

export interface VisitDocumentsTabProps {
  /** the react-query key of the list (invalidated after each change) */
  queryKey: readonly unknown[];
  calls: VisitDocumentCalls;
  /** whether the Add button shows (the server refuses what the caller may not do) */
  canAdd: boolean;
  /** the requester's own view (My Portal): no review status, no required flag */
  requester?: boolean;
  title?: string;
}

const STATUS_COLOR = { NEEDS_REVIEW: 'warning', ACCEPTED: 'success', REJECTED: 'error' } as const;

const StatusChip = ({ doc }: { doc: VisitDocument }) =>
  doc.fileName ? (
    <Chip
      size="small"
      variant="outlined"
      color={STATUS_COLOR[doc.documentStatus]}
      label={labelOf(VISIT_DOCUMENT_STATUS, doc.documentStatus)}
    />
  ) : (
    <Chip size="small" variant="outlined" color="error" label={M.missingFile} />
  );

/**
 * The Documents tab of a visit (incoming, outgoing or FOCI): the documents with their review status (or "Missing file"
 * for a required document listed without one), an add/edit dialog (type, title, status, required, optional file),
 * download and delete.
 */
export const VisitDocumentsTab = ({ queryKey, calls, canAdd, requester = false, title = 'Documents' }: VisitDocumentsTabProps) => {
  const q = useQuery({ queryKey, queryFn: calls.list });
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [dialog, setDialog] = useState<{ document?: VisitDocument } | null>(null);
  const [deleting, setDeleting] = useState<VisitDocument | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async (fields: VisitDocumentFields, file: File | null) => {
    const editing = dialog?.document;
    setBusy(true);
    try {
      const saved = editing && calls.update ? await calls.update(editing.id, fields, file) : await calls.add(fields, file);
      notify(editing ? M.updated(saved.documentTitle) : M.added(saved.documentTitle), { type: 'success' });
      setDialog(null);
      await queryClient.invalidateQueries({ queryKey });
    } catch (error) {
      notify(failureMessage(error, M.saveFailed), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!deleting || !calls.remove) return;
    setBusy(true);
    try {
      await calls.remove(deleting.id);
      notify(M.deleted(deleting.documentTitle), { type: 'success' });
      await queryClient.invalidateQueries({ queryKey });
    } catch (error) {
      notify(failureMessage(error, M.deleteFailed), { type: 'error' });
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  };

  return (
    <Card component="section" aria-label={title} sx={{ mb: 2 }}>
      <CardHeader
        title={title}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        action={
          canAdd ? (
            <Button startIcon={<AddIcon />} variant="contained" size="small" onClick={() => setDialog({})}>
              {M.addTitle}
            </Button>
          ) : undefined
        }
      />
      <CardContent sx={{ pt: 0 }}>
        {q.error || q.isPending ? (
          <LoadState isPending={q.isPending} error={q.error} />
        ) : !q.data?.length ? (
          <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
            {M.empty}
          </Typography>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={`${title} list`}>
              <TableHead>
                <TableRow>
                  <TableCell>{M.labels.documentTitle}</TableCell>
                  <TableCell>{M.labels.documentStatus}</TableCell>
                  <TableCell>{M.labels.required}</TableCell>
                  <TableCell>{M.labels.fileName}</TableCell>
                  <TableCell>{M.labels.uploadedDate}</TableCell>
                  <TableCell align="right">Actions</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {q.data.map((r) => (
                  <TableRow key={r.id}>
                    <TableCell>
                      <Typography variant="body2">{r.documentTitle}</Typography>
                      {r.documentTitle !== r.documentTypeLabel && (
                        <Typography variant="caption" color="text.secondary">
                          {r.documentTypeLabel}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell>
                      <StatusChip doc={r} />
                    </TableCell>
                    <TableCell>{r.required ? 'Yes' : 'No'}</TableCell>
                    <TableCell>{r.fileName ?? '—'}</TableCell>
                    <TableCell>
                      {r.uploadedDate ? `${formatDateTime(r.uploadedDate)}${r.uploadedByName ? ` · ${r.uploadedByName}` : ''}` : '—'}
                    </TableCell>
                    <TableCell align="right">
                      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                        {r.filePath && (
                          <Button
                            size="small"
                            onClick={async () => {
                              const res = await downloadDocument(r.filePath!, r.fileName ?? 'document');
                              notify(res.message, { type: res.ok ? 'success' : 'error' });
                            }}
                          >
                            Download
                          </Button>
                        )}
                        {calls.update && (
                          <Button size="small" onClick={() => setDialog({ document: r })}>
                            {r.fileName ? 'Edit' : 'Upload'}
                          </Button>
                        )}
                        {calls.remove && (
                          <Button size="small" color="error" onClick={() => setDeleting(r)}>
                            Delete
                          </Button>
                        )}
                      </Stack>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </CardContent>
      <VisitDocumentDialog
        open={dialog !== null}
        document={dialog?.document}
        requester={requester}
        busy={busy}
        onClose={() => setDialog(null)}
        onSave={save}
      />
      <ConfirmDialog
        open={deleting !== null}
        loading={busy}
        title={M.deleteTitle}
        content={deleting ? M.deleteConfirm(deleting.documentTitle) : ''}
        onConfirm={remove}
        onClose={() => setDeleting(null)}
      />
    </Card>
  );
};

interface VisitDocumentDialogProps {
  open: boolean;
  document?: VisitDocument;
  requester: boolean;
  busy: boolean;
  onClose: () => void;
  onSave: (fields: VisitDocumentFields, file: File | null) => void;
}

/** Add or edit a visit document: type, title, review status, required, and a file (optional: a required one may come later). */
const VisitDocumentDialog = ({ open, document, requester, busy, onClose, onSave }: VisitDocumentDialogProps) => {
  const [documentType, setDocumentType] = useState('OTHER');
  const [documentTitle, setDocumentTitle] = useState('');
  const [documentStatus, setDocumentStatus] = useState('NEEDS_REVIEW');
  const [required, setRequired] = useState(false);
  const [file, setFile] = useState<File | null>(null);

  useEffect(() => {
    if (!open) return;
    setDocumentType(document?.documentType ?? 'OTHER');
    setDocumentTitle(document?.documentTitle ?? '');
    setDocumentStatus(document?.documentStatus ?? 'NEEDS_REVIEW');
    setRequired(document?.required ?? false);
    setFile(null);
  }, [open, document]);

  const submit = () =>
    onSave(
      {
        documentType: documentType as VisitDocumentFields['documentType'],
        documentTitle: documentTitle.trim() || null,
        ...(requester ? {} : { documentStatus: documentStatus as VisitDocumentFields['documentStatus'], required }),
        ...(document ? { version: document.version } : {}),
      },
      file,
    );

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{document ? M.labels.documentTitle : M.addTitle}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField select label={M.labels.documentType} value={documentType} onChange={(e) => setDocumentType(e.target.value)}>
            {Object.entries(VISIT_DOCUMENT_TYPE).map(([value, label]) => (
              <MenuItem key={value} value={value}>
                {label}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={M.labels.documentTitle}
            value={documentTitle}
            onChange={(e) => setDocumentTitle(e.target.value)}
            helperText="The file name, else the document type, when left empty"
            slotProps={{ htmlInput: { maxLength: TEXT_MAX } }}
          />
          {!requester && (
            <TextField select label={M.labels.documentStatus} value={documentStatus} onChange={(e) => setDocumentStatus(e.target.value)}>
              {Object.entries(VISIT_DOCUMENT_STATUS).map(([value, label]) => (
                <MenuItem key={value} value={value}>
                  {label}
                </MenuItem>
              ))}
            </TextField>
          )}
          {!requester && (
            <FormControlLabel
              control={<Checkbox checked={required} onChange={(e) => setRequired(e.target.checked)} />}
              label={M.labels.required}
            />
          )}
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Button variant="outlined" component="label">
              Choose File
              <input hidden type="file" aria-label={M.labels.file} onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
            </Button>
            <Typography variant="body2" color="text.secondary">
              {file ? file.name : document?.fileName ? `Keeps ${document.fileName}` : 'No file chosen (the document is listed as missing)'}
            </Typography>
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{MESSAGES.confirmCancel}</Button>
        <Button variant="contained" disabled={busy} onClick={submit}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
};

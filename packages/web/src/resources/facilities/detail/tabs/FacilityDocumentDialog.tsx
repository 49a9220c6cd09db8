import { useEffect, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { FACILITY_DETAIL_MESSAGES as M, requiredDocumentTypesFor, TEXT_LIMITS, TEXT_MAX } from '@clearline/shared';
import { MESSAGES } from '@clearline/shared/messages';
import type { FacilityDocument, FacilityDocumentFields } from './facilityDetailApi';

const TYPES = requiredDocumentTypesFor('FACILITY');

export interface FacilityDocumentDialogProps {
  open: boolean;
  /** the document to edit; absent: a new one (with its file) */
  document?: FacilityDocument | null;
  /** the type a new document starts with (e.g. the missing required document the user clicked) */
  initialType?: string | null;
  busy: boolean;
  onClose: () => void;
  onSave: (fields: FacilityDocumentFields, file: File | null) => void;
}

/** Add or edit a facility document: its type, title, expiry date and notes, and on add the file. */
export const FacilityDocumentDialog = ({ open, document, initialType, busy, onClose, onSave }: FacilityDocumentDialogProps) => {
  const [documentType, setDocumentType] = useState('');
  const [title, setTitle] = useState('');
  const [expiryDate, setExpiryDate] = useState('');
  const [notes, setNotes] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [tried, setTried] = useState(false);

  useEffect(() => {
    if (!open) return;
    setDocumentType(document?.documentType ?? initialType ?? '');
    setTitle(document?.title ?? '');
    setExpiryDate(document?.expiryDate ?? '');
    setNotes(document?.notes ?? '');
    setFile(null);
    setTried(false);
  }, [open, document, initialType]);

  const adding = !document;
  const typeMissing = !documentType;
  const fileMissing = adding && !file;
  const submit = () => {
    setTried(true);
    if (typeMissing || fileMissing) return;
    onSave(
      {
        documentType,
        title: title.trim() || null,
        expiryDate: expiryDate || null,
        notes: notes.trim() || null,
        ...(document ? { version: document.version } : {}),
      },
      file,
    );
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{adding ? M.addDocument : M.editDocument}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField
            select
            label={M.labels.documentType}
            value={documentType}
            onChange={(e) => setDocumentType(e.target.value)}
            required
            error={tried && typeMissing}
            helperText={tried && typeMissing ? `${M.labels.documentType} is required` : undefined}
          >
            {TYPES.map((t) => (
              <MenuItem key={t.value} value={t.value}>
                {t.label}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={M.labels.title}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            helperText="The document type when left empty"
            slotProps={{ htmlInput: { maxLength: TEXT_MAX } }}
          />
          <TextField
            label={M.labels.expiryDate}
            type="date"
            value={expiryDate}
            onChange={(e) => setExpiryDate(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            label={M.labels.notes}
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.notes.chars } }}
          />
          {adding && (
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Button variant="outlined" component="label">
                Choose File
                <input hidden type="file" aria-label={M.labels.file} onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
              </Button>
              <Typography variant="body2" color={tried && fileMissing ? 'error' : 'text.secondary'}>
                {file ? file.name : tried && fileMissing ? M.documentFileRequired : 'No file chosen'}
              </Typography>
            </Stack>
          )}
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

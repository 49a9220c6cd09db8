import { useRef, useState, type DragEvent } from 'react';
import { Box, Button, FormHelperText, IconButton, List, ListItem, ListItemText, Typography } from '@mui/material';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import DeleteIcon from '@mui/icons-material/Delete';
import { useNotify } from 'react-admin';
import { formatBytes, UPLOAD_MESSAGES } from '@clearline/shared';
import { MESSAGES } from '@clearline/shared/messages';
import { api, dataOf, multipart, type Schema } from '../../api/client';
import { failureMessage } from '../../lib/feedback';
import { statusOf } from '../../providers/httpClient';
import { useQuery } from '@tanstack/react-query';
import { addFiles, DEFAULT_MAX_SIZE, effectiveLimits, requiredError, type ServerUploadLimits, type UploadLimits } from './uploadRules';

/** The server's upload limits (GET /documents/limits), fetched once per session. */
export const useServerUploadLimits = () =>
  useQuery({
    queryKey: ['documents', 'limits'],
    queryFn: async (): Promise<ServerUploadLimits> => dataOf(await api.GET('/api/v1/documents/limits')),
    staleTime: 5 * 60_000,
  }).data;

export type UploadedDocument = Schema<'DocumentDto'>;

export interface FileUploadProps extends UploadLimits {
  /** record the files are attached to */
  entityType: string;
  entityId: string;
  label?: string;
  onUploaded?: (docs: UploadedDocument[]) => void;
}

/**
 * Drag-and-drop or pick files, checked in the browser with the spec's messages (type, size, count,
 * duplicates by name and size), then POST /documents (multipart: file, entityId, entityType). The
 * server checks again, from the file's bytes.
 */
export const FileUpload = ({ entityType, entityId, label = 'Upload', onUploaded, ...asked }: FileUploadProps) => {
  const notify = useNotify();
  const limits = effectiveLimits(asked, useServerUploadLimits());
  const input = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [dragging, setDragging] = useState(false);

  const pick = (list: FileList | null) => {
    const result = addFiles(files, Array.from(list ?? []), limits);
    setFiles(result.files);
    setErrors(result.errors);
    for (const e of result.errors) notify(e, { type: 'error' });
  };

  const upload = async () => {
    const missing = requiredError(files, true);
    if (missing) {
      setErrors([missing]);
      notify(missing, { type: 'error' });
      return;
    }
    setBusy(true);
    try {
      const saved = dataOf(await api.POST('/api/v1/documents', multipart({ entityType, entityId, file: files })));
      notify(UPLOAD_MESSAGES.uploaded, { type: 'success' });
      setFiles([]);
      setErrors([]);
      onUploaded?.(saved as unknown as UploadedDocument[]);
    } catch (e) {
      notify(failureMessage(e, statusOf(e) === 0 ? MESSAGES.fetchError : UPLOAD_MESSAGES.uploadFailed), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    pick(e.dataTransfer.files);
  };

  const accept = limits.accept?.map((a) => `.${a.replace(/^\./, '')}`).join(',');
  const shownError = errors[0];

  return (
    <Box>
      <Box
        role="button"
        tabIndex={0}
        aria-label={UPLOAD_MESSAGES.dropHere}
        onClick={() => input.current?.click()}
        onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && input.current?.click()}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: dragging ? 'primary.main' : 'divider',
          borderRadius: 1,
          p: 2,
          textAlign: 'center',
          cursor: 'pointer',
          bgcolor: dragging ? 'action.hover' : undefined,
        }}
      >
        <CloudUploadIcon color="action" />
        <Typography variant="body2">{UPLOAD_MESSAGES.dropHere}</Typography>
        <Typography variant="caption" color="text.secondary">
          {[limits.accept?.join(', ').toUpperCase(), `max ${formatBytes(limits.maxSize ?? DEFAULT_MAX_SIZE)}`].filter(Boolean).join(' · ')}
        </Typography>
        <input
          ref={input}
          type="file"
          hidden
          name="file"
          multiple={(limits.maxFiles ?? 1) > 1}
          accept={accept}
          onChange={(e) => {
            pick(e.target.files);
            e.target.value = '';
          }}
        />
      </Box>
      {shownError && <FormHelperText error>{shownError}</FormHelperText>}
      {files.length > 0 && (
        <List dense aria-label="Files to upload">
          {files.map((f) => (
            <ListItem
              key={`${f.name}:${f.size}`}
              secondaryAction={
                <IconButton edge="end" aria-label={`Remove ${f.name}`} onClick={() => setFiles(files.filter((x) => x !== f))}>
                  <DeleteIcon />
                </IconButton>
              }
            >
              <ListItemText primary={f.name} secondary={formatBytes(f.size)} />
            </ListItem>
          ))}
        </List>
      )}
      <Button variant="contained" size="small" onClick={upload} disabled={busy || !files.length} sx={{ mt: 1 }}>
        {label}
      </Button>
    </Box>
  );
};

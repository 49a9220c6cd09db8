import { useState } from 'react';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
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
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import { useNotify } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { DOCUMENT_STATUS, formatBytes, requiredDocumentTypesFor, UPLOAD_MESSAGES } from '@clearline/shared';
import { PERSONNEL_MESSAGES } from '@clearline/shared/messages-people';
import { DeleteDialog } from '../../../components/DeleteDialog';
import { offerDownload } from '../../../components/upload/download';
import { apiFetch } from '../../../providers/httpClient';
import { personnelApi } from '../api';
import { failureMessage } from '../../../lib/feedback';
import { personKey } from '../queries';
import { ValueChip } from '../StatusChip';
import type { Personnel, PersonnelDocument } from '../types';
import { useGranted } from '../../../lib/useGranted';
import { FilePickButton } from './FilePickButton';
import { formatDate } from '../../../lib/dates';

const TITLES = requiredDocumentTypesFor('PERSONNEL');
const DOCUMENT_LABEL = 'Document';

/** GET the document's file and offer it as a download ("File Ready For Download." / "Failed To Download File."). */
const download = (doc: PersonnelDocument) => offerDownload(() => apiFetch(doc.filePath!), doc.fileName ?? 'document');

/**
 * The person's documents (spec 02 §3 "Personnel document"): each with its status, file download, file
 * upload (a required document that is missing gets its file here, which resolves its open action) and
 * delete behind the Delete dialog; below, a new document of a chosen type with its file.
 */
export const DocumentsCard = ({ person }: { person: Personnel }) => {
  const canUpdate = useGranted('PERSONNEL', 'UPDATE');
  const canDelete = useGranted('PERSONNEL', 'DELETE');
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [titleId, setTitleId] = useState('');
  const [deleting, setDeleting] = useState<PersonnelDocument | null>(null);
  const docs = person.personnelDocuments;

  /** Runs a write, then refreshes the person and their open actions (the server reconciles them). */
  const write = async (run: () => Promise<unknown>, success: string, failure: string) => {
    setBusy(true);
    try {
      await run();
      notify(success, { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: personKey(person.id) });
      return true;
    } catch (error) {
      notify(failureMessage(error, failure), { type: 'error' });
      return false;
    } finally {
      setBusy(false);
    }
  };

  const uploadTo = (doc: PersonnelDocument) => (file: File) =>
    write(() => personnelApi.putDocumentFile(person.id, doc, file), UPLOAD_MESSAGES.uploaded, UPLOAD_MESSAGES.uploadFailed);

  /** A new document; a title already listed without a file gets the file instead of a second row. */
  const add = async (file: File) => {
    const waiting = docs.find((d) => d.titleId === titleId && !d.filePath);
    const ok = await write(
      () => (waiting ? personnelApi.putDocumentFile(person.id, waiting, file) : personnelApi.addDocument(person.id, titleId, file)),
      UPLOAD_MESSAGES.uploaded,
      UPLOAD_MESSAGES.uploadFailed,
    );
    if (ok) setTitleId('');
  };

  const remove = async () => {
    const doc = deleting;
    if (!doc) return;
    await write(
      () => personnelApi.removeDocument(person.id, doc.id),
      PERSONNEL_MESSAGES.recordDeleted(DOCUMENT_LABEL),
      PERSONNEL_MESSAGES.recordDeleteFailed(DOCUMENT_LABEL),
    );
    setDeleting(null);
  };

  const offer = async (doc: PersonnelDocument) => {
    const r = await download(doc);
    notify(r.message, { type: r.ok ? 'success' : 'error' });
  };

  return (
    <Card component="section" aria-label="Documents" sx={{ mb: 2 }}>
      <CardHeader title="Documents" slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        {docs.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            No documents
          </Typography>
        ) : (
          <Table size="small" aria-label="Documents list">
            <TableHead>
              <TableRow>
                <TableCell>Document Title</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Required</TableCell>
                <TableCell>Uploaded Date</TableCell>
                <TableCell>File</TableCell>
                <TableCell align="right">Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {docs.map((d) => (
                <TableRow key={d.id} hover>
                  <TableCell>{d.titleName}</TableCell>
                  <TableCell>
                    <ValueChip
                      value={d.documentStatus}
                      labels={DOCUMENT_STATUS}
                      color={d.documentStatus === 'MISSING' ? 'warning' : 'info'}
                    />
                  </TableCell>
                  <TableCell>{d.required ? 'Yes' : 'No'}</TableCell>
                  <TableCell>{formatDate(d.uploadedDate) || '—'}</TableCell>
                  <TableCell>{d.fileName ? `${d.fileName}${d.size ? ` (${formatBytes(d.size)})` : ''}` : '—'}</TableCell>
                  <TableCell align="right">
                    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                      {d.filePath && (
                        <Button size="small" startIcon={<DownloadIcon />} onClick={() => offer(d)} aria-label={`Download ${d.titleName}`}>
                          Download
                        </Button>
                      )}
                      {canUpdate && (
                        <FilePickButton
                          label={d.filePath ? 'Replace' : 'Upload'}
                          ariaLabel={`${d.filePath ? 'Replace' : 'Upload'} ${d.titleName}`}
                          disabled={busy}
                          onPicked={uploadTo(d)}
                        />
                      )}
                      {canDelete && (
                        <Button
                          size="small"
                          color="error"
                          startIcon={<DeleteIcon />}
                          onClick={() => setDeleting(d)}
                          aria-label={`Delete ${d.titleName}`}
                        >
                          Delete
                        </Button>
                      )}
                    </Stack>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        {canUpdate && (
          <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center' }}>
            <TextField
              select
              size="small"
              label="Document Type"
              value={titleId}
              onChange={(e) => setTitleId(e.target.value)}
              sx={{ minWidth: 360 }}
            >
              {TITLES.map((t) => (
                <MenuItem key={t.value} value={t.value}>
                  {t.label}
                </MenuItem>
              ))}
            </TextField>
            <FilePickButton label="Upload Document" disabled={busy || !titleId} onPicked={add} />
          </Stack>
        )}
        <DeleteDialog open={deleting !== null} loading={busy} onConfirm={remove} onClose={() => setDeleting(null)} />
      </CardContent>
    </Card>
  );
};

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
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DOCUMENT_STATUS, formatBytes, requiredDocumentTypesFor, UPLOAD_MESSAGES } from '@clearline/shared';
import { MESSAGES } from '@clearline/shared/messages';
import { PERSONNEL_MESSAGES } from '@clearline/shared/messages-people';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DeleteDialog } from '../../../components/DeleteDialog';
import { offerDownload } from '../../../components/upload/download';
import { apiFetch } from '../../../providers/httpClient';
import { personnelApi } from '../api';
import { failureMessage } from '../../../lib/feedback';
import { personKey, useRequiredDocuments } from '../queries';
import { ValueChip } from '../StatusChip';
import type { Personnel, PersonnelDocument } from '../types';
import { useGranted } from '../../../lib/useGranted';
import { FilePickButton } from './FilePickButton';
import { openActionApi, standingDocumentWaivers, waiverText } from '../../open-actions';
import { formatDate } from '../../../lib/dates';

const TITLES = requiredDocumentTypesFor('PERSONNEL');
const TITLE_ORDER = new Map(TITLES.map((t, i) => [t.value, i]));
const DOCUMENT_LABEL = 'Document';

/** GET the document's file and offer it as a download ("File Ready For Download." / "Failed To Download File."). */
const download = (doc: PersonnelDocument) => offerDownload(() => apiFetch(doc.filePath!), doc.fileName ?? 'document');

/** A row of the card: a document of the person, or a title they must have that no document holds yet. */
interface DocumentRow {
  titleId: string;
  titleName: string;
  required: boolean;
  doc?: PersonnelDocument;
}

/**
 * The person's rows: their documents, and a Missing row for each title they must have (required
 * documents and the required-document defaults that match them) without a document, in title order.
 */
export function documentRows(
  docs: readonly PersonnelDocument[],
  required: ReadonlyArray<{ titleId: string; titleName: string }>,
): DocumentRow[] {
  const requiredIds = new Set(required.map((r) => r.titleId));
  const rows: DocumentRow[] = docs.map((d) => ({
    titleId: d.titleId,
    titleName: d.titleName,
    required: d.required || requiredIds.has(d.titleId),
    doc: d,
  }));
  for (const r of required)
    if (!docs.some((d) => d.titleId === r.titleId)) rows.push({ titleId: r.titleId, titleName: r.titleName, required: true });
  const rank = (t: string) => TITLE_ORDER.get(t) ?? TITLES.length;
  return rows.sort((a, b) => rank(a.titleId) - rank(b.titleId));
}

/** An upload waiting for the user's confirmation. */
interface PendingUpload {
  file: File;
  titleName: string;
  send: () => Promise<unknown>;
}

/**
 * The person's required and uploaded documents (spec 02 §3 "Personnel document"): each with its status,
 * file download, file upload (a required document that is missing gets its file here, which resolves its
 * open action) and delete behind the Delete dialog; below, a document of another kind, chosen from the
 * document types, with its file. Every upload waits for the user's confirmation, and a file the person
 * already has (same name and size) is refused.
 */
export const DocumentsCard = ({ person }: { person: Personnel }) => {
  const canUpdate = useGranted('PERSONNEL', 'UPDATE');
  const canDelete = useGranted('PERSONNEL', 'DELETE');
  const notify = useNotify();
  const queryClient = useQueryClient();
  const required = useRequiredDocuments(person.id);
  // a missing document whose open action was waived shows the waiver (refreshed with the person: the key starts with personKey)
  const waived = useQuery({
    queryKey: [...personKey(person.id), 'open-actions', 'waived'],
    queryFn: () => openActionApi.waivedOf(person.id),
  });
  const waivers = standingDocumentWaivers(waived.data ?? []);
  const [busy, setBusy] = useState(false);
  const [titleId, setTitleId] = useState('');
  const [deleting, setDeleting] = useState<PersonnelDocument | null>(null);
  const [pending, setPending] = useState<PendingUpload | null>(null);
  const docs = person.personnelDocuments;
  const rows = documentRows(docs, required.data ?? []);
  const existing = docs.filter((d) => d.fileName).map((d) => ({ name: d.fileName, size: d.size }));

  /** Runs a write, then refreshes the person, their required documents and open actions (the server reconciles them). */
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

  /** The upload of a row: the document's file, or a new document of a title that has none yet. */
  const uploadTo = (row: DocumentRow) => (file: File) =>
    setPending({
      file,
      titleName: row.titleName,
      send: () =>
        row.doc ? personnelApi.putDocumentFile(person.id, row.doc, file) : personnelApi.addDocument(person.id, row.titleId, file),
    });

  /** A document of the chosen type; a title already listed without a file gets the file instead of a second row. */
  const add = (file: File) => {
    const waiting = docs.find((d) => d.titleId === titleId && !d.filePath);
    const title = TITLES.find((t) => t.value === titleId);
    setPending({
      file,
      titleName: title?.label ?? titleId,
      send: () => (waiting ? personnelApi.putDocumentFile(person.id, waiting, file) : personnelApi.addDocument(person.id, titleId, file)),
    });
  };

  const confirmUpload = async () => {
    if (!pending) return;
    const ok = await write(pending.send, UPLOAD_MESSAGES.uploaded, UPLOAD_MESSAGES.uploadFailed);
    setPending(null);
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
      <CardHeader
        title="Documents"
        subheader="The documents this person must have and the ones uploaded"
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        {rows.length === 0 ? (
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
              {rows.map((row) => {
                const d = row.doc;
                const status = d?.documentStatus ?? 'MISSING';
                const verb = d?.filePath ? 'Replace' : 'Upload';
                const waiver = row.required ? waivers.get(row.titleId) : undefined;
                return (
                  <TableRow key={d?.id ?? `required:${row.titleId}`} hover>
                    <TableCell>{row.titleName}</TableCell>
                    <TableCell>
                      <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                        <ValueChip
                          value={status}
                          labels={DOCUMENT_STATUS}
                          color={status !== 'MISSING' ? 'info' : waiver ? 'default' : 'warning'}
                        />
                        {waiver && (
                          <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
                            {waiverText(waiver)}
                          </Typography>
                        )}
                      </Stack>
                    </TableCell>
                    <TableCell>{row.required ? 'Yes' : 'No'}</TableCell>
                    <TableCell>{formatDate(d?.uploadedDate) || '—'}</TableCell>
                    <TableCell>{d?.fileName ? `${d.fileName}${d.size ? ` (${formatBytes(d.size)})` : ''}` : '—'}</TableCell>
                    <TableCell align="right">
                      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                        {d?.filePath && (
                          <Button
                            size="small"
                            startIcon={<DownloadIcon />}
                            onClick={() => offer(d)}
                            aria-label={`Download ${row.titleName}`}
                          >
                            Download
                          </Button>
                        )}
                        {canUpdate && (
                          <FilePickButton
                            label={verb}
                            ariaLabel={`${verb} ${row.titleName}`}
                            disabled={busy}
                            existing={existing}
                            onPicked={uploadTo(row)}
                          />
                        )}
                        {canDelete && d && (
                          <Button
                            size="small"
                            color="error"
                            startIcon={<DeleteIcon />}
                            onClick={() => setDeleting(d)}
                            aria-label={`Delete ${row.titleName}`}
                          >
                            Delete
                          </Button>
                        )}
                      </Stack>
                    </TableCell>
                  </TableRow>
                );
              })}
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
              helperText="Add a document of another kind"
            >
              {TITLES.map((t) => (
                <MenuItem key={t.value} value={t.value}>
                  {t.label}
                </MenuItem>
              ))}
            </TextField>
            <FilePickButton label="Upload Document" disabled={busy || !titleId} existing={existing} onPicked={add} />
          </Stack>
        )}
        <ConfirmDialog
          open={pending !== null}
          loading={busy}
          content={
            pending
              ? `${UPLOAD_MESSAGES.confirmUpload(pending.file.name, formatBytes(pending.file.size), pending.titleName)} ${MESSAGES.confirmText}`
              : undefined
          }
          onConfirm={confirmUpload}
          onClose={() => setPending(null)}
        />
        <DeleteDialog open={deleting !== null} loading={busy} onConfirm={remove} onClose={() => setDeleting(null)} />
      </CardContent>
    </Card>
  );
};

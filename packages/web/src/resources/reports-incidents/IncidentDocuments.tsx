import { useState, type ChangeEvent } from 'react';
import { Button, Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import UploadIcon from '@mui/icons-material/Upload';
import { useNotify } from 'react-admin';
import { formatBytes, INCIDENT_PAGE_MESSAGES as M } from '@clearline/shared';
import { DeleteDialog } from '../../components/DeleteDialog';
import { downloadDocument } from '../../components/upload';
import { formatDate } from '../../lib/dates';
import { failureMessage } from '../../lib/feedback';
import { LoadState } from '../../lib/LoadState';
import { deleteIncidentDocument, uploadIncidentDocument, useIncidentDocuments, type IncidentDocument } from './incidentApi';

/**
 * The document page of a report: its files, each downloadable, an upload while the report is open
 * (`canUpload`) and a delete (`canDelete`).
 */
export const IncidentDocuments = ({ incidentId, canUpload, canDelete }: { incidentId: string; canUpload: boolean; canDelete: boolean }) => {
  const notify = useNotify();
  const docs = useIncidentDocuments(incidentId);
  const [file, setFile] = useState<File | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<IncidentDocument | null>(null);
  const upload = async () => {
    if (!file) return;
    setBusy(true);
    try {
      const [saved] = await uploadIncidentDocument(incidentId, file);
      notify(M.documentAdded(saved?.fileName ?? file.name), { type: 'success' });
      setFile(null);
      setInputKey((k) => k + 1);
      await docs.refetch();
    } catch (error) {
      notify(failureMessage(error, M.uploadFailed), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    if (!removing) return;
    setBusy(true);
    try {
      await deleteIncidentDocument(removing.id);
      notify(M.documentDeleted(removing.fileName), { type: 'success' });
      await docs.refetch();
    } catch (error) {
      notify(failureMessage(error, 'Failed To Delete Document'), { type: 'error' });
    } finally {
      setBusy(false);
      setRemoving(null);
    }
  };
  return (
    <Card variant="outlined" component="section" aria-label={M.documents}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {M.documents}
        </Typography>
        {docs.data ? (
          docs.data.length ? (
            <Table size="small" aria-label="Document list">
              <TableHead>
                <TableRow>
                  <TableCell>File</TableCell>
                  <TableCell>Size</TableCell>
                  <TableCell>Uploaded</TableCell>
                  <TableCell>By</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {docs.data.map((d) => (
                  <TableRow key={d.id}>
                    <TableCell>{d.fileName}</TableCell>
                    <TableCell>{formatBytes(d.size)}</TableCell>
                    <TableCell>{formatDate(d.uploadedAt)}</TableCell>
                    <TableCell>{d.uploadedBy}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <Button
                        size="small"
                        startIcon={<DownloadIcon />}
                        aria-label={`Download ${d.fileName}`}
                        onClick={async () => {
                          const r = await downloadDocument(d.filePath, d.fileName);
                          if (!r.ok) notify(r.message, { type: 'error' });
                        }}
                      >
                        Download
                      </Button>
                      {canDelete && (
                        <Button size="small" color="error" aria-label={`Delete ${d.fileName}`} onClick={() => setRemoving(d)}>
                          Delete
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          ) : (
            <Typography color="text.secondary">{M.noDocuments}</Typography>
          )
        ) : (
          <LoadState isPending={docs.isPending} error={docs.error} />
        )}
        {canUpload && (
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mt: 2, alignItems: { md: 'center' } }}>
            <input
              key={inputKey}
              type="file"
              aria-label="Document file"
              onChange={(e: ChangeEvent<HTMLInputElement>) => setFile(e.target.files?.[0] ?? null)}
            />
            <Button variant="contained" size="small" startIcon={<UploadIcon />} disabled={!file || busy} onClick={upload}>
              Upload
            </Button>
          </Stack>
        )}
        <DeleteDialog open={!!removing} loading={busy} onConfirm={remove} onClose={() => setRemoving(null)} />
      </CardContent>
    </Card>
  );
};

import { useCallback, useEffect, useState } from 'react';
import { Button, LinearProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { offerDownload } from '../../../components/upload/download';
import { archiveDownload, listArchives, type ArchiveRun } from '../api';
import { formatDateTime } from '../../../lib/dates';

/** Document archives of the tenant: status, progress and the download of finished ones. */
export const TenantArchives = ({ tenantId, version }: { tenantId: string; version: number }) => {
  const notify = useNotify();
  const [runs, setRuns] = useState<ArchiveRun[]>([]);
  const load = useCallback(() => listArchives(tenantId).then(setRuns, () => setRuns([])), [tenantId]);
  useEffect(() => {
    void load();
  }, [load, version]);
  const busy = runs.some((r) => ['QUEUED', 'RUNNING', 'RETRYING'].includes(r.status));
  useEffect(() => {
    if (!busy) return;
    const timer = setInterval(() => void load(), 2000);
    return () => clearInterval(timer);
  }, [busy, load]);
  const download = async (run: ArchiveRun) => {
    const r = await offerDownload(() => archiveDownload(tenantId, run.id), run.fileName ?? 'documents.zip');
    notify(r.message, { type: r.ok ? 'success' : 'error' });
  };
  if (!runs.length) return null;
  return (
    <Table size="small" aria-label="Document archives">
      <TableHead>
        <TableRow>
          <TableCell>Requested</TableCell>
          <TableCell>Status</TableCell>
          <TableCell>Size</TableCell>
          <TableCell align="right">File</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {runs.map((r) => (
          <TableRow key={r.id}>
            <TableCell>{formatDateTime(r.createdAt)}</TableCell>
            <TableCell sx={{ minWidth: 160 }}>
              {r.status}
              {['QUEUED', 'RUNNING', 'RETRYING'].includes(r.status) && <LinearProgress variant="determinate" value={r.progress} />}
              {r.error && (
                <Typography variant="caption" color="error" sx={{ display: 'block' }}>
                  {r.error}
                </Typography>
              )}
            </TableCell>
            <TableCell>{r.fileSize != null ? `${Math.max(1, Math.round(r.fileSize / 1024))} KB` : ''}</TableCell>
            <TableCell align="right">
              {r.status === 'SUCCEEDED' && (
                <Button size="small" onClick={() => download(r)}>
                  Download
                </Button>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

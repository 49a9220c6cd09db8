import { useCallback, useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Alert, Box, Button, CircularProgress } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useNotify } from 'react-admin';
import { REPORT_MESSAGES } from '@clearline/shared';
import { downloadRun } from '../scheduled-jobs/jobsApi';

/**
 * /reports/runs/{id}/download, the link of a scheduled report's e-mail: downloads the run's file
 * through the API (GET /jobs/{id}/download-url) once the page opens, with the spec's outcome
 * ("File Ready For Download." / "Failed To Download File."). A reader who is not signed in is sent
 * to /login by the layout's session check and brought back here afterwards.
 */
const RunDownloadPage = () => {
  const { id = '' } = useParams();
  const notify = useNotify();
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string }>();
  const [busy, setBusy] = useState(false);
  const started = useRef<string>(undefined);

  const download = useCallback(async () => {
    setBusy(true);
    const r = await downloadRun(id);
    setBusy(false);
    setOutcome(r);
    notify(r.message, { type: r.ok ? 'success' : 'error' });
  }, [id, notify]);

  useEffect(() => {
    // once per run (React's development mode runs effects twice)
    if (started.current === id) return;
    started.current = id;
    void download();
  }, [id, download]);

  return (
    <Box sx={{ p: 3, maxWidth: 560 }} data-testid="run-download">
      {busy && <CircularProgress size={24} aria-label={REPORT_MESSAGES.download} />}
      {outcome && !busy && (
        <Alert severity={outcome.ok ? 'success' : 'error'} sx={{ mb: 2 }}>
          {outcome.message}
        </Alert>
      )}
      {outcome && !busy && (
        <Button variant="contained" startIcon={<DownloadIcon />} onClick={() => void download()}>
          {REPORT_MESSAGES.download}
        </Button>
      )}
    </Box>
  );
};

export default RunDownloadPage;

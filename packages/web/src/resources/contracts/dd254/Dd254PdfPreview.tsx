import { useEffect, useState } from 'react';
import { Alert, Box, Typography } from '@mui/material';
import type { Schema } from '../../../api/client';
import { LoadState } from '../../../lib/LoadState';
import { fetchDd254Pdf } from './dd254Api';

type Dd254 = Schema<'Dd254View'>;

/** The saved PDF of the version in an object frame (reloaded after each save). */
export const Dd254PdfPreview = ({ contractId, d }: { contractId: string; d: Dd254 }) => {
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current: string | null = null;
    let cancelled = false;
    setFailed(false);
    void (async () => {
      try {
        const res = await fetchDd254Pdf(contractId, d.id);
        if (!res.ok) throw new Error(String(res.status));
        const blob = await res.blob();
        if (cancelled) return;
        current = URL.createObjectURL(blob);
        setUrl(current);
      } catch {
        if (!cancelled) setFailed(true);
      }
    })();
    return () => {
      cancelled = true;
      if (current) URL.revokeObjectURL(current);
    };
  }, [contractId, d.id, d.version]);
  if (failed) return <Alert severity="error">The PDF could not be shown.</Alert>;
  if (!url) return <LoadState isPending error={null} />;
  return (
    <Box
      component="object"
      data={url}
      type="application/pdf"
      aria-label="DD254 PDF preview"
      data-testid="dd254-pdf-preview"
      sx={{ width: '100%', height: 900, border: 1, borderColor: 'divider' }}
    >
      <Typography sx={{ p: 2 }}>The browser cannot show the PDF here; use Download PDF.</Typography>
    </Box>
  );
};

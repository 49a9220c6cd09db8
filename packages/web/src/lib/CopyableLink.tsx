import { Box, IconButton, Tooltip } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useNotify } from 'react-admin';
import { TENANT_LABELS as L, TENANT_MESSAGES as M } from '@clearline/shared';

/** Puts `text` on the clipboard; false when the browser refuses (the text stays selectable on the page). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** A full address shown whole (selectable) with a copy button and its toast. */
export const CopyableLink = ({ url, label }: { url: string; label: string }) => {
  const notify = useNotify();
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, maxWidth: '100%' }}>
      <Box component="span" sx={{ wordBreak: 'break-all', userSelect: 'all', fontFamily: 'monospace', fontSize: '0.8125rem' }}>
        {url}
      </Box>
      <Tooltip title={L.copyLink}>
        <IconButton
          size="small"
          aria-label={`${L.copyLink}: ${label}`}
          onClick={async () => {
            const copied = await copyText(url);
            notify(copied ? M.linkCopied : M.linkNotCopied, { type: copied ? 'success' : 'error' });
          }}
        >
          <ContentCopyIcon fontSize="inherit" />
        </IconButton>
      </Tooltip>
    </Box>
  );
};

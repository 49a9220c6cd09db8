import { Box, Button, CircularProgress, List, ListItem, ListItemText, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useQuery } from '@tanstack/react-query';
import { useNotify, useRecordContext } from 'react-admin';
import { formatBytes } from '@clearline/shared';
import { api, dataOf } from '../../api/client';
import { downloadDocument } from './download';
import { FileUpload, type FileUploadProps, type UploadedDocument } from './FileUpload';
import { formatDate } from '../../lib/dates';

export interface DocumentsPanelProps extends Omit<FileUploadProps, 'entityId' | 'onUploaded'> {
  /** defaults to the id of the record in context */
  entityId?: string;
  title?: string;
}

/** The documents attached to a record (GET /documents), each downloadable, with the upload below. */
export const DocumentsPanel = ({ entityType, entityId, title = 'Documents', ...uploadProps }: DocumentsPanelProps) => {
  const record = useRecordContext();
  const id = entityId ?? (record?.id as string | undefined);
  const notify = useNotify();
  const docs = useQuery({
    queryKey: ['documents', entityType, id],
    queryFn: async () => dataOf(await api.GET('/api/v1/documents', { params: { query: { entityType, entityId: id! } } })),
    enabled: !!id,
  });
  if (!id) return null;
  const download = async (d: UploadedDocument) => {
    const r = await downloadDocument(d.filePath, d.fileName);
    notify(r.message, { type: r.ok ? 'success' : 'error' });
  };
  return (
    <Box sx={{ minWidth: 280, maxWidth: 360, ml: { md: 2 }, mt: { xs: 2, md: 0 } }} aria-label={title} component="section">
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {docs.isPending ? (
        <CircularProgress size={20} />
      ) : (
        <List dense aria-label={`${title} list`}>
          {(docs.data ?? []).map((d) => (
            <ListItem
              key={d.id}
              disableGutters
              secondaryAction={
                <Button size="small" startIcon={<DownloadIcon />} onClick={() => download(d)} aria-label={`Download ${d.fileName}`} />
              }
            >
              <ListItemText primary={d.fileName} secondary={`${formatBytes(d.size)} · ${formatDate(d.uploadedAt)}`} />
            </ListItem>
          ))}
        </List>
      )}
      <FileUpload entityType={entityType} entityId={id} {...uploadProps} onUploaded={() => docs.refetch()} />
    </Box>
  );
};

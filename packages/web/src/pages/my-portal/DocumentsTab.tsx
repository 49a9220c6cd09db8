import { useState } from 'react';
import { Alert, Button, Card, CardContent, CardHeader, Chip, MenuItem, Stack, TextField, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useQueryClient } from '@tanstack/react-query';
import { Title, useNotify } from 'react-admin';
import { DOCUMENT_STATUS, labelOf, MY_PORTAL_MESSAGES as M, requiredDocumentLabel, requiredDocumentTypesFor } from '@clearline/shared';
import { downloadDocument } from '../../components/upload';
import { formatDate, tenantToday } from '../../lib/dates';
import { failureMessage } from '../../lib/feedback';
import { useGranted } from '../../lib/useGranted';
import { FilePickButton } from '../../resources/personnel';
import { MyLoadState } from './PortalCard';
import { RecordTable } from './RecordTable';
import {
  annualTrainingKey,
  downloadMyDocument,
  myPortalKey,
  uploadMyDocument,
  useAnnualTraining,
  useMyPortal,
  type MyDocument,
} from './myPortalApi';

const TITLES = requiredDocumentTypesFor('PERSONNEL');

/** Uploads one document of mine and refreshes my record and training; the toast names the title. */
const useUpload = () => {
  const notify = useNotify();
  const queryClient = useQueryClient();
  return async (titleId: string, dateSigned: string | null, file: File): Promise<boolean> => {
    try {
      await uploadMyDocument({ titleId, ...(dateSigned ? { dateSigned } : {}) }, file);
      notify(M.uploaded(requiredDocumentLabel(titleId)), { type: 'success' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: myPortalKey }),
        queryClient.invalidateQueries({ queryKey: annualTrainingKey }),
      ]);
      return true;
    } catch (error) {
      notify(failureMessage(error, M.uploadFailed), { type: 'error' });
      return false;
    }
  };
};

const AnnualTraining = ({ canUpload }: { canUpload: boolean }) => {
  const q = useAnnualTraining();
  const upload = useUpload();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const t = q.data;
  return (
    <Card component="section" aria-label={M.annualTraining} data-testid="my-annual-training">
      <CardHeader
        title={M.annualTraining}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        action={
          t &&
          canUpload && (
            <FilePickButton
              label={M.uploadAnnualTraining}
              disabled={busy}
              onPicked={async (file) => {
                setBusy(true);
                await upload(t.titleId, tenantToday(), file);
                setBusy(false);
              }}
            />
          )
        }
      />
      <CardContent sx={{ pt: 0 }}>
        {!t ? (
          <MyLoadState query={q} />
        ) : (
          <Stack spacing={1}>
            {t.completedOn ? (
              <Alert severity="success">{M.annualTrainingDone(formatDate(t.completedOn))}</Alert>
            ) : t.required ? (
              <Alert severity="warning">{M.annualTrainingDue}</Alert>
            ) : (
              <Alert severity="info">{M.annualTrainingNotRequired}</Alert>
            )}
            <RecordTable
              label={M.annualTraining}
              rows={t.documents}
              columns={[
                { label: 'Training', value: (d) => d.documentName },
                { label: 'Deadline', value: (d) => formatDate(d.nextDeadlineDate) },
                {
                  label: 'Material',
                  value: (d) =>
                    d.filePath ? (
                      <Button
                        size="small"
                        startIcon={<DownloadIcon />}
                        aria-label={`Download ${d.documentName}`}
                        sx={{ textTransform: 'none' }}
                        onClick={async () => {
                          const r = await downloadDocument(d.filePath!, d.fileName ?? d.documentName);
                          notify(r.message, { type: r.ok ? 'success' : 'error' });
                        }}
                      >
                        {d.fileName}
                      </Button>
                    ) : null,
                },
              ]}
            />
          </Stack>
        )}
      </CardContent>
    </Card>
  );
};

const UploadForm = ({ existing }: { existing: MyDocument[] }) => {
  const upload = useUpload();
  const [titleId, setTitleId] = useState('');
  const [dateSigned, setDateSigned] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!titleId || !file) return;
    setBusy(true);
    if (await upload(titleId, dateSigned || null, file)) {
      setTitleId('');
      setDateSigned('');
      setFile(null);
    }
    setBusy(false);
  };
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ alignItems: { md: 'center' }, mb: 2, '& button': { whiteSpace: 'nowrap', flexShrink: 0 } }}
      data-testid="my-upload"
    >
      <TextField
        select
        size="small"
        label="Document Title"
        value={titleId}
        onChange={(e) => setTitleId(e.target.value)}
        sx={{ minWidth: 280 }}
        required
      >
        {TITLES.map((t) => (
          <MenuItem key={t.value} value={t.value}>
            {t.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        type="date"
        size="small"
        label="Date Signed"
        value={dateSigned}
        onChange={(e) => setDateSigned(e.target.value)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: tenantToday() } }}
      />
      <FilePickButton
        label={file ? file.name : M.chooseFile}
        existing={existing.map((d) => ({ name: d.fileName, size: d.size }))}
        onPicked={setFile}
      />
      <Button variant="contained" disabled={!titleId || !file || busy} onClick={submit} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
        {M.uploadDocument}
      </Button>
    </Stack>
  );
};

/** /my-portal/documents: my documents (their files, my uploads waiting for review) and my annual training. */
export const DocumentsTab = () => {
  const q = useMyPortal();
  const notify = useNotify();
  const canUpload = useGranted('SELF_SERVICE', 'CREATE');
  const title = <Title title={`${M.title} – Documents`} />;
  if (!q.data)
    return (
      <>
        {title}
        <MyLoadState query={q} />
      </>
    );
  const docs = q.data.personnel.personnelDocuments;
  return (
    <Stack spacing={2}>
      {title}
      <AnnualTraining canUpload={canUpload} />
      <Card component="section" aria-label={M.myDocuments} data-testid="my-documents">
        <CardHeader title={M.myDocuments} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
        <CardContent sx={{ pt: 0, overflowX: 'auto' }}>
          {canUpload && <UploadForm existing={docs} />}
          <RecordTable
            label={M.myDocuments}
            rows={docs}
            columns={[
              { label: 'Document Title', value: (d) => d.titleName },
              {
                label: 'Status',
                value: (d) => (
                  <Chip
                    size="small"
                    label={labelOf(DOCUMENT_STATUS, d.documentStatus)}
                    color={d.documentStatus === 'MISSING' || d.documentStatus === 'EXPIRED' ? 'warning' : 'default'}
                  />
                ),
              },
              { label: 'Date Signed', value: (d) => formatDate(d.dateSigned) },
              { label: 'Uploaded', value: (d) => formatDate(d.uploadedDate) },
              {
                label: 'File',
                value: (d) =>
                  d.filePath ? (
                    <Button
                      size="small"
                      startIcon={<DownloadIcon />}
                      aria-label={`Download ${d.fileName}`}
                      sx={{ textTransform: 'none' }}
                      onClick={async () => {
                        const r = await downloadMyDocument(d.id, d.fileName ?? 'document');
                        notify(r.message, { type: r.ok ? 'success' : 'error' });
                      }}
                    >
                      {d.fileName}
                    </Button>
                  ) : (
                    <Typography variant="body2" color="text.secondary">
                      —
                    </Typography>
                  ),
              },
            ]}
          />
        </CardContent>
      </Card>
    </Stack>
  );
};

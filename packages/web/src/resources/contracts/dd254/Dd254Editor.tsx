import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Alert, Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, Title, useNotify } from 'react-admin';
import { DD254_MESSAGES, DD254_STATUS } from '@clearline/shared';
import { api, dataOf } from '../../../api/client';
import { InputsReadOnly } from '../../../components/inputs';
import { formatDate } from '../../../lib/dates';
import { failureMessage } from '../../../lib/feedback';
import { LoadState } from '../../../lib/LoadState';
import { Dd254Actions } from './Dd254Actions';
import { Dd254Add } from './Dd254Add';
import { OpenBlocksContext, useOpenBlocks } from './Dd254Block';
import { Dd254Blocks } from './Dd254Blocks';
import { Dd254PdfPreview } from './Dd254PdfPreview';
import { dd254Body } from './dd254Body';
import { versionName } from './Dd254Section';

/**
 * /contracts/{id}/contract-info/dd254/add and /contracts/{id}/contract-info/dd254/{dd254Id}: the DD Form 254
 * editor (every block, grouped as the form numbers them), its actions and its PDF.
 */
export const Dd254Editor = () => {
  const { id = '', dd254Id = 'add' } = useParams();
  const notify = useNotify();
  const client = useQueryClient();
  const [preview, setPreview] = useState(false);
  const openBlocks = useOpenBlocks();
  const adding = dd254Id === 'add';
  const q = useQuery({
    queryKey: ['dd254', id, dd254Id],
    enabled: !adding,
    queryFn: async ({ signal }) =>
      dataOf(await api.GET('/api/v1/contracts/{id}/dd254/{dd254Id}', { params: { path: { id, dd254Id } }, signal })),
  });
  const versions = useQuery({
    queryKey: ['dd254', id],
    enabled: !adding,
    queryFn: async ({ signal }) => dataOf(await api.GET('/api/v1/contracts/{id}/dd254', { params: { path: { id } }, signal })),
  });
  if (adding) return <Dd254Add contractId={id} />;
  const d = q.data;
  if (!d) return <LoadState isPending={q.isPending} error={q.error} />;
  const hasDraft = (versions.data ?? []).some((v) => v.status === 'DRAFT');
  const save = async (values: Record<string, unknown>) => {
    try {
      await api.PUT('/api/v1/contracts/{id}/dd254/{dd254Id}', { params: { path: { id, dd254Id: d.id } }, body: dd254Body(values) });
      notify(DD254_MESSAGES.updated, { type: 'success' });
      await client.invalidateQueries({ queryKey: ['dd254', id] });
    } catch (e) {
      notify(failureMessage(e, 'The DD254 could not be saved'), { type: 'error' });
    }
  };
  return (
    <Box sx={{ mt: 1, mb: 4 }}>
      <Title title={DD254_MESSAGES.editTitle} />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          DD Form 254 — {d.contractNumber}
        </Typography>
        <Typography color="text.secondary">{d.contractName}</Typography>
        <Chip label={versionName(d)} />
        <Chip label={DD254_STATUS[d.status]} color={d.status === 'DRAFT' ? 'warning' : 'success'} variant="outlined" />
        {d.current && <Chip size="small" color="success" label="In force" />}
        {d.nextReviewDate && <Typography variant="body2">Next review: {formatDate(d.nextReviewDate)}</Typography>}
      </Stack>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        <RouterLink to={`/contracts/${id}/contract-info/dd254`}>All versions of this contract's DD254</RouterLink>
      </Typography>
      {d.status === 'ISSUED' && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {DD254_MESSAGES.notDraft}.
        </Alert>
      )}
      <OpenBlocksContext.Provider value={openBlocks}>
        <Form key={`${d.id}:${d.version}`} record={d} onSubmit={save} noValidate>
          <Dd254Actions d={d} contractId={id} hasDraft={hasDraft} />
          <InputsReadOnly readOnly={d.status === 'ISSUED'}>
            <Dd254Blocks d={d} />
          </InputsReadOnly>
        </Form>
      </OpenBlocksContext.Provider>
      <Stack direction="row" spacing={1} sx={{ mt: 2, mb: 1 }}>
        <Button variant="outlined" onClick={() => setPreview((p) => !p)} aria-expanded={preview}>
          {preview ? 'Hide PDF Preview' : 'Show PDF Preview'}
        </Button>
      </Stack>
      {preview && <Dd254PdfPreview contractId={id} d={d} />}
    </Box>
  );
};

export default Dd254Editor;

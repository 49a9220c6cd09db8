import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Title, useNotify } from 'react-admin';
import { DD254_MESSAGES } from '@clearline/shared';
import { api, dataOf } from '../../../api/client';
import { failureMessage } from '../../../lib/feedback';
import { dd254Path } from './dd254Api';

/** /contracts/{id}/contract-info/dd254/add: the original starts as a draft filled from the contract. */
export const Dd254Add = ({ contractId }: { contractId: string }) => {
  const notify = useNotify();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const create = async () => {
    setBusy(true);
    try {
      const d = dataOf(await api.POST('/api/v1/contracts/{id}/dd254', { params: { path: { id: contractId } }, body: {} }));
      notify(DD254_MESSAGES.created(d.contractNumber), { type: 'success' });
      await client.invalidateQueries({ queryKey: ['dd254', contractId] });
      navigate(dd254Path(contractId, d.id), { replace: true });
    } catch (e) {
      notify(failureMessage(e, 'The DD254 could not be added'), { type: 'error' });
      setBusy(false);
    }
  };
  return (
    <Card variant="outlined" sx={{ mt: 2, maxWidth: 720 }}>
      <Title title={DD254_MESSAGES.addTitle} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {DD254_MESSAGES.addTitle}
        </Typography>
        <Typography sx={{ mb: 2 }}>
          The original DD254 starts as a draft filled in from the contract: the contract number, the clearance level, the contractor (your
          company and the contract's facility with its CAGE code), the procurement and the contracting officer. Complete the other blocks,
          then issue it.
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button variant="contained" disabled={busy} onClick={() => void create()}>
            Create Draft
          </Button>
          <Button component={RouterLink} to={`/contracts/${contractId}/contract-info/dd254`}>
            Cancel
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
};

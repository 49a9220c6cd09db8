import { Link as RouterLink, Navigate, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { Box, Stack, Tab, Tabs, Typography } from '@mui/material';
import { ResourceContextProvider, Title, useGetOne } from 'react-admin';
import { CONTRACT_TYPE } from '@clearline/shared';
import { CONTRACT_MESSAGES, CONTRACT_TABS } from '@clearline/shared/contracts';
import type { Schema } from '../../../api/client';
import { LoadState } from '../../../lib/LoadState';
import { ContractStatusChip } from '../ContractList';
import { AssignmentTab } from './AssignmentTab';
import { ContractInfoTab } from './ContractInfoTab';

type Contract = Schema<'ContractDetailView'>;
type TabPath = keyof typeof CONTRACT_TABS;
const TAB_PATHS = Object.keys(CONTRACT_TABS) as TabPath[];

/** /contracts/{id}/*: the contract's header and its tabs contract-info and assignment ('Contract Details'). */
export const ContractDetail = () => {
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const contract = useGetOne<Contract>('contracts', { id });
  const first = (pathname.split(`/contracts/${id}/`)[1] ?? '').split('/')[0];
  const current: TabPath = (TAB_PATHS as string[]).includes(first) ? (first as TabPath) : 'contract-info';

  return (
    <ResourceContextProvider value="contracts">
      <Title title={CONTRACT_MESSAGES.detailTitle} />
      <Box sx={{ mt: 1 }}>
        {contract.data ? (
          <>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
              <Typography variant="h5" component="h1">
                {contract.data.contractName}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {contract.data.contractNumber} · {CONTRACT_TYPE[contract.data.contractType]}
              </Typography>
              <ContractStatusChip status={contract.data.effectiveStatus} />
            </Stack>
            <Tabs value={current} sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }} aria-label={CONTRACT_MESSAGES.detailTitle}>
              {TAB_PATHS.map((t) => (
                <Tab key={t} value={t} label={CONTRACT_TABS[t]} component={RouterLink} to={`/contracts/${id}/${t}`} />
              ))}
            </Tabs>
            <Routes>
              <Route index element={<Navigate to="contract-info" replace />} />
              <Route path="contract-info" element={<ContractInfoTab contract={contract.data} />} />
              <Route path="assignment" element={<AssignmentTab contract={contract.data} />} />
              <Route path="*" element={<Navigate to="contract-info" replace />} />
            </Routes>
          </>
        ) : (
          <LoadState isPending={contract.isPending} error={contract.error} />
        )}
      </Box>
    </ResourceContextProvider>
  );
};

export default ContractDetail;

import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Box, Button, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import { Title, useGetOne, usePermissions } from 'react-admin';
import { canAccess, PAY_TIER_LABELS, TENANT_LABELS as L, TENANT_TYPE_LABELS, type PermissionMap } from '@clearline/shared';
import { MESSAGES } from '@clearline/shared/messages';
import { failureMessage } from '../../lib/feedback';
import { AnyAccess, manage } from './AnyAccess';
import { canManage, type TenantRecord } from './api';
import { ArchiveDocumentsDialog } from './details/ArchiveDocumentsDialog';
import { CloseOutDialog } from './details/CloseOutDialog';
import { ConvertTenantDialog } from './details/ConvertTenantDialog';
import { ImpersonateTenantDialog } from './details/ImpersonateTenantDialog';
import { TenantArchives } from './details/TenantArchives';
import { TenantFields } from './details/TenantFields';
import { TenantLogo } from './details/TenantLogo';
import { ToggleTenantDialog } from './details/ToggleTenantDialog';
import { StatusChip } from './TenantList';

type Dialogs = 'toggle' | 'closeout' | 'convert' | 'archive' | 'impersonate' | undefined;

/** /tenants/{tenantId} ('Tenant Details') with enable/disable, close out, convert, archive documents, logo. */
export const TenantDetails = () => {
  const { id = '' } = useParams();
  const { permissions } = usePermissions<PermissionMap>();
  const { data: tenant, refetch, error } = useGetOne<TenantRecord>('tenants', { id });
  const [dialog, setDialog] = useState<Dialogs>();
  const [archiveVersion, setArchiveVersion] = useState(0);

  if (error) return <Typography sx={{ p: 2 }}>{failureMessage(error, MESSAGES.fetchError)}</Typography>;
  if (!tenant) return <LinearProgress />;

  const canUpdate = canManage(permissions, 'UPDATE');
  const canCloseOut = canAccess(permissions ?? {}, [['TENANT_CLOSEOUT', 'UPDATE']]);
  const canConvert = canAccess(permissions ?? {}, [['TENANT_MANAGEMENT', 'UPDATE']]);
  const canImpersonate = ['IMPERSONATE_ALL', 'MSS_IMPERSONATE', 'MSS_IMPERSONATE_CREATE'].some((m) =>
    canAccess(permissions ?? {}, [[m, 'VIEW']]),
  );
  const system = tenant.tenantType === 'SYSTEM';
  const dialogProps = (name: Exclude<Dialogs, undefined>) => ({
    tenant,
    open: dialog === name,
    onClose: () => setDialog(undefined),
    onDone: () => void refetch(),
  });
  const action = (name: Exclude<Dialogs, undefined>, label: string) => (
    <Button size="small" variant="outlined" onClick={() => setDialog(name)}>
      {label}
    </Button>
  );

  return (
    <Box sx={{ p: 1 }}>
      <Title title={L.details} />
      <Card>
        <CardContent>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, justifyContent: 'space-between' }}>
            <Stack spacing={1}>
              <Typography variant="h5">{tenant.name}</Typography>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <StatusChip status={tenant.status} />
                <Typography variant="body2" color="text.secondary">
                  {TENANT_TYPE_LABELS[tenant.tenantType]} · {PAY_TIER_LABELS[tenant.payTier]}
                </Typography>
              </Stack>
            </Stack>
            <TenantLogo tenant={tenant} canEdit={canUpdate} onChanged={() => refetch()} />
          </Stack>
          <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
            {canUpdate && (
              <Button component={RouterLink} to={`/tenants/${tenant.id}/edit`} variant="contained" size="small">
                {L.edit}
              </Button>
            )}
            {canUpdate && !system && action('toggle', tenant.enabled ? L.disable : L.enable)}
            {canCloseOut && !system && action('closeout', L.closeOut)}
            {canConvert && !system && action('convert', L.convert)}
            {canUpdate && action('archive', L.archiveDocuments)}
            {canImpersonate && tenant.status === 'ACTIVE' && !system && action('impersonate', L.impersonate)}
          </Stack>
          <TenantFields tenant={tenant} />
          {canUpdate && (
            <Box sx={{ mt: 3 }}>
              <TenantArchives tenantId={tenant.id} version={archiveVersion} />
            </Box>
          )}
        </CardContent>
      </Card>

      <ToggleTenantDialog {...dialogProps('toggle')} />
      <ArchiveDocumentsDialog {...dialogProps('archive')} onQueued={() => setArchiveVersion((v) => v + 1)} />
      <ImpersonateTenantDialog {...dialogProps('impersonate')} />
      <CloseOutDialog {...dialogProps('closeout')} />
      <ConvertTenantDialog {...dialogProps('convert')} />
    </Box>
  );
};

/** The page, opened by TENANT_MANAGEMENT or MSS_TENANT_MANAGEMENT (UI). */
const Page = () => (
  <AnyAccess anyOf={manage('UI')}>
    <TenantDetails />
  </AnyAccess>
);

export default Page;

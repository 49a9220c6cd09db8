import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import {
  Box,
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { Title, useGetOne, useNotify, usePermissions } from 'react-admin';
import {
  canAccess,
  IMPERSONATION_MESSAGES,
  PAY_TIER_LABELS,
  TENANT_LABELS as L,
  TENANT_MESSAGES,
  TENANT_TYPE_LABELS,
  UPLOAD_MESSAGES,
  type PermissionMap,
} from '@clearline/shared';
import { MESSAGES } from '@clearline/shared/messages';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { offerAsFile } from '../../components/upload/download';
import { startImpersonation } from '../../layout/impersonation/api';
import { failureMessage } from '../personnel/feedback';
import { AnyAccess, manage } from './AnyAccess';
import {
  archiveDocuments,
  archiveDownload,
  canManage,
  closeOut,
  convert,
  listArchives,
  listMss,
  logoUrl,
  tenantAction,
  uploadLogo,
  type ArchiveRun,
  type TenantRecord,
} from './api';
import { StatusChip } from './TenantList';

const Field = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box>
    <Typography variant="caption" color="text.secondary">
      {label}
    </Typography>
    <Typography variant="body2">{children || '—'}</Typography>
  </Box>
);

const grid = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' }, gap: 2 } as const;

/** The tenant's logo (GET /tenants/{id}/logo), with "Change Logo" for those who may edit. */
const Logo = ({ tenant, canEdit, onChanged }: { tenant: TenantRecord; canEdit: boolean; onChanged: () => void }) => {
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    try {
      await uploadLogo(tenant.id, file);
      notify(TENANT_MESSAGES.logoSaved, { type: 'success' });
      onChanged();
    } catch (error) {
      notify(failureMessage(error, TENANT_MESSAGES.updateFailed), { type: 'error' });
    } finally {
      if (input.current) input.current.value = '';
    }
  };
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      {tenant.hasLogo ? (
        <Box
          component="img"
          src={logoUrl(tenant)}
          alt={`${tenant.name} ${L.logo}`}
          sx={{ maxHeight: 64, maxWidth: 200, objectFit: 'contain' }}
        />
      ) : (
        <Typography variant="body2" color="text.secondary">
          No logo
        </Typography>
      )}
      {canEdit && (
        <>
          <input
            ref={input}
            type="file"
            hidden
            accept="image/png,image/jpeg,image/gif,image/webp"
            aria-label={L.changeLogo}
            onChange={(e) => pick(e.target.files?.[0])}
          />
          <Button size="small" onClick={() => input.current?.click()}>
            {L.changeLogo}
          </Button>
        </>
      )}
    </Stack>
  );
};

/** Document archives of the tenant: status, progress and the download of finished ones. */
const Archives = ({ tenantId, version }: { tenantId: string; version: number }) => {
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
    try {
      const res = await archiveDownload(tenantId, run.id);
      if (!res.ok) throw new Error(String(res.status));
      await offerAsFile(res, run.fileName ?? 'documents.zip');
      notify(UPLOAD_MESSAGES.downloadReady, { type: 'success' });
    } catch {
      notify(UPLOAD_MESSAGES.downloadFailed, { type: 'error' });
    }
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
            <TableCell>{new Date(r.createdAt).toLocaleString()}</TableCell>
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

type Dialogs = 'toggle' | 'closeout' | 'convert' | 'archive' | 'impersonate' | undefined;

/** /tenants/{tenantId} ('Tenant Details') with enable/disable, close out, convert, archive documents, logo. */
export const TenantDetails = () => {
  const { id = '' } = useParams();
  const notify = useNotify();
  const { permissions } = usePermissions<PermissionMap>();
  const { data: tenant, refetch, error } = useGetOne<TenantRecord>('tenants', { id });
  const [dialog, setDialog] = useState<Dialogs>();
  const [busy, setBusy] = useState(false);
  const [terminationDate, setTerminationDate] = useState('');
  const [target, setTarget] = useState<{ tenantType: string; managingTenantId: string }>({ tenantType: 'SAAS', managingTenantId: '' });
  const [mss, setMss] = useState<Array<{ id: string; name: string }>>([]);
  const [archiveVersion, setArchiveVersion] = useState(0);

  useEffect(() => {
    if (dialog === 'convert') listMss().then(setMss, () => setMss([]));
  }, [dialog]);

  if (error) return <Typography sx={{ p: 2 }}>{failureMessage(error, MESSAGES.fetchError)}</Typography>;
  if (!tenant) return <LinearProgress />;

  const canUpdate = canManage(permissions, 'UPDATE');
  const canCloseOut = canAccess(permissions ?? {}, [['TENANT_CLOSEOUT', 'UPDATE']]);
  const canConvert = canAccess(permissions ?? {}, [['TENANT_MANAGEMENT', 'UPDATE']]);
  const canImpersonate = ['IMPERSONATE_ALL', 'MSS_IMPERSONATE', 'MSS_IMPERSONATE_CREATE'].some((m) =>
    canAccess(permissions ?? {}, [[m, 'VIEW']]),
  );
  const system = tenant.tenantType === 'SYSTEM';

  const act = async (fn: () => Promise<unknown>, success: string, fallback = TENANT_MESSAGES.updateFailed) => {
    setBusy(true);
    try {
      await fn();
      notify(success, { type: 'success' });
      refetch();
    } catch (e) {
      notify(failureMessage(e, fallback), { type: 'error' });
    } finally {
      setBusy(false);
      setDialog(undefined);
    }
  };

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
            <Logo tenant={tenant} canEdit={canUpdate} onChanged={() => refetch()} />
          </Stack>
          <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
            {canUpdate && (
              <Button component={RouterLink} to={`/tenants/${tenant.id}/edit`} variant="contained" size="small">
                {L.edit}
              </Button>
            )}
            {canUpdate && !system && (
              <Button size="small" variant="outlined" onClick={() => setDialog('toggle')}>
                {tenant.enabled ? L.disable : L.enable}
              </Button>
            )}
            {canCloseOut && !system && (
              <Button size="small" variant="outlined" onClick={() => setDialog('closeout')}>
                {L.closeOut}
              </Button>
            )}
            {canConvert && !system && (
              <Button
                size="small"
                variant="outlined"
                onClick={() => {
                  setTarget({ tenantType: tenant.tenantType, managingTenantId: tenant.managingTenantId ?? '' });
                  setDialog('convert');
                }}
              >
                {L.convert}
              </Button>
            )}
            {canUpdate && (
              <Button size="small" variant="outlined" onClick={() => setDialog('archive')}>
                {L.archiveDocuments}
              </Button>
            )}
            {canImpersonate && tenant.status === 'ACTIVE' && !system && (
              <Button size="small" variant="outlined" onClick={() => setDialog('impersonate')}>
                {L.impersonate}
              </Button>
            )}
          </Stack>
          <Box sx={grid}>
            <Field label={L.managingTenantId}>{tenant.managingTenantName}</Field>
            <Field label={L.terminationDate}>{tenant.terminationDate}</Field>
            <Field label={L.cageCode}>{tenant.cageCode}</Field>
            <Field label={L.contactName}>{[tenant.contactName, tenant.contactTitle].filter(Boolean).join(', ')}</Field>
            <Field label={L.contactEmail}>{tenant.contactEmail}</Field>
            <Field label={L.contactPhone}>{tenant.contactPhone}</Field>
            <Field label={L.billingContactName}>{tenant.billingContactName}</Field>
            <Field label={L.billingContactEmail}>{tenant.billingContactEmail}</Field>
            <Field label={L.billingContactPhone}>{tenant.billingContactPhone}</Field>
            <Field label="Address">
              {[tenant.street1, tenant.street2, tenant.city, tenant.state, tenant.zipCode].filter(Boolean).join(', ')}
            </Field>
            <Field label={L.website}>{tenant.website}</Field>
            {tenant.managingTenantId && <Field label={L.securityTeamPocUserId}>{tenant.securityTeamPocName}</Field>}
            <Field label={L.clientFsoName}>
              {[tenant.clientFsoName, tenant.clientFsoEmail, tenant.clientFsoPhone].filter(Boolean).join(' · ')}
            </Field>
            <Field label={L.anonymousHash}>{`/anonymous-report/${tenant.anonymousHash}`}</Field>
            <Field label={L.notes}>{tenant.notes}</Field>
          </Box>
          {canUpdate && (
            <Box sx={{ mt: 3 }}>
              <Archives tenantId={tenant.id} version={archiveVersion} />
            </Box>
          )}
        </CardContent>
      </Card>

      <ConfirmDialog
        open={dialog === 'toggle'}
        loading={busy}
        content={`${tenant.enabled ? L.disable : L.enable} ${tenant.name}? ${tenant.enabled ? 'Its users are signed out and cannot sign in.' : ''}`}
        onConfirm={() =>
          act(
            () => tenantAction(tenant.id, tenant.enabled ? 'disable' : 'enable'),
            tenant.enabled ? TENANT_MESSAGES.disabled : TENANT_MESSAGES.enabled,
          )
        }
        onClose={() => setDialog(undefined)}
      />
      <ConfirmDialog
        open={dialog === 'archive'}
        loading={busy}
        content={`${L.archiveDocuments}: every document of ${tenant.name} is zipped for download.`}
        onConfirm={() =>
          act(async () => {
            await archiveDocuments(tenant.id);
            setArchiveVersion((v) => v + 1);
          }, TENANT_MESSAGES.archiveQueued)
        }
        onClose={() => setDialog(undefined)}
      />
      <ConfirmDialog
        open={dialog === 'impersonate'}
        loading={busy}
        content={IMPERSONATION_MESSAGES.started(tenant.name)}
        onConfirm={async () => {
          setBusy(true);
          try {
            await startImpersonation(tenant.id);
            window.location.assign('/');
          } catch (e) {
            notify(failureMessage(e, IMPERSONATION_MESSAGES.notAllowed), { type: 'error' });
            setBusy(false);
            setDialog(undefined);
          }
        }}
        onClose={() => setDialog(undefined)}
      />
      <Dialog open={dialog === 'closeout'} onClose={() => setDialog(undefined)}>
        <DialogTitle>{L.closeOut}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 2 }}>
            From the termination date on, the users of {tenant.name} cannot sign in.
          </Typography>
          <TextField
            type="date"
            label={L.terminationDate}
            required
            value={terminationDate}
            onChange={(e) => setTerminationDate(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            fullWidth
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDialog(undefined)}>{MESSAGES.confirmCancel}</Button>
          <Button
            variant="contained"
            disabled={!terminationDate || busy}
            onClick={() => act(() => closeOut(tenant.id, terminationDate), TENANT_MESSAGES.closedOut)}
          >
            {MESSAGES.confirmOk}
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog open={dialog === 'convert'} onClose={() => setDialog(undefined)} fullWidth maxWidth="xs">
        <DialogTitle>{L.convert}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            <TextField
              select
              label={L.tenantType}
              value={target.tenantType}
              onChange={(e) =>
                setTarget({ tenantType: e.target.value, managingTenantId: e.target.value === 'MSS' ? '' : target.managingTenantId })
              }
            >
              {(['SAAS', 'MSS', 'DEFAULT'] as const).map((t) => (
                <MenuItem key={t} value={t}>
                  {TENANT_TYPE_LABELS[t]}
                </MenuItem>
              ))}
            </TextField>
            {target.tenantType !== 'MSS' && (
              <TextField
                select
                label={L.managingTenantId}
                value={target.managingTenantId}
                onChange={(e) => setTarget({ ...target, managingTenantId: e.target.value })}
              >
                <MenuItem value="">None</MenuItem>
                {mss
                  .filter((m) => m.id !== tenant.id)
                  .map((m) => (
                    <MenuItem key={m.id} value={m.id}>
                      {m.name}
                    </MenuItem>
                  ))}
              </TextField>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDialog(undefined)}>{MESSAGES.confirmCancel}</Button>
          <Button
            variant="contained"
            disabled={busy}
            onClick={() => act(() => convert(tenant.id, target.tenantType, target.managingTenantId || null), TENANT_MESSAGES.converted)}
          >
            {MESSAGES.confirmOk}
          </Button>
        </DialogActions>
      </Dialog>
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

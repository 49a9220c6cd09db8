import { useEffect, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { TENANT_LABELS as L, TENANT_MESSAGES, TENANT_TYPE_LABELS } from '@clearline/shared';
import { MESSAGES } from '@clearline/shared/messages';
import { convert, listMss } from '../api';
import { useTenantAction, type TenantDialogProps } from './useTenantAction';

type TargetType = Parameters<typeof convert>[1];
const TARGET_TYPES: readonly TargetType[] = ['SAAS', 'MSS', 'DEFAULT'];

/** Convert (PUT /tenants/convert/{id}): the new tenant type and, unless MSS, the managing MSS provider. */
export const ConvertTenantDialog = ({ tenant, open, onClose, onDone }: TenantDialogProps) => {
  const { busy, run } = useTenantAction(onDone, onClose);
  const [tenantType, setTenantType] = useState<TargetType>('SAAS');
  const [managingTenantId, setManagingTenantId] = useState('');
  const [mss, setMss] = useState<Array<{ id: string; name: string }>>([]);

  useEffect(() => {
    if (!open) return;
    setTenantType(tenant.tenantType as TargetType);
    setManagingTenantId(tenant.managingTenantId ?? '');
    listMss().then(setMss, () => setMss([]));
  }, [open, tenant.tenantType, tenant.managingTenantId]);

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{L.convert}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField
            select
            label={L.tenantType}
            value={tenantType}
            onChange={(e) => {
              const next = e.target.value as TargetType;
              setTenantType(next);
              if (next === 'MSS') setManagingTenantId('');
            }}
          >
            {TARGET_TYPES.map((t) => (
              <MenuItem key={t} value={t}>
                {TENANT_TYPE_LABELS[t]}
              </MenuItem>
            ))}
          </TextField>
          {tenantType !== 'MSS' && (
            <TextField select label={L.managingTenantId} value={managingTenantId} onChange={(e) => setManagingTenantId(e.target.value)}>
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
        <Button onClick={onClose}>{MESSAGES.confirmCancel}</Button>
        <Button
          variant="contained"
          disabled={busy}
          onClick={() => run(() => convert(tenant.id, tenantType, managingTenantId || null), TENANT_MESSAGES.converted)}
        >
          {MESSAGES.confirmOk}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

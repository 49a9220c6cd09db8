import { useRef } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { TENANT_LABELS as L, TENANT_MESSAGES } from '@clearline/shared';
import { failureMessage } from '../../../lib/feedback';
import { logoUrl, uploadLogo, type TenantRecord } from '../api';

/** The tenant's logo (GET /tenants/{id}/logo), with "Change Logo" for those who may edit. */
export const TenantLogo = ({ tenant, canEdit, onChanged }: { tenant: TenantRecord; canEdit: boolean; onChanged: () => void }) => {
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

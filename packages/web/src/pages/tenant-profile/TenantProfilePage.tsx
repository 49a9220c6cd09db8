import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import { Title, useGetOne, usePermissions } from 'react-admin';
import { canAccess, PAY_TIER_LABELS, TENANT_LABELS as L, TENANT_TYPE_LABELS, type PermissionMap } from '@clearline/shared';
import { MESSAGES } from '@clearline/shared/messages';
import { CopyableLink } from '../../lib/CopyableLink';
import { failureMessage } from '../../lib/feedback';
import { logoUrl, type TenantRecord } from '../../resources/tenants';
import { useOwnTenantId } from './ownTenant';

const Row = ({ label, value }: { label: string; value: ReactNode }) => (
  <Box>
    <Typography variant="caption" color="text.secondary">
      {label}
    </Typography>
    <Typography variant="body2" component="div">
      {value || '—'}
    </Typography>
  </Box>
);

/** /tenant-profile: the own organization's record; "Edit Tenant Profile" with UPDATE on TENANT_PROFILE. */
export const TenantProfilePage = () => {
  const { data: id, error: idError } = useOwnTenantId();
  const { permissions } = usePermissions<PermissionMap>();
  const { data: t, error } = useGetOne<TenantRecord>('tenants', { id: id ?? '' }, { enabled: !!id });
  if (idError || error) return <Typography sx={{ p: 2 }}>{failureMessage(idError ?? error, MESSAGES.fetchError)}</Typography>;
  if (!t) return <LinearProgress />;
  const canEdit = canAccess(permissions ?? {}, [['TENANT_PROFILE', 'UPDATE']]);
  return (
    <Box sx={{ p: 1 }}>
      <Title title={L.profile} />
      <Card>
        <CardContent>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, justifyContent: 'space-between' }}>
            <Box>
              <Typography variant="h5">{t.name}</Typography>
              <Typography variant="body2" color="text.secondary">
                {TENANT_TYPE_LABELS[t.tenantType]} · {PAY_TIER_LABELS[t.payTier]}
              </Typography>
            </Box>
            {t.hasLogo && (
              <Box
                component="img"
                src={logoUrl(t)}
                alt={`${t.name} ${L.logo}`}
                sx={{ maxHeight: 64, maxWidth: 200, objectFit: 'contain' }}
              />
            )}
          </Stack>
          {canEdit && (
            <Button component={RouterLink} to="/tenant-profile/edit" variant="contained" size="small" sx={{ mb: 2 }}>
              {L.editProfile}
            </Button>
          )}
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' }, gap: 2 }}>
            <Row label={L.contactName} value={[t.contactName, t.contactTitle].filter(Boolean).join(', ')} />
            <Row label={L.contactEmail} value={t.contactEmail} />
            <Row label={L.contactPhone} value={t.contactPhone} />
            <Row label={L.billingContactName} value={t.billingContactName} />
            <Row label={L.billingContactEmail} value={t.billingContactEmail} />
            <Row label={L.billingContactPhone} value={t.billingContactPhone} />
            <Row label="Address" value={[t.street1, t.street2, t.city, t.state, t.zipCode].filter(Boolean).join(', ')} />
            <Row label={L.cageCode} value={t.cageCode} />
            <Row label={L.website} value={t.website} />
            <Row label={L.anonymousHash} value={<CopyableLink url={t.anonymousReportUrl} label={L.anonymousHash} />} />
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
};

export default TenantProfilePage;

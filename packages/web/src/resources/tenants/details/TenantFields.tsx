import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { TENANT_LABELS as L } from '@clearline/shared';
import { CopyableLink } from '../../../lib/CopyableLink';
import type { TenantRecord } from '../api';
import { formatDate } from '../../../lib/dates';

const Field = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box>
    <Typography variant="caption" color="text.secondary">
      {label}
    </Typography>
    <Typography variant="body2" component="div">
      {children || '—'}
    </Typography>
  </Box>
);

const grid = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' }, gap: 2 } as const;

/** The tenant's contacts, address and settings, three columns wide. */
export const TenantFields = ({ tenant }: { tenant: TenantRecord }) => (
  <Box sx={grid}>
    <Field label={L.managingTenantId}>{tenant.managingTenantName}</Field>
    <Field label={L.terminationDate}>{formatDate(tenant.terminationDate)}</Field>
    <Field label={L.cageCode}>{tenant.cageCode}</Field>
    <Field label={L.contactName}>{[tenant.contactName, tenant.contactTitle].filter(Boolean).join(', ')}</Field>
    <Field label={L.contactEmail}>{tenant.contactEmail}</Field>
    <Field label={L.contactPhone}>{tenant.contactPhone}</Field>
    <Field label={L.billingContactName}>{tenant.billingContactName}</Field>
    <Field label={L.billingContactEmail}>{tenant.billingContactEmail}</Field>
    <Field label={L.billingContactPhone}>{tenant.billingContactPhone}</Field>
    <Field label="Address">{[tenant.street1, tenant.street2, tenant.city, tenant.state, tenant.zipCode].filter(Boolean).join(', ')}</Field>
    <Field label={L.website}>{tenant.website}</Field>
    {tenant.managingTenantId && <Field label={L.securityTeamPocUserId}>{tenant.securityTeamPocName}</Field>}
    <Field label={L.clientFsoName}>
      {[tenant.clientFsoName, tenant.clientFsoEmail, tenant.clientFsoPhone].filter(Boolean).join(' · ')}
    </Field>
    <Field label={L.anonymousHash}>
      <CopyableLink url={tenant.anonymousReportUrl} label={L.anonymousHash} />
    </Field>
    <Field label={L.notes}>{tenant.notes}</Field>
  </Box>
);

import { useEffect, useState } from 'react';
import { Box, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { CAGE_CODE_PATTERN, EMAIL_PATTERN, PAY_TIER_LABELS, TENANT_LABELS as L, TENANT_TYPE_LABELS } from '@clearline/shared';
import {
  AddressInputs,
  ChoiceInput,
  FlagInput,
  inlineError,
  LimitedTextInput,
  PhoneInput,
  type FieldValidator,
} from '../../components/inputs';
import { listMss, listPocCandidates } from './api';

/** '{label} is not valid' (the API's wording) for a text that is not an e-mail address. */
export const emailOf =
  (label: string): FieldValidator =>
  (value) =>
    typeof value === 'string' && value.trim() !== '' && !EMAIL_PATTERN.test(value.trim())
      ? inlineError(`${label} is not valid`)
      : undefined;

const cageCode: FieldValidator = (value) =>
  typeof value === 'string' && value.trim() !== '' && !CAGE_CODE_PATTERN.test(value.trim())
    ? inlineError(`${L.cageCode} must be 5 letters or digits`)
    : undefined;

const website: FieldValidator = (value) =>
  typeof value === 'string' && value.trim() !== '' && !/^https?:\/\/\S+$/.test(value.trim())
    ? inlineError(`${L.website} must start with http:// or https://`)
    : undefined;

const grid = { display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2 } as const;

const Section = ({ title }: { title: string }) => (
  <Typography variant="subtitle2" color="text.secondary" sx={{ mt: 2, mb: 1 }}>
    {title}
  </Typography>
);

/** The managing MSS tenant (choices from GET /tenants/mss; MSS staff see only their own organization). */
const ManagingTenantInput = ({ required }: { required?: boolean }) => {
  const [choices, setChoices] = useState<Array<{ id: string; name: string }>>([]);
  useEffect(() => {
    listMss().then(setChoices, () => setChoices([]));
  }, []);
  return <ChoiceInput source="managingTenantId" label={L.managingTenantId} options={choices} required={required} />;
};

/** The Security Team Point of Contact: a user of the managing MSS tenant (GET /tenants/mss/{id}/users). */
const SecurityTeamPocInput = ({ mssId }: { mssId: string }) => {
  const [choices, setChoices] = useState<Array<{ id: string; name: string }>>([]);
  useEffect(() => {
    let live = true;
    listPocCandidates(mssId).then(
      (users) => live && setChoices(users.map((u) => ({ id: u.id, name: u.name === u.username ? u.name : `${u.name} (${u.username})` }))),
      () => live && setChoices([]),
    );
    return () => {
      live = false;
    };
  }, [mssId]);
  return <ChoiceInput source="securityTeamPocUserId" label={L.securityTeamPocUserId} options={choices} />;
};

/** Contact and address fields: all a tenant edits on its own profile. */
export const TenantProfileInputs = () => (
  <>
    <Section title="Contact" />
    <Box sx={grid}>
      <LimitedTextInput source="contactName" label={L.contactName} />
      <LimitedTextInput source="contactTitle" label={L.contactTitle} />
      <LimitedTextInput source="contactEmail" label={L.contactEmail} validate={emailOf(L.contactEmail)} />
      <PhoneInput source="contactPhone" label={L.contactPhone} />
      <LimitedTextInput source="billingContactName" label={L.billingContactName} />
      <LimitedTextInput source="billingContactEmail" label={L.billingContactEmail} validate={emailOf(L.billingContactEmail)} />
      <PhoneInput source="billingContactPhone" label={L.billingContactPhone} />
      <LimitedTextInput source="website" label={L.website} validate={website} />
    </Box>
    <Section title="Address" />
    <AddressInputs zipLabel="Tenant" />
    <Box sx={grid}>
      <LimitedTextInput source="cageCode" label={L.cageCode} validate={cageCode} />
    </Box>
  </>
);

/** Fields of a tenant, shared by "Add New Tenant" and "Edit Tenant". */
export const TenantInputs = ({ mode }: { mode: 'create' | 'edit' }) => {
  const type = useWatch({ name: 'tenantType' }) as string | undefined;
  const managed = useWatch({ name: 'managingTenantId' }) as string | undefined;
  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={grid}>
        <LimitedTextInput source="name" label={L.name} required />
        <ChoiceInput source="payTier" label={L.payTier} options={PAY_TIER_LABELS} required defaultValue="STANDARD" />
        {mode === 'create' && (
          <ChoiceInput
            source="tenantType"
            label={L.tenantType}
            options={{ SAAS: TENANT_TYPE_LABELS.SAAS, MSS: TENANT_TYPE_LABELS.MSS, DEFAULT: TENANT_TYPE_LABELS.DEFAULT }}
            required
            defaultValue="SAAS"
          />
        )}
        {mode === 'create' && type !== 'MSS' && <ManagingTenantInput />}
        {mode === 'create' && <FlagInput source="enabled" label={L.enabled} defaultValue />}
      </Box>
      <TenantProfileInputs />
      {(mode === 'edit' || managed) && (
        <>
          <Section title="Managed Security Service" />
          <Box sx={grid}>
            {managed && <SecurityTeamPocInput mssId={managed} />}
            <LimitedTextInput source="clientFsoName" label={L.clientFsoName} />
            <LimitedTextInput source="clientFsoEmail" label={L.clientFsoEmail} validate={emailOf(L.clientFsoEmail)} />
            <PhoneInput source="clientFsoPhone" label={L.clientFsoPhone} />
          </Box>
        </>
      )}
      <LimitedTextInput source="notes" label={L.notes} multiline fullWidth />
    </Box>
  );
};

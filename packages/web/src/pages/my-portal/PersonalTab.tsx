import { Card, CardContent, CardHeader, Grid, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { ResourceContextProvider, Title } from 'react-admin';
import {
  CITIZENSHIP_TYPE,
  EMPLOYMENT_STATUS,
  EMPLOYMENT_TYPE,
  labelOf,
  MY_PORTAL_MESSAGES as M,
  PERSONNEL_FIELD_LABELS as L,
} from '@clearline/shared';
import { PERSONNEL_WIZARD } from '@clearline/shared/messages-people';
import { useGranted } from '../../lib/useGranted';
import { formatDate } from '../../lib/dates';
import { SectionCard, contactsBody, fullName, ContactInputs, PhysicalInputs } from '../../resources/personnel';
import type { Personnel } from '../../resources/personnel';
import { MyLoadState } from './PortalCard';
import { myPortalKey, saveMyContacts, useMyPortal, type MyPortal } from './myPortalApi';

const [, CONTACT, , PHYSICAL] = PERSONNEL_WIZARD.steps;

const Fact = ({ label, value }: { label: string; value: string | null | undefined }) => (
  <Grid size={{ xs: 12, sm: 6, md: 4 }}>
    <Typography variant="caption" color="text.secondary" component="div">
      {label}
    </Typography>
    <Typography variant="body2" data-field={label}>
      {value || '—'}
    </Typography>
  </Grid>
);

/** The parts of my record the security office keeps: shown, not editable here. */
const MyRecord = ({ p }: { p: Personnel }) => (
  <Card component="section" aria-label={M.myRecord} sx={{ mb: 2 }}>
    <CardHeader title={M.myRecord} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
    <CardContent sx={{ pt: 0 }}>
      <Grid container spacing={2}>
        <Fact label="Name" value={fullName(p)} />
        <Fact label="Employee ID" value={p.employeeId} />
        <Fact label="Work Email" value={p.workEmail} />
        <Fact label="Job Title" value={p.employment.jobTitle} />
        <Fact label={L.employmentType} value={labelOf(EMPLOYMENT_TYPE, p.employment.employmentType)} />
        <Fact label={L.employmentStatus} value={labelOf(EMPLOYMENT_STATUS, p.employment.employmentStatus)} />
        <Fact label="Hire Date" value={formatDate(p.employment.hireDate)} />
        <Fact label="Supervisor" value={p.employment.supervisorName} />
        <Fact label="Facilities" value={p.facilities.map((f) => f.facilityName).join(', ')} />
        <Fact label="Birth Date" value={formatDate(p.birthDate)} />
        <Fact label="Citizenship" value={labelOf(CITIZENSHIP_TYPE, p.citizenshipType)} />
        <Fact label="SSN" value={p.ssn} />
      </Grid>
    </CardContent>
  </Card>
);

/** /my-portal/personal: my record, with my contacts editable (the spec's "Successfully Updated Personnel: {name}" toast). */
export const PersonalTab = () => {
  const q = useMyPortal();
  const queryClient = useQueryClient();
  const canEdit = useGranted('SELF_SERVICE', 'UPDATE');
  const title = <Title title={`${M.title} – Personal`} />;
  if (!q.data)
    return (
      <>
        {title}
        <MyLoadState query={q} />
      </>
    );
  const p = q.data.personnel;
  const save = async (_p: Personnel, values: Record<string, unknown>) => {
    const saved = await saveMyContacts(contactsBody(values.personnelContacts as Array<Record<string, unknown>>));
    queryClient.setQueryData<MyPortal>(myPortalKey, (old) =>
      old ? { ...old, personnel: { ...saved, personnelDocuments: old.personnel.personnelDocuments } } : old,
    );
    return saved;
  };
  return (
    <>
      {title}
      <MyRecord p={p} />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {M.contactsIntro}
      </Typography>
      {/* the personnel section inputs read their labels and array items in the personnel resource */}
      <ResourceContextProvider value="personnel">
        <SectionCard title={CONTACT} person={p} canEdit={canEdit} save={save} defaultExpanded>
          <ContactInputs />
        </SectionCard>
        <SectionCard title={PHYSICAL} person={p} canEdit={false} save={async () => p}>
          <PhysicalInputs />
        </SectionCard>
      </ResourceContextProvider>
    </>
  );
};

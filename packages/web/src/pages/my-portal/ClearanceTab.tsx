import { Card, CardContent, CardHeader, Chip, Stack } from '@mui/material';
import { Title } from 'react-admin';
import {
  CLEARANCE_LEVEL,
  DOCUMENT_STATUS,
  INVESTIGATION_STATUS,
  INVESTIGATION_TIER,
  labelOf,
  MY_PORTAL_MESSAGES as M,
  PCL_STATUS,
  POLYGRAPH_RESULT,
  POLYGRAPH_STATUS,
  POLYGRAPH_TYPE,
  SPECIAL_ACCESS_STATUS,
  SPECIAL_ACCESS_TYPE,
} from '@clearline/shared';
import { formatDate } from '../../lib/dates';
import { MyLoadState } from './PortalCard';
import { RecordTable } from './RecordTable';
import { useMyPortal, type MyPortal } from './myPortalApi';

type Row<K extends keyof MyPortal> = MyPortal[K] extends Array<infer T> ? T : never;

const Section = ({ title, children }: { title: string; children: React.ReactNode }) => (
  <Card component="section" aria-label={title}>
    <CardHeader title={title} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
    <CardContent sx={{ pt: 0, overflowX: 'auto' }}>{children}</CardContent>
  </Card>
);

/** /my-portal/clearance: my clearances, investigations, special accesses, polygraphs and briefings, as the security office records them. */
export const ClearanceTab = () => {
  const q = useMyPortal();
  const title = <Title title={`${M.title} – Clearance`} />;
  if (!q.data)
    return (
      <>
        {title}
        <MyLoadState query={q} />
      </>
    );
  const d = q.data;
  return (
    <Stack spacing={2}>
      {title}
      <Section title={M.clearances}>
        <RecordTable<Row<'clearances'>>
          label={M.clearances}
          rows={d.clearances}
          columns={[
            { label: 'Eligibility', value: (c) => labelOf(CLEARANCE_LEVEL, c.pclEligibility) },
            {
              label: 'Status',
              value: (c) => (
                <Chip size="small" label={labelOf(PCL_STATUS, c.pclStatus)} color={c.pclStatus === 'ACTIVE' ? 'success' : 'default'} />
              ),
            },
            { label: 'Facility', value: (c) => c.facilityName },
            { label: 'Granting Agency', value: (c) => c.clearanceGrantingAgency },
            { label: 'Eligibility Date', value: (c) => formatDate(c.eligibilityDeterminationDate) },
            { label: 'Initial Briefing', value: (c) => formatDate(c.initialBriefingDate) },
            { label: 'NDA (SF 312)', value: (c) => formatDate(c.ndaDate) },
          ]}
        />
      </Section>
      <Section title={M.investigations}>
        <RecordTable<Row<'investigations'>>
          label={M.investigations}
          rows={d.investigations}
          columns={[
            { label: 'Investigation', value: (i) => labelOf(INVESTIGATION_TIER, i.investigationType) },
            { label: 'Status', value: (i) => labelOf(INVESTIGATION_STATUS, i.status) },
            { label: 'Agency', value: (i) => i.clearanceInvestigatingAgency },
            { label: 'Opened', value: (i) => formatDate(i.investigationOpenDate) },
            { label: 'Closed', value: (i) => formatDate(i.investigationClosedDate) },
            { label: 'Reinvestigation Due', value: (i) => formatDate(i.reinvestigationDue) },
          ]}
        />
      </Section>
      <Section title={M.specialAccesses}>
        <RecordTable<Row<'specialAccesses'>>
          label={M.specialAccesses}
          rows={d.specialAccesses}
          columns={[
            { label: 'Type', value: (s) => labelOf(SPECIAL_ACCESS_TYPE, s.specialAccessType) },
            { label: 'Status', value: (s) => labelOf(SPECIAL_ACCESS_STATUS, s.specialAccessStatus) },
            { label: 'Facility', value: (s) => s.facilityName },
            { label: 'Indoctrinated', value: (s) => formatDate(s.indoctrinationDate) },
            { label: 'Last Briefed', value: (s) => formatDate(s.lastBriefDate) },
            { label: 'Debriefed', value: (s) => formatDate(s.debriefDate) },
          ]}
        />
      </Section>
      <Section title={M.polygraphs}>
        <RecordTable<Row<'polygraphs'>>
          label={M.polygraphs}
          rows={d.polygraphs}
          columns={[
            { label: 'Type', value: (p) => labelOf(POLYGRAPH_TYPE, p.polygraphType) },
            { label: 'Status', value: (p) => labelOf(POLYGRAPH_STATUS, p.polygraphStatus) },
            { label: 'Date', value: (p) => formatDate(p.polygraphDate) },
            { label: 'Result', value: (p) => labelOf(POLYGRAPH_RESULT, p.polygraphResult) },
            { label: 'Next', value: (p) => formatDate(p.nextPolygraphDate) },
          ]}
        />
      </Section>
      <Section title={M.briefings}>
        <RecordTable<Row<'briefings'>>
          label={M.briefings}
          rows={d.briefings}
          columns={[
            { label: 'Briefing', value: (b) => b.titleName },
            { label: 'Status', value: (b) => labelOf(DOCUMENT_STATUS, b.documentStatus) },
            { label: 'Date Signed', value: (b) => formatDate(b.dateSigned) },
            { label: 'Uploaded', value: (b) => formatDate(b.uploadedDate) },
          ]}
        />
      </Section>
    </Stack>
  );
};

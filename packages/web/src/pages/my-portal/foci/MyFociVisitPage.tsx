import { Link as RouterLink, Navigate, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { Box, Button, Card, CardContent, Chip, Stack, Tab, Tabs, Typography } from '@mui/material';
import { Title } from 'react-admin';
import {
  FOCI_VISIT_MESSAGES as M,
  FOCI_VISIT_TABS,
  labelOf,
  MY_PORTAL_MESSAGES,
  VISIT_STATUS,
  VISIT_STATUS_MOVES,
} from '@clearline/shared';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { AffiliateRows, AttendeeRows, rowsOf } from '../../../resources/foci-visits';
import { LoadState } from '../../../lib/LoadState';
import { VisitDocumentsTab } from '../../../resources/visits';
import { myFociDocuments, myFociKey, useMyFociVisit, type MyFociVisit } from './fociRequestApi';

type TabPath = keyof typeof FOCI_VISIT_TABS;
const TAB_PATHS = Object.keys(FOCI_VISIT_TABS) as TabPath[];

const Field = ({ label, value }: { label: string; value: string | null | undefined }) => (
  <Box>
    <Typography variant="caption" color="text.secondary">
      {label}
    </Typography>
    <Typography variant="body1">{value || '—'}</Typography>
  </Box>
);

const Information = ({ v }: { v: MyFociVisit }) => (
  <Card variant="outlined">
    <CardContent>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' }, gap: 2 }}>
        <Field label={M.labels.startDate} value={formatDate(v.startDate)} />
        <Field label={M.labels.endDate} value={formatDate(v.endDate)} />
        <Field label={M.labels.visitStatus} value={labelOf(VISIT_STATUS, v.visitStatus)} />
        <Field label={M.labels.visitLocation} value={v.visitLocation} />
        <Field label={M.labels.commercial} value={v.commercial ? 'Yes' : 'No'} />
        <Field label={M.labels.requestDate} value={formatDate(v.requestDate)} />
        <Field label={M.labels.statusDate} value={formatDateTime(v.statusDate)} />
        <Field label={M.labels.approverId} value={v.approverName} />
        <Field label={M.labels.visitFacilityId} value={v.visitFacilityName} />
      </Box>
      <Box sx={{ mt: 2 }}>
        <Field label={M.labels.visitPurpose} value={v.visitPurpose} />
      </Box>
      <Box sx={{ mt: 2 }}>
        <Field label={M.labels.description} value={v.description} />
      </Box>
    </CardContent>
  </Card>
);

/**
 * /my-portal/requests/{id}/foci-visit/*: one of my FOCI visit requests with its tabs visit-information,
 * attendees-affiliates (read-only: the security office changes them) and documents (I may add documents while the
 * request is open).
 */
const MyFociVisitPage = () => {
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const q = useMyFociVisit(id);
  const first = (pathname.split(`/foci-visit/`)[1] ?? '').split('/')[0];
  const current: TabPath = (TAB_PATHS as string[]).includes(first) ? (first as TabPath) : 'visit-information';
  const v = q.data;
  const base = `/my-portal/requests/${id}/foci-visit`;
  const open = v ? VISIT_STATUS_MOVES[v.visitStatus].length > 0 && v.visitStatus !== 'DENIED' : false;
  return (
    <Box sx={{ mt: 1 }}>
      <Title title={`${MY_PORTAL_MESSAGES.title} – FOCI Visit`} />
      <Button component={RouterLink} to="/my-portal/requests" size="small" sx={{ mb: 1 }}>
        ← {MY_PORTAL_MESSAGES.title}: Requests
      </Button>
      {v ? (
        <>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
            <Typography variant="h5" component="h1">
              My FOCI Visit Request · {formatDate(v.startDate)}
              {v.endDate !== v.startDate ? ` – ${formatDate(v.endDate)}` : ''}
            </Typography>
            <Chip size="small" variant="outlined" label={labelOf(VISIT_STATUS, v.visitStatus)} />
          </Stack>
          <Tabs value={current} sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }} aria-label="FOCI Visit">
            {TAB_PATHS.map((t) => (
              <Tab key={t} value={t} label={FOCI_VISIT_TABS[t]} component={RouterLink} to={`${base}/${t}`} />
            ))}
          </Tabs>
          <Routes>
            <Route path="visit-information" element={<Information v={v} />} />
            <Route
              path="attendees-affiliates"
              element={
                <Card variant="outlined">
                  <CardContent>
                    <AttendeeRows rows={rowsOf(v.attendees)} onChange={() => undefined} readOnly />
                    <AffiliateRows rows={rowsOf(v.affiliates)} onChange={() => undefined} readOnly />
                  </CardContent>
                </Card>
              }
            />
            <Route
              path="documents"
              element={<VisitDocumentsTab queryKey={[...myFociKey, id, 'documents']} calls={myFociDocuments(id)} canAdd={open} requester />}
            />
            <Route path="*" element={<Navigate to={`${base}/visit-information`} replace />} />
          </Routes>
        </>
      ) : (
        <LoadState isPending={q.isPending} error={q.error} />
      )}
    </Box>
  );
};

export default MyFociVisitPage;

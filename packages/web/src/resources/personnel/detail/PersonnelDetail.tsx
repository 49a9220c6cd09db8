import { Navigate, Route, Routes, useLocation, useParams, Link as RouterLink } from 'react-router-dom';
import { Box, Stack, Tab, Tabs, Typography } from '@mui/material';
import { ResourceContextProvider, Title } from 'react-admin';
import { PERSONNEL_TABS } from '@clearline/shared/messages-people';
import { RequireAccess } from '../../../layout/RequireAccess';
import type { RecordKind } from '../api';
import { LoadState } from '../../../lib/LoadState';
import { fullName } from '../payload';
import { usePerson } from '../queries';
import { RecordPage } from '../records/RecordPage';
import { RECORD_CONFIGS } from '../records/recordConfigs';
import { StatusChip } from '../StatusChip';
import { AssignmentsTab } from './AssignmentsTab';
import { ClearancesTab } from './ClearancesTab';
import { InfoTab } from './InfoTab';
import { OpenActionsTab } from './OpenActionsTab';

const TABS = [
  { path: 'info', label: PERSONNEL_TABS.info },
  { path: 'clearances', label: PERSONNEL_TABS.clearances },
  { path: 'assignments', label: PERSONNEL_TABS.assignments },
  { path: 'open-actions', label: PERSONNEL_TABS.openActions },
] as const;

/** The tab a path under /personnel/{id}/ belongs to (sub-routes keep their tab highlighted). */
export function tabOf(pathname: string, id: string): string {
  const rest = pathname.split(`/personnel/${id}/`)[1] ?? '';
  const first = rest.split('/')[0];
  return TABS.some((t) => t.path === first) ? first : 'info';
}

const CREATE_PERSONNEL = [['PERSONNEL', 'CREATE']] as const;

const recordRoutes = (personnelId: string) =>
  (Object.keys(RECORD_CONFIGS) as RecordKind[]).flatMap((kind) => {
    const config = RECORD_CONFIGS[kind];
    return [
      <Route
        key={`${kind}-add`}
        path={`${config.segment}/add`}
        element={
          <RequireAccess access={CREATE_PERSONNEL}>
            <RecordPage key="add" config={config} personnelId={personnelId} />
          </RequireAccess>
        }
      />,
      <Route
        key={`${kind}-detail`}
        path={`${config.segment}/:recordId`}
        element={<RecordDetailRoute kind={kind} personnelId={personnelId} />}
      />,
    ];
  });

const RecordDetailRoute = ({ kind, personnelId }: { kind: RecordKind; personnelId: string }) => {
  const { recordId } = useParams();
  return <RecordPage key={recordId} config={RECORD_CONFIGS[kind]} personnelId={personnelId} recordId={recordId} />;
};

/**
 * /personnel/{id}/*: the person's header (name, status chip) and the four tabs of spec 02 §2 with their
 * sub-routes; add routes need CREATE on PERSONNEL. /personnel/{id} opens the Personal Info tab.
 */
export const PersonnelDetail = () => {
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const person = usePerson(id);
  const current = tabOf(pathname, id);

  return (
    <ResourceContextProvider value="personnel">
      <Title title={person.data ? fullName(person.data) : 'Personnel Details'} />
      <Box sx={{ mt: 1 }}>
        {person.data ? (
          <>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
              <Typography variant="h5" component="h1">
                {fullName(person.data)}
              </Typography>
              <StatusChip status={person.data.status} />
              {person.data.employeeId && (
                <Typography variant="body2" color="text.secondary">
                  {person.data.employeeId}
                </Typography>
              )}
            </Stack>
            <Tabs value={current} sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }} aria-label="Personnel details">
              {TABS.map((t) => (
                <Tab key={t.path} value={t.path} label={t.label} component={RouterLink} to={`/personnel/${id}/${t.path}`} />
              ))}
            </Tabs>
            <Routes>
              <Route index element={<Navigate to="info" replace />} />
              <Route path="info" element={<InfoTab person={person.data} />} />
              <Route path="clearances" element={<ClearancesTab personnelId={id} />} />
              <Route path="assignments" element={<AssignmentsTab personnelId={id} />} />
              <Route path="open-actions" element={<OpenActionsTab personnelId={id} />} />
              {recordRoutes(id)}
              <Route path="*" element={<Navigate to="info" replace />} />
            </Routes>
          </>
        ) : (
          <LoadState isPending={person.isPending} error={person.error} />
        )}
      </Box>
    </ResourceContextProvider>
  );
};

export default PersonnelDetail;

import type { ReactNode } from 'react';
import { Link as RouterLink, Navigate, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { Box, Stack, Tab, Tabs, Typography } from '@mui/material';
import { ResourceContextProvider, Title } from 'react-admin';
import { formatDate } from '../../lib/dates';
import { LoadState } from '../../lib/LoadState';
import { VisitStatusChip } from './VisitStatusChip';
import { useVisit, type AnyVisit } from './visitApi';
import { KIND_RESOURCE, myVisitPath, visitPath, type ListKind } from './visitKinds';

export interface VisitTab {
  path: string;
  label: string;
  render: (visit: AnyVisit) => ReactNode;
}

/** The heading of a visit: who comes or where we go, the days, the status. */
const heading = (kind: ListKind, v: AnyVisit): string =>
  kind === 'INCOMING'
    ? `${'facilityName' in v && v.facilityName ? v.facilityName : 'Incoming visit'}`
    : `${'toFacilityName' in v && v.toFacilityName ? v.toFacilityName : 'Outgoing visit'}`;

/**
 * A visit's page with its tabs, for the security office (/visits/{kind}/{id}/{tab}) or for the employee who
 * asked for it (`self`: /my-portal/requests/{id}/{kind}-visit/{tab}).
 */
export const VisitDetail = ({ kind, self, title, tabs }: { kind: ListKind; self: boolean; title: string; tabs: VisitTab[] }) => {
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const visit = useVisit(kind, id);
  const base = self ? myVisitPath(kind, id, '') : visitPath(kind, id, '');
  const first = (pathname.split(base)[1] ?? '').split('/')[0];
  const current = tabs.some((t) => t.path === first) ? first : tabs[0].path;
  return (
    <ResourceContextProvider value={KIND_RESOURCE[kind]}>
      <Title title={title} />
      <Box sx={{ mt: 1 }}>
        {visit.data ? (
          <>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
              <Typography variant="h5" component="h1">
                {heading(kind, visit.data)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {title} · {formatDate(visit.data.startDate)} – {formatDate(visit.data.endDate)}
              </Typography>
              <VisitStatusChip status={visit.data.visitStatus} />
            </Stack>
            <Tabs value={current} sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }} aria-label={title}>
              {tabs.map((t) => (
                <Tab key={t.path} value={t.path} label={t.label} component={RouterLink} to={`${base}${t.path}`} />
              ))}
            </Tabs>
            <Routes>
              <Route index element={<Navigate to={tabs[0].path} replace />} />
              {tabs.map((t) => (
                <Route key={t.path} path={t.path} element={t.render(visit.data)} />
              ))}
              <Route path="*" element={<Navigate to={tabs[0].path} replace />} />
            </Routes>
          </>
        ) : (
          <LoadState isPending={visit.isPending} error={visit.error} />
        )}
      </Box>
    </ResourceContextProvider>
  );
};

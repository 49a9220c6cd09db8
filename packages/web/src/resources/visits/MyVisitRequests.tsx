import { Link as RouterLink } from 'react-router-dom';
import { Button, Stack, Table, TableBody, TableCell, TableHead, TableRow, Link } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useQuery } from '@tanstack/react-query';
import { labelOf, VISIT_KIND, VISIT_PAGE_TEXT as T } from '@clearline/shared';
import { api, dataOf, listRange } from '../../api/client';
import { PortalCard } from '../../pages/my-portal/PortalCard';
import { formatDate } from '../../lib/dates';
import { useGranted } from '../../lib/useGranted';
import { VisitStatusChip } from './VisitStatusChip';
import { myVisitPath } from './visitKinds';
import type { VisitSummary } from './visitApi';

/** The page of one of my incoming or outgoing visits in My Portal. */
const pathOf = (v: VisitSummary) => myVisitPath(v.visitKind === 'INCOMING' ? 'INCOMING' : 'OUTGOING', v.id);

/** My Portal, requests tab: my incoming and outgoing visit requests and visits (GET /visits/me; FOCI visits have their own card), and the request forms. */
export const MyVisitRequests = () => {
  const canRequest = useGranted('SELF_SERVICE', 'CREATE');
  const q = useQuery({
    queryKey: ['my-portal', 'visits'],
    queryFn: async ({ signal }) => dataOf(await api.GET('/api/v1/visits/me', { params: { query: listRange(0, 199) as never }, signal })),
    select: (rows) => rows.filter((v) => v.visitKind !== 'FOCI'),
  });
  return (
    <PortalCard
      title={T.myVisitRequests}
      testId="my-visit-requests"
      query={q}
      empty={T.noVisitRequests}
      count={q.data?.length}
      action={
        canRequest && (
          <Stack direction="row" spacing={1}>
            <Button component={RouterLink} to="/my-portal/requests/outgoing-visit" size="small" variant="contained" startIcon={<AddIcon />}>
              {T.requestOutgoingTitle}
            </Button>
            <Button component={RouterLink} to="/my-portal/requests/incoming-visit" size="small" variant="outlined" startIcon={<AddIcon />}>
              {T.requestIncomingTitle}
            </Button>
          </Stack>
        )
      }
    >
      <Table size="small" aria-label={T.myVisitRequests}>
        <TableHead>
          <TableRow>
            <TableCell>Kind</TableCell>
            <TableCell>Visit</TableCell>
            <TableCell>Dates</TableCell>
            <TableCell>Status</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {(q.data ?? []).map((v) => (
            <TableRow key={`${v.visitKind}-${v.id}`}>
              <TableCell>{labelOf(VISIT_KIND, v.visitKind)}</TableCell>
              <TableCell>
                <Link component={RouterLink} to={pathOf(v)}>
                  {v.counterpart || v.visitPurpose || labelOf(VISIT_KIND, v.visitKind)}
                </Link>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatDate(v.startDate)} – {formatDate(v.endDate)}
              </TableCell>
              <TableCell>
                <VisitStatusChip status={v.visitStatus} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </PortalCard>
  );
};

import { Link as RouterLink } from 'react-router-dom';
import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  CardHeader,
  Chip,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { labelOf, NOT_STATED, TERMINATION_MESSAGES as M, TERMINATION_REASON } from '@clearline/shared';
import type { Schema } from '../../../api/client';
import { formatDate } from '../../../lib/dates';
import { LoadState } from '../../../lib/LoadState';
import { useGranted } from '../../../lib/useGranted';
import { dataProvider } from '../../../providers/dataProvider';
import { PENDING_TERMINATIONS_RESOURCE } from './pendingTerminations';

type Termination = Schema<'TerminationView'>;

/**
 * The security officer's "pending terminations" tile: how many terminations wait for acceptance (high-risk
 * ones counted apart), the earliest five, and the way to the Terminate Employee page where they are accepted.
 */
export const PendingTerminationsCard = ({ facilityId }: { facilityId?: string }) => {
  const mayView = useGranted('TERMINATE_EMPLOYEE', 'VIEW');
  const filter = facilityId ? { facilityId } : {};
  const list = (extra: Record<string, unknown>, perPage: number) =>
    dataProvider.getList<Termination>(PENDING_TERMINATIONS_RESOURCE, {
      pagination: { page: 1, perPage },
      sort: { field: 'terminationDate', order: 'ASC' },
      filter: { ...filter, ...extra },
    });
  const q = useQuery({
    queryKey: ['dashboard', 'pending-terminations', facilityId ?? ''],
    enabled: mayView,
    queryFn: async () => {
      const [all, high] = await Promise.all([list({}, 5), list({ isHighRisk: true }, 1)]);
      return { rows: all.data, total: all.total ?? all.data.length, highRisk: high.total ?? high.data.length };
    },
  });
  if (!mayView) return null;
  const d = q.data;
  return (
    <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column' }} data-testid="dashboard-pending-terminations">
      <CardHeader title={M.pendingTitle} subheader="Terminations waiting for the FSO to accept them" />
      <CardContent sx={{ pt: 0, flexGrow: 1 }}>
        {!d ? (
          <LoadState isPending={q.isPending} error={q.error} />
        ) : (
          <>
            <Stack direction="row" sx={{ justifyContent: 'space-around' }}>
              <Box sx={{ textAlign: 'center' }}>
                <Typography variant="h5" component="p" data-testid="pending-terminations-total">
                  {d.total}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  Pending
                </Typography>
              </Box>
              <Box sx={{ textAlign: 'center' }}>
                <Typography
                  variant="h5"
                  component="p"
                  sx={{ color: d.highRisk ? 'error.main' : undefined }}
                  data-testid="pending-terminations-high-risk"
                >
                  {d.highRisk}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  High risk
                </Typography>
              </Box>
            </Stack>
            {!!d.rows.length && (
              <Table size="small" aria-label={M.pendingTitle} sx={{ mt: 1 }}>
                <TableBody>
                  {d.rows.map((t) => (
                    <TableRow key={t.id}>
                      <TableCell>
                        <Link component={RouterLink} to={`/personnel/${t.personnelId}/open-actions`}>
                          {t.personnelName}
                        </Link>
                        <Typography variant="body2" color="text.secondary">
                          {labelOf(TERMINATION_REASON, t.reason) || NOT_STATED} · {t.openActions} open actions
                        </Typography>
                      </TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {t.isHighRisk && <Chip size="small" color="error" label={M.isHighRisk} sx={{ mr: 1 }} />}
                        {formatDate(t.terminationDate)}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </>
        )}
      </CardContent>
      <CardActions>
        <Button component={RouterLink} to="/personnel/terminate-employee" size="small">
          {M.pendingTitle}
        </Button>
      </CardActions>
    </Card>
  );
};

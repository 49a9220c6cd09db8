import { Link as RouterLink } from 'react-router-dom';
import { Card, CardContent, CardHeader, Link, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { CLEARANCE_LEVEL, CLEARANCE_VERIFICATION_MESSAGES as M, labelOf } from '@clearline/shared';
import { api, dataOf, listRange } from '../../api/client';
import { formatDate } from '../../lib/dates';
import { LoadState } from '../../lib/LoadState';

/**
 * The security officer's "clearance verifications waiting" tile: verifications the person answered that wait for the
 * FSO's review (NEEDS_REVIEW), the oldest first; each opens 'Verify Clearance' under its facility's Open Actions.
 */
export const ClearanceVerificationsCard = ({ facilityId }: { facilityId?: string }) => {
  const q = useQuery({
    queryKey: ['dashboard', 'clearance-verifications', facilityId ?? ''],
    queryFn: async ({ signal }) => {
      const res = await api.GET('/api/v1/personnel/clearance-verification', {
        params: { query: { status: 'NEEDS_REVIEW', sort: 'createdAt,asc', ...listRange(0, 9), ...(facilityId ? { facilityId } : {}) } },
        signal,
      });
      const rows = dataOf(res);
      return { rows, total: Number(res.response.headers.get('X-Total-Count') ?? rows.length) };
    },
  });
  const d = q.data;
  return (
    <Card sx={{ height: '100%' }} data-testid="dashboard-clearance-verifications">
      <CardHeader title={M.waitingTile} subheader={M.waitingTileHint} />
      <CardContent sx={{ pt: 0 }}>
        {!d ? (
          <LoadState isPending={q.isPending} error={q.error} />
        ) : (
          <>
            <Typography variant="h4" component="p" color={d.total ? 'warning.main' : 'text.primary'} aria-label={M.waitingTile}>
              {d.total}
            </Typography>
            <Table size="small" aria-label={M.section}>
              <TableBody>
                {d.rows.map((v) => (
                  <TableRow key={v.id}>
                    <TableCell>
                      <Link component={RouterLink} to={`/facilities/${v.facilityId}/openActions/clearance-verification/${v.id}`}>
                        {v.personName}
                      </Link>
                      <Typography variant="body2" color="text.secondary">
                        {labelOf(CLEARANCE_LEVEL, v.onRecord.pclEligibility ?? '')} · {v.facilityName}
                      </Typography>
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {formatDate(v.attestedAt)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </>
        )}
      </CardContent>
    </Card>
  );
};

import { Link as RouterLink } from 'react-router-dom';
import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  CardHeader,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { CONTRACT_EFFECTIVE_STATUS, DUE_WINDOW, DUE_WINDOW_VALUES, labelOf, PM_PORTAL_MESSAGES as M } from '@clearline/shared';
import { api, dataOf } from '../../api/client';
import { formatDate } from '../../lib/dates';
import { filteredListPath } from '../../lib/listLink';
import { LoadState } from '../../lib/LoadState';
import { DUE_WINDOW_TONE } from '../../layout/theme';

/** The contracts list with the contracts whose period of performance ends on or before the day (the tile's contracts and the closed ones). */
export const contractsEndingListPath = (until: string) =>
  filteredListPath('contracts', { popEndDate_lte: until, status: ['ACTIVE', 'CLOSING'] });

/**
 * The security officer's "contracts ending" tile: contracts not closed whose period of performance ends
 * within 90 days or has ended, by window, the earliest first; each opens the contract.
 */
export const ContractsEndingCard = ({ facilityId }: { facilityId?: string }) => {
  const q = useQuery({
    queryKey: ['dashboard', 'contracts-ending', facilityId ?? ''],
    queryFn: async ({ signal }) =>
      dataOf(await api.GET('/api/v1/dashboard/contracts-ending', { params: { query: facilityId ? { facilityId } : {} }, signal })),
  });
  const d = q.data;
  return (
    <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column' }} data-testid="dashboard-contracts-ending">
      <CardHeader title={M.contractsEnding} subheader={M.contractsEndingCaption} />
      <CardContent sx={{ pt: 0, flexGrow: 1 }}>
        {!d ? (
          <LoadState isPending={q.isPending} error={q.error} />
        ) : !d.contracts.length ? (
          <Typography color="text.secondary">{M.noContractsEnding}</Typography>
        ) : (
          <>
            <Stack direction="row" sx={{ justifyContent: 'space-between' }} aria-label={M.contractsEnding}>
              {DUE_WINDOW_VALUES.map((w) => (
                <Box key={w} sx={{ textAlign: 'center', flex: 1 }}>
                  <Typography variant="h5" component="p" sx={{ color: `${DUE_WINDOW_TONE[w]}.main` }} data-testid={`contracts-ending-${w}`}>
                    {d.windows.find((c) => c.window === w)?.count ?? 0}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {DUE_WINDOW[w]}
                  </Typography>
                </Box>
              ))}
            </Stack>
            <Table size="small" aria-label={M.endingSoon} sx={{ mt: 1 }}>
              <TableBody>
                {d.contracts.map((c) => (
                  <TableRow key={c.id}>
                    <TableCell>
                      <Link component={RouterLink} to={`/contracts/${c.id}/contract-info`} sx={{ whiteSpace: 'nowrap' }}>
                        {c.contractNumber}
                      </Link>
                      <Typography variant="body2" color="text.secondary">
                        {c.contractName} · {labelOf(CONTRACT_EFFECTIVE_STATUS, c.effectiveStatus)}
                      </Typography>
                    </TableCell>
                    <TableCell align="right" sx={{ color: `${DUE_WINDOW_TONE[c.window]}.main`, whiteSpace: 'nowrap', fontWeight: 600 }}>
                      {c.window === 'OVERDUE' ? M.endedOn(formatDate(c.popEndDate)) : M.endsOn(formatDate(c.popEndDate))}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </>
        )}
      </CardContent>
      {d && !!d.contracts.length && (
        <CardActions>
          <Button component={RouterLink} to={contractsEndingListPath(d.until)} size="small">
            {M.openContracts}
          </Button>
        </CardActions>
      )}
    </Card>
  );
};

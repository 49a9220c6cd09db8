import { Link as RouterLink } from 'react-router-dom';
import { Card, CardContent, CardHeader, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { DASHBOARD_MESSAGES as M } from '@clearline/shared';
import { api, dataOf } from '../../api/client';
import { LoadState } from '../../lib/LoadState';

/** The provider's tenants (all, or those their MSS organization manages) with their people's open and overdue actions. */
export const ManagedTenants = () => {
  const q = useQuery({
    queryKey: ['dashboard', 'managed-tenants'],
    queryFn: async ({ signal }) => dataOf(await api.GET('/api/v1/dashboard/managed-tenants', { signal })),
  });
  return (
    <Card sx={{ mt: 2 }} data-testid="managed-tenants">
      <CardHeader title={M.managedTenants} />
      <CardContent sx={{ pt: 0 }}>
        {!q.data ? (
          <LoadState isPending={q.isPending} error={q.error} />
        ) : !q.data.length ? (
          <Typography color="text.secondary">{M.noTenants}</Typography>
        ) : (
          <Table size="small" aria-label={M.managedTenants}>
            <TableHead>
              <TableRow>
                <TableCell>{M.tenant}</TableCell>
                <TableCell align="right">{M.openActionCount}</TableCell>
                <TableCell align="right">{M.overdueCount}</TableCell>
                <TableCell align="right">{M.dueSoonCount}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {q.data.map((t) => (
                <TableRow key={t.tenantId} data-testid={`managed-tenant-${t.tenantId}`}>
                  <TableCell>
                    <Link component={RouterLink} to={`/tenants/${t.tenantId}`}>
                      {t.name}
                    </Link>
                  </TableCell>
                  <TableCell align="right">{t.openActions}</TableCell>
                  <TableCell align="right" sx={t.overdueActions ? { color: 'error.main', fontWeight: 600 } : undefined}>
                    {t.overdueActions}
                  </TableCell>
                  <TableCell align="right">{t.dueSoonActions}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
};

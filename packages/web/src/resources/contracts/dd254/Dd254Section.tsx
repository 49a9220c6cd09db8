import { Link as RouterLink } from 'react-router-dom';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  Chip,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import AddIcon from '@mui/icons-material/Add';
import { useQuery } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { DD254_KIND, DD254_MESSAGES, DD254_STATUS } from '@clearline/shared';
import { api, dataOf } from '../../../api/client';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { LoadState } from '../../../lib/LoadState';
import { useGranted } from '../../../lib/useGranted';
import { dd254Path, downloadDd254Pdf } from './dd254Api';

/** The version's name as the form's block 3 gives it: Original, Revision n, Final. */
export const versionName = (v: { kind: keyof typeof DD254_KIND; revisionNumber: number }) =>
  v.kind === 'REVISED' ? `Revision ${v.revisionNumber}` : DD254_KIND[v.kind];

/** The contract's DD Form 254 versions, shown on the contract-info tab: open, add, and the PDF of each. */
export const Dd254Section = ({ contractId }: { contractId: string }) => {
  const notify = useNotify();
  const canCreate = useGranted('CONTRACTS', 'CREATE');
  const q = useQuery({
    queryKey: ['dd254', contractId],
    queryFn: async ({ signal }) => dataOf(await api.GET('/api/v1/contracts/{id}/dd254', { params: { path: { id: contractId } }, signal })),
  });
  const versions = q.data ?? [];
  const pdf = async (dd254Id: string) => {
    const r = await downloadDd254Pdf(contractId, dd254Id);
    notify(r.message, { type: r.ok ? 'info' : 'error' });
  };
  return (
    <Card variant="outlined" data-testid="dd254-section">
      <CardHeader
        title={DD254_MESSAGES.section}
        titleTypographyProps={{ variant: 'h6' }}
        action={
          canCreate && q.data && versions.length === 0 ? (
            <Button component={RouterLink} to={dd254Path(contractId, 'add')} startIcon={<AddIcon />} variant="contained" size="small">
              {DD254_MESSAGES.add}
            </Button>
          ) : undefined
        }
      />
      <CardContent sx={{ pt: 0 }}>
        {!q.data ? (
          <LoadState isPending={q.isPending} error={q.error} />
        ) : versions.length === 0 ? (
          <Typography color="text.secondary">{DD254_MESSAGES.none}</Typography>
        ) : (
          <Table size="small" aria-label={DD254_MESSAGES.section}>
            <TableHead>
              <TableRow>
                <TableCell>Version</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Issued</TableCell>
                <TableCell>Next Review</TableCell>
                <TableCell align="right">PDF</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {versions.map((v) => (
                <TableRow key={v.id} hover>
                  <TableCell>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <RouterLink to={dd254Path(contractId, v.id)}>{versionName(v)}</RouterLink>
                      {v.current && <Chip size="small" color="success" label="In force" />}
                    </Stack>
                  </TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      variant="outlined"
                      color={v.status === 'DRAFT' ? 'warning' : 'default'}
                      label={DD254_STATUS[v.status]}
                    />
                  </TableCell>
                  <TableCell>{v.issuedAt ? formatDateTime(v.issuedAt) : ''}</TableCell>
                  <TableCell>{v.nextReviewDate ? formatDate(v.nextReviewDate) : ''}</TableCell>
                  <TableCell align="right">
                    <Tooltip title={`Download ${versionName(v)} PDF`}>
                      <IconButton size="small" aria-label={`Download ${versionName(v)} PDF`} onClick={() => void pdf(v.id)}>
                        <PictureAsPdfIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
};

export default Dd254Section;

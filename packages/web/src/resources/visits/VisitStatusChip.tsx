import { Chip } from '@mui/material';
import { labelOf, VISIT_STATUS, type VisitStatus } from '@clearline/shared';

const STATUS_COLOR: Record<VisitStatus, 'default' | 'info' | 'success' | 'error' | 'warning'> = {
  DRAFT: 'default',
  SUBMITTED: 'info',
  APPROVED: 'success',
  DENIED: 'error',
  CANCELLED: 'default',
  COMPLETED: 'success',
  EXPIRED: 'warning',
};

/** A visit's status as a labelled chip (lists, detail headers, My Portal). */
export const VisitStatusChip = ({ status }: { status: VisitStatus }) => (
  <Chip
    size="small"
    variant={status === 'APPROVED' || status === 'DENIED' ? 'filled' : 'outlined'}
    color={STATUS_COLOR[status]}
    label={labelOf(VISIT_STATUS, status)}
    data-testid="visit-status"
  />
);

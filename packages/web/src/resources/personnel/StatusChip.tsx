import { Chip } from '@mui/material';
import { labelOf, PERSONNEL_STATUS, PERSONNEL_STATUS_COLOR, type PersonnelStatus } from '@clearline/shared';

/** The person's status chip: Active, Inactive, In Progress or Suspended (spec 02 §4). */
export const StatusChip = ({ status }: { status: PersonnelStatus | null | undefined }) =>
  status ? <Chip size="small" label={labelOf(PERSONNEL_STATUS, status)} color={PERSONNEL_STATUS_COLOR[status]} variant="outlined" /> : null;

/** A chip for any status value with its label map. */
export const ValueChip = ({
  value,
  labels,
  color = 'default',
}: {
  value: string | null | undefined;
  labels: Readonly<Record<string, string>>;
  color?: 'default' | 'success' | 'info' | 'warning' | 'error';
}) => (value ? <Chip size="small" label={labelOf(labels, value)} color={color} variant="outlined" /> : null);

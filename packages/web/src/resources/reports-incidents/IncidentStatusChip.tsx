import { Chip } from '@mui/material';
import { INCIDENT_STATUS, INCIDENT_STATUS_COLOR, type IncidentStatus } from '@clearline/shared';

/** An incident's status as a coloured chip with its label. */
export const IncidentStatusChip = ({ status }: { status: IncidentStatus }) => (
  <Chip size="small" variant="outlined" label={INCIDENT_STATUS[status]} color={INCIDENT_STATUS_COLOR[status]} />
);

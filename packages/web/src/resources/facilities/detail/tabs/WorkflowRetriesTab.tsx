import { Typography } from '@mui/material';

/** The WorkflowRetries tab of a facility; its records are built with the facility detail issue. */
export const WorkflowRetriesTab = ({ facilityId }: { facilityId: string }) => (
  <Typography color="text.secondary" data-facility={facilityId}>
    Not built yet.
  </Typography>
);

import { Typography } from '@mui/material';

/** The OpenActions tab of a facility; its records are built with the facility detail issue. */
export const OpenActionsTab = ({ facilityId }: { facilityId: string }) => (
  <Typography color="text.secondary" data-facility={facilityId}>
    Not built yet.
  </Typography>
);

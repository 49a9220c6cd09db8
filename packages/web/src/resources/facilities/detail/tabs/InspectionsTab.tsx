import { Typography } from '@mui/material';

/** The Inspections tab of a facility; its records are built with the facility detail issue. */
export const InspectionsTab = ({ facilityId }: { facilityId: string }) => (
  <Typography color="text.secondary" data-facility={facilityId}>
    Not built yet.
  </Typography>
);

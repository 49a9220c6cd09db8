import { Typography } from '@mui/material';

/** The SecurityEnhancement tab of a facility; its records are built with the facility detail issue. */
export const SecurityEnhancementTab = ({ facilityId }: { facilityId: string }) => (
  <Typography color="text.secondary" data-facility={facilityId}>
    Not built yet.
  </Typography>
);

import { Typography } from '@mui/material';

/** The FacilityDocuments tab of a facility; its records are built with the facility detail issue. */
export const FacilityDocumentsTab = ({ facilityId }: { facilityId: string }) => (
  <Typography color="text.secondary" data-facility={facilityId}>
    Not built yet.
  </Typography>
);

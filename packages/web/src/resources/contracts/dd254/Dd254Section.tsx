import { Typography } from '@mui/material';

/** The contract's DD Form 254 versions, shown on the contract-info tab; built with the DD254 editor. */
export const Dd254Section = ({ contractId }: { contractId: string }) => (
  <Typography color="text.secondary" data-contract={contractId}>
    Not built yet.
  </Typography>
);

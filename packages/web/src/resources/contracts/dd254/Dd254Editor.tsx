import { Typography } from '@mui/material';
import { useParams } from 'react-router-dom';

/**
 * /contracts/{id}/contract-info/dd254/add and /contracts/{id}/contract-info/dd254/{dd254Id}: the DD Form 254
 * editor with its PDF; built with the DD254 issue work.
 */
export const Dd254Editor = () => {
  const { id, dd254Id } = useParams();
  return (
    <Typography color="text.secondary" data-contract={id} data-dd254={dd254Id}>
      Not built yet.
    </Typography>
  );
};

export default Dd254Editor;

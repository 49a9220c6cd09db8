import { useParams } from 'react-router-dom';
import { Typography } from '@mui/material';

/** /my-portal/portal/clearance-verification/{requestId}: the person's answer to a clearance verification request. */
const ClearanceVerificationAnswer = () => {
  const { requestId } = useParams();
  return (
    <Typography variant="h6" component="h2" data-request-id={requestId}>
      Clearance Verification
    </Typography>
  );
};

export default ClearanceVerificationAnswer;

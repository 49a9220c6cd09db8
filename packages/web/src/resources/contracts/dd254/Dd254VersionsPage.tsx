import { useParams } from 'react-router-dom';
import { Box } from '@mui/material';
import { Title } from 'react-admin';
import { DD254_MESSAGES } from '@clearline/shared';
import { Dd254Section } from './Dd254Section';

/** /contracts/{id}/contract-info/dd254: the contract's DD254 versions on a page of their own. */
const Dd254VersionsPage = () => {
  const { id = '' } = useParams();
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={DD254_MESSAGES.section} />
      <Dd254Section contractId={id} />
    </Box>
  );
};

export default Dd254VersionsPage;

import { Button } from '@mui/material';
import { Link } from 'react-router-dom';
import { LABELS, MESSAGES } from '@clearline/shared/messages';
import { ErrorScreen } from '../components/ErrorScreen';

const NotFoundPage = () => (
  <ErrorScreen
    message={MESSAGES.pageNotFound}
    action={
      <Button variant="contained" component={Link} to="/">
        {LABELS.goHome}
      </Button>
    }
  />
);

export default NotFoundPage;

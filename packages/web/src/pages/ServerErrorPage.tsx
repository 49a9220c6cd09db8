import { UnrecoverableError } from '../components/UnrecoverableError';

const ServerErrorPage = () => <UnrecoverableError />;

export default ServerErrorPage;

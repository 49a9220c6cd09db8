import { useParams } from 'react-router-dom';
import NotFoundPage from '../../pages/NotFoundPage';
import { IncidentDetail } from './IncidentDetail';
import { typeOfSlug } from './incidentTypes';

/** /reports-incidents/{slug}/{id}/(general|document): a report as the security office works it. */
export const IncidentDetailPage = () => {
  const { slug = '', id = '' } = useParams();
  const type = typeOfSlug(slug);
  if (!type) return <NotFoundPage />;
  return <IncidentDetail id={id} type={type} base={`/reports-incidents/${slug}/${id}`} mode="officer" />;
};

export default IncidentDetailPage;

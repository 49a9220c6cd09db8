import { VISIT_STATUS_MOVES } from '@clearline/shared';
import { useGranted } from '../../../lib/useGranted';
import { VisitDocumentsTab } from '../../visits';
import { fociVisitsApi, type FociVisit } from '../fociVisitsApi';

/** Tab documents: the visit's documents (read-only once the visit is closed). */
export const FociDocumentsTab = ({ visit }: { visit: FociVisit }) => {
  const canUpdate = useGranted('FOCI_VISITS', 'UPDATE');
  const open = VISIT_STATUS_MOVES[visit.visitStatus].length > 0 && visit.visitStatus !== 'DENIED';
  const calls = fociVisitsApi.documents(visit.id);
  const editable = canUpdate && open;
  return (
    <VisitDocumentsTab
      queryKey={['foci-visits', visit.id, 'documents']}
      calls={editable ? calls : { list: calls.list, add: calls.add }}
      canAdd={editable}
    />
  );
};

import { useGranted } from '../../../../lib/useGranted';
import { FacilityEdit } from '../../FacilityEdit';

/** The Facility Details tab: the facility's own record and picture, edited in place. */
export const FacilityDetailsTab = () => <FacilityEdit canEdit={useGranted('FACILITIES', 'UPDATE')} />;

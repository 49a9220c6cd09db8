import { FacilityEdit } from '../../FacilityEdit';

/** The Facility Details tab: the facility's own record, edited in place. */
export const FacilityDetailsTab = () => <FacilityEdit />;

import { SaveButton, Toolbar, useRecordContext } from 'react-admin';
import type { Schema } from '../../api/client';

type Facility = Schema<'FacilityView'>;

/** Save (none for a deactivated facility: it is read-only). The state actions and deletes sit in the detail header. */
export const FacilityToolbar = () => {
  const record = useRecordContext<Facility>();
  if (record?.deactivated) return null;
  return (
    <Toolbar>
      <SaveButton />
    </Toolbar>
  );
};

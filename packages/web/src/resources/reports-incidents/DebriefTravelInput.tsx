import { useWatch } from 'react-hook-form';
import { FOREIGN_TRAVEL_DEBRIEF_MESSAGES } from '@clearline/shared';
import { ChoiceInput } from '../../components/inputs';
import { formatDate } from '../../lib/dates';
import { usePersonForeignTravel, type ForeignTravelRow } from './incidentApi';

/** A travel as a choice: its countries and dates. */
export const travelName = (t: Pick<ForeignTravelRow, 'countries' | 'departureDate' | 'returnDate'>) =>
  `${t.countries || 'Foreign travel'} (${formatDate(t.departureDate)} – ${formatDate(t.returnDate)})`;

/**
 * The foreign travel a debrief closes: a submitted travel of the person (the one picked on the form, or
 * `personnelId` for my own) not debriefed yet; an existing debrief keeps its travel.
 */
export const DebriefTravelInput = ({ personnelId }: { personnelId?: string }) => {
  const picked = useWatch({ name: 'personnelId' }) as string | undefined;
  const chosen = useWatch({ name: 'details.foreignTravelId' }) as string | undefined;
  const travels = usePersonForeignTravel(personnelId ?? picked);
  const rows = (travels.data ?? []).filter((t) => t.id === chosen || (!t.debriefId && t.status !== 'DRAFT' && t.status !== 'CLOSED'));
  return (
    <ChoiceInput
      source="details.foreignTravelId"
      label={FOREIGN_TRAVEL_DEBRIEF_MESSAGES.labels.foreignTravelId}
      options={rows.map((t) => ({ id: t.id, name: travelName(t) }))}
      required
      sx={{ minWidth: 360 }}
    />
  );
};

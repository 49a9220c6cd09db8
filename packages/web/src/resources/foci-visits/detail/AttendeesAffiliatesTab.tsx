import { useEffect, useState } from 'react';
import { Button, Card, CardContent, Stack } from '@mui/material';
import { useNotify, useRefresh } from 'react-admin';
import { FOCI_VISIT_MESSAGES as M, VISIT_STATUS_MOVES } from '@clearline/shared';
import { usePersonnelChoices } from '../../../lib/choices';
import { failureMessage } from '../../../lib/feedback';
import { affiliatesOf, AffiliateRows, AttendeeRows, attendeesOf, rowsOf, type ParticipantRow } from '../FociParticipantsEditor';
import { useGranted } from '../../../lib/useGranted';
import { fociVisitsApi, type FociVisit } from '../fociVisitsApi';

/** Tab attendees-affiliates: who comes (people of the tenant or foreign nationals) and whom they represent; saved together. */
export const AttendeesAffiliatesTab = ({ visit }: { visit: FociVisit }) => {
  const notify = useNotify();
  const refresh = useRefresh();
  const people = usePersonnelChoices();
  const canUpdate = useGranted('FOCI_VISITS', 'UPDATE');
  const readOnly = !canUpdate || VISIT_STATUS_MOVES[visit.visitStatus].length === 0 || visit.visitStatus === 'DENIED';
  const [attendees, setAttendees] = useState<ParticipantRow[]>(() => rowsOf(visit.attendees));
  const [affiliates, setAffiliates] = useState<ParticipantRow[]>(() => rowsOf(visit.affiliates));
  const [busy, setBusy] = useState(false);
  // the list copy of a visit comes without its participants: take them when the visit's own answer arrives
  useEffect(() => setAttendees(rowsOf(visit.attendees)), [visit.attendees]);
  useEffect(() => setAffiliates(rowsOf(visit.affiliates)), [visit.affiliates]);

  const save = async () => {
    setBusy(true);
    try {
      await fociVisitsApi.participants(visit.id, attendeesOf(attendees), affiliatesOf(affiliates));
      notify(M.participantsSaved, { type: 'success' });
      refresh();
    } catch (error) {
      notify(failureMessage(error, 'Failed To Save Attendees & Affiliates'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card variant="outlined">
      <CardContent>
        <AttendeeRows rows={attendees} onChange={setAttendees} readOnly={readOnly} people={people.data ?? []} />
        <AffiliateRows rows={affiliates} onChange={setAffiliates} readOnly={readOnly} />
        {!readOnly && (
          <Stack direction="row">
            <Button variant="contained" disabled={busy} onClick={save}>
              Save Attendees & Affiliates
            </Button>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
};

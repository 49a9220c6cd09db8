import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { BooleanInput, SaveButton, SimpleForm, Title, Toolbar, useNotify } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { FOCI_VISIT_MESSAGES as M, MY_PORTAL_MESSAGES, TEXT_LIMITS } from '@clearline/shared';
import { DateInput, LimitedTextInput } from '../../../components/inputs';
import { failureMessage } from '../../../lib/feedback';
import { affiliatesOf, AffiliateRows, AttendeeRows, attendeesOf, newRow, type ParticipantRow } from '../../../resources/foci-visits';
import { blankToNull } from '../../../lib/values';
import { myFociKey, requestFociVisit, type FociVisitRequest } from './fociRequestApi';

const grid = { display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2 } as const;

/** /my-portal/requests/foci-visit: an employee asks the security office for a FOCI visit, with its attendees and affiliates. */
const FociVisitRequestPage = () => {
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [attendees, setAttendees] = useState<ParticipantRow[]>(() => [newRow()]);
  const [affiliates, setAffiliates] = useState<ParticipantRow[]>(() => [newRow()]);

  const submit = async (values: Record<string, unknown>) => {
    const body: FociVisitRequest = {
      startDate: values.startDate as string,
      endDate: values.endDate as string,
      visitLocation: blankToNull(values.visitLocation) as string | null,
      visitPurpose: blankToNull(values.visitPurpose) as string | null,
      description: blankToNull(values.description) as string | null,
      commercial: values.commercial === true,
      attendees: attendeesOf(attendees),
      affiliates: affiliatesOf(affiliates),
    };
    try {
      const saved = await requestFociVisit(body);
      notify(M.requested, { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: myFociKey });
      navigate(`/my-portal/requests/${saved.id}/foci-visit/visit-information`);
    } catch (error) {
      notify(failureMessage(error, 'Failed To Request FOCI Visit'), { type: 'error' });
    }
  };

  return (
    <Box sx={{ mt: 1 }}>
      <Title title={`${MY_PORTAL_MESSAGES.title} – ${M.requestTitle}`} />
      <Typography variant="h5" component="h1" gutterBottom>
        {M.requestTitle}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Representatives of a foreign owner or government meeting the company need the security office’s approval first. Your request goes to
        the FSO as Submitted.
      </Typography>
      <Card variant="outlined">
        <SimpleForm
          onSubmit={submit}
          toolbar={
            <Toolbar>
              <SaveButton label="Submit Request" alwaysEnable />
            </Toolbar>
          }
        >
          <Box sx={{ width: '100%' }}>
            <Box sx={grid}>
              <DateInput source="startDate" label={M.labels.startDate} required />
              <DateInput source="endDate" label={M.labels.endDate} required minSource="startDate" minLabel={M.labels.startDate} />
              <LimitedTextInput source="visitLocation" label={M.labels.visitLocation} />
              <BooleanInput source="commercial" label={M.labels.commercial} helperText="A business visit rather than a governance one" />
            </Box>
            <LimitedTextInput source="visitPurpose" label={M.labels.visitPurpose} multiline fullWidth />
            <LimitedTextInput
              source="description"
              label={M.labels.description}
              multiline
              minRows={2}
              max={TEXT_LIMITS.narrative}
              fullWidth
            />
            <CardContent sx={{ px: 0 }}>
              <AttendeeRows rows={attendees} onChange={setAttendees} />
              <AffiliateRows rows={affiliates} onChange={setAffiliates} />
            </CardContent>
          </Box>
        </SimpleForm>
      </Card>
    </Box>
  );
};

export default FociVisitRequestPage;

import { useNavigate } from 'react-router-dom';
import { Box, Card, CardContent } from '@mui/material';
import { Form, SaveButton, Title, useNotify } from 'react-admin';
import { CLEARANCE_ACTION, CLEARANCE_VERIFICATION_MESSAGES as M, type ClearanceAction } from '@clearline/shared';
import { ChoiceInput, DateInput, LimitedTextInput } from '../../../components/inputs';
import { clearanceVerificationApi } from '../../../lib/clearanceVerification';
import { failureMessage } from '../../../lib/feedback';
import { PersonAndClearanceInputs } from './ClearancePicker';

/**
 * 'Clearance Request' (list action, /personnel/clearance-request): ask the FSO or MSS to act on a person's clearance
 * (initiate, re-investigate, CV/CE enrollment, official request, take ownership); it becomes an open action at the
 * clearance's facility and an e-mail to the security office.
 */
const ClearanceRequest = () => {
  const notify = useNotify();
  const navigate = useNavigate();
  const submit = async (values: Record<string, unknown>) => {
    try {
      const r = await clearanceVerificationApi.request({
        personnelId: values.personnelId as string,
        clearanceId: values.clearanceId as string,
        action: values.action as ClearanceAction,
        justification: String(values.justification ?? '').trim(),
        neededBy: (values.neededBy as string | undefined) || null,
      });
      notify(M.requested, { type: 'success' });
      navigate(`/personnel/${r.personnelId}/clearances`);
    } catch (error) {
      notify(failureMessage(error, 'An error occurred while saving.'), { type: 'error' });
    }
  };
  return (
    <Box sx={{ p: 2, maxWidth: 720 }}>
      <Title title={M.clearanceRequestTitle} />
      <Card variant="outlined">
        <CardContent>
          <Form defaultValues={{ personnelId: '', clearanceId: '', action: '', justification: '', neededBy: null }} onSubmit={submit}>
            <PersonAndClearanceInputs />
            <ChoiceInput source="action" label="Action" options={CLEARANCE_ACTION} required />
            <LimitedTextInput source="justification" label="Justification" required multiline minRows={3} max={2000} fullWidth />
            <DateInput source="neededBy" label="Needed By" />
            <Box sx={{ mt: 1 }}>
              <SaveButton label="Submit Request" alwaysEnable />
            </Box>
          </Form>
        </CardContent>
      </Card>
    </Box>
  );
};

export default ClearanceRequest;

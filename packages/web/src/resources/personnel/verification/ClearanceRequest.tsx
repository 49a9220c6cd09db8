import { useNavigate } from 'react-router-dom';
import { Box, Card, CardContent } from '@mui/material';
import { Form, SaveButton, Title, useNotify } from 'react-admin';
import { CLEARANCE_ACTION, CLEARANCE_VERIFICATION_MESSAGES as M, TEXT_LIMITS } from '@clearline/shared';
import type { Schema } from '../../../api/client';
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
      // the spec's clearance request is the person and the clearance: the action and the justification are optional
      const r = await clearanceVerificationApi.request({
        personnelId: values.personnelId as string,
        clearanceId: values.clearanceId as string,
        action: (values.action as Schema<'CreateClearanceRequestDto'>['action']) || null,
        justification: String(values.justification ?? '').trim() || null,
        neededBy: (values.neededBy as string | undefined) || null,
      } as Schema<'CreateClearanceRequestDto'>);
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
            <ChoiceInput source="action" label="Action" options={CLEARANCE_ACTION} />
            <LimitedTextInput source="justification" label="Justification" multiline minRows={3} max={TEXT_LIMITS.message} fullWidth />
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

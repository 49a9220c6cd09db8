import { useNavigate } from 'react-router-dom';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { Form, SaveButton, Title, useNotify } from 'react-admin';
import { CLEARANCE_VERIFICATION_MESSAGES as M } from '@clearline/shared';
import { LimitedTextInput } from '../../../components/inputs';
import { clearanceVerificationApi } from '../../../lib/clearanceVerification';
import { failureMessage } from '../../../lib/feedback';
import { PersonAndClearanceInputs } from './ClearancePicker';

/**
 * 'Request Clearance Verification' (list action, /personnel/clearance-verification): the FSO asks a person to confirm
 * the details of one of their clearances; the person is e-mailed and answers from My Portal.
 */
const RequestClearanceVerification = () => {
  const notify = useNotify();
  const navigate = useNavigate();
  const submit = async (values: Record<string, unknown>) => {
    try {
      const v = await clearanceVerificationApi.create({
        personnelId: values.personnelId as string,
        clearanceId: values.clearanceId as string,
        message: (values.message as string | undefined)?.trim() || null,
      });
      notify(M.sent(v.personName), { type: 'success' });
      navigate(`/facilities/${v.facilityId}/openActions`);
    } catch (error) {
      notify(failureMessage(error, 'An error occurred while saving.'), { type: 'error' });
    }
  };
  return (
    <Box sx={{ p: 2, maxWidth: 720 }}>
      <Title title={M.requestTitle} />
      <Card variant="outlined">
        <CardContent>
          <Typography variant="body2" sx={{ mb: 2 }}>
            The person receives an e-mail and an open action, and confirms or corrects their eligibility, determination date, granting
            agency, latest investigation and continuous evaluation enrollment in My Portal.
          </Typography>
          <Form defaultValues={{ personnelId: '', clearanceId: '', message: '' }} onSubmit={submit}>
            <PersonAndClearanceInputs />
            <LimitedTextInput source="message" label="Message" multiline minRows={2} fullWidth />
            <SaveButton label="Send Request" alwaysEnable />
          </Form>
        </CardContent>
      </Card>
    </Box>
  );
};

export default RequestClearanceVerification;

import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, SaveButton, useNotify } from 'react-admin';
import {
  CLEARANCE_VERIFICATION_DECISION,
  CLEARANCE_VERIFICATION_MESSAGES as M,
  type ClearanceVerificationDecision,
} from '@clearline/shared';
import { ChoiceInput, LimitedTextInput } from '../../../../components/inputs';
import { ClearanceDetailsCompare, clearanceVerificationApi, VerificationStatusChip } from '../../../../lib/clearanceVerification';
import { formatDate, formatDateTime } from '../../../../lib/dates';
import { failureMessage } from '../../../../lib/feedback';
import { LoadState } from '../../../../lib/LoadState';

/**
 * 'Verify Clearance' (/facilities/{id}/openActions/clearance-verification/{requestId}): the FSO compares the person's
 * answers with the record and closes the request, accepting the answers into the clearance record or keeping it.
 */
export const VerifyClearance = ({ facilityId }: { facilityId: string }) => {
  const { requestId = '' } = useParams();
  const notify = useNotify();
  const navigate = useNavigate();
  const client = useQueryClient();
  const key = ['clearance-verification', requestId];
  const q = useQuery({ queryKey: key, queryFn: () => clearanceVerificationApi.get(requestId) });
  const v = q.data;
  const back = `/facilities/${facilityId}/openActions`;

  const submit = async (values: Record<string, unknown>) => {
    if (!v) return;
    try {
      await clearanceVerificationApi.update(requestId, {
        decision: values.decision as ClearanceVerificationDecision,
        reviewNote: (values.reviewNote as string | undefined)?.trim() || null,
        version: v.version,
      });
      notify(M.closed, { type: 'success' });
      await client.invalidateQueries({ queryKey: ['facilities', facilityId, 'open-actions'] });
      await client.invalidateQueries({ queryKey: key });
      navigate(back);
    } catch (error) {
      notify(failureMessage(error, 'An error occurred while saving.'), { type: 'error' });
    }
  };

  return (
    <Box>
      <Button component={RouterLink} to={back} startIcon={<ArrowBackIcon />} size="small" sx={{ mb: 1 }}>
        Open Actions
      </Button>
      <Typography variant="h6" component="h2" gutterBottom>
        {M.verifyTitle}
      </Typography>
      <LoadState isPending={q.isPending} error={q.error} />
      {v && (
        <Stack spacing={2}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="subtitle1">{v.personName}</Typography>
            <VerificationStatusChip status={v.status} />
            <Typography variant="body2" color="text.secondary">
              Sent {formatDate(v.createdAt)} by {v.requestedBy ?? '–'}
              {v.attestedAt && ` · answered and attested ${formatDateTime(v.attestedAt)} by ${v.answeredBy ?? ''}`}
            </Typography>
          </Stack>
          {v.status === 'SENT' && (
            <Alert severity="info">
              Waiting for {v.personName} to answer ({M.expiresOn(formatDate(v.expiresOn))}).
            </Alert>
          )}
          {v.status === 'CLOSED' && (
            <Alert severity="success">
              Closed {formatDate(v.closedAt)} by {v.closedBy}: {v.decision ? CLEARANCE_VERIFICATION_DECISION[v.decision] : ''}
              {v.reviewNote ? ` — ${v.reviewNote}` : ''}
            </Alert>
          )}
          <Card variant="outlined">
            <CardContent>
              <ClearanceDetailsCompare onRecord={v.onRecord} answers={v.answers ?? null} />
            </CardContent>
          </Card>
          {v.canReview && (
            <Card variant="outlined">
              <CardContent>
                <Form defaultValues={{ decision: 'ACCEPT_CHANGES', reviewNote: '' }} onSubmit={submit}>
                  <ChoiceInput source="decision" label="Decision" options={CLEARANCE_VERIFICATION_DECISION} required fullWidth />
                  <LimitedTextInput source="reviewNote" label="Review Note" multiline minRows={2} fullWidth />
                  <SaveButton label="Verify and Close" alwaysEnable />
                </Form>
              </CardContent>
            </Card>
          )}
        </Stack>
      )}
    </Box>
  );
};

import { useParams } from 'react-router-dom';
import { Alert, Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, SaveButton, Title, useNotify } from 'react-admin';
import {
  AGENCY,
  CLEARANCE_LEVEL,
  CLEARANCE_VERIFICATION_ATTESTATION,
  CLEARANCE_VERIFICATION_MESSAGES as M,
  CLEARANCE_VERIFICATION_STATUS,
  ENROLLMENT_STATUS,
  INVESTIGATION_TIER,
  labelOf,
} from '@clearline/shared';
import { ChoiceInput, DateInput, FlagInput, LimitedTextInput } from '../../components/inputs';
import { inlineError, type FieldValidator } from '../../components/inputs/validators';
import type { Schema } from '../../api/client';
import { ClearanceDetailsCompare, clearanceVerificationApi, VerificationStatusChip } from '../../lib/clearanceVerification';
import { formatDate } from '../../lib/dates';
import { failureMessage } from '../../lib/feedback';
import { LoadState } from '../../lib/LoadState';

const attested: FieldValidator = (value) => (value === true ? undefined : inlineError(M.attestationRequired));

const grid = { display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2 } as const;

/**
 * My Portal › Clearance Verification (/my-portal/portal/clearance-verification/{requestId}): the person confirms or
 * corrects the clearance details the security office has on record, attests, and sends the answers for review.
 */
export const ClearanceVerificationAnswer = () => {
  const { requestId = '' } = useParams();
  const notify = useNotify();
  const client = useQueryClient();
  const key = ['clearance-verification', requestId];
  const q = useQuery({ queryKey: key, queryFn: () => clearanceVerificationApi.get(requestId) });
  const v = q.data;

  const submit = async (values: Record<string, unknown>) => {
    if (!v) return;
    const answers = Object.fromEntries(
      [
        'pclEligibility',
        'eligibilityDeterminationDate',
        'clearanceGrantingAgency',
        'investigationType',
        'investigationClosedDate',
        'ceStatus',
        'ceEnteredDate',
        'comments',
      ].map((k) => [k, values[k] === '' || values[k] === undefined ? null : values[k]]),
    ) as unknown as Schema<'ClearanceDetailsDto'>;
    try {
      await clearanceVerificationApi.update(requestId, { answers, attestation: values.attestation === true, version: v.version });
      notify(M.answered, { type: 'success' });
      await client.invalidateQueries({ queryKey: key });
    } catch (error) {
      notify(failureMessage(error, 'An error occurred while saving.'), { type: 'error' });
    }
  };

  return (
    <Box sx={{ p: 2, maxWidth: 960 }}>
      <Title title={M.answerTitle} />
      <LoadState isPending={q.isPending} error={q.error} />
      {v && (
        <Stack spacing={2}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <VerificationStatusChip status={v.status} />
            <Typography variant="body2">
              {labelOf(CLEARANCE_LEVEL, v.onRecord.pclEligibility ?? '')} clearance · {v.facilityName}
            </Typography>
            {v.status === 'SENT' && (
              <Typography variant="body2" color="text.secondary">
                {M.expiresOn(formatDate(v.expiresOn))}
              </Typography>
            )}
          </Stack>
          {v.message && <Alert severity="info">{v.message}</Alert>}
          {v.canAnswer ? (
            <Card variant="outlined">
              <CardContent>
                <Typography variant="body2" sx={{ mb: 2 }}>
                  Check each detail against your clearance and correct what is wrong. The security office compares your answers with its
                  records before updating them.
                </Typography>
                <Form defaultValues={{ ...v.onRecord, comments: '', attestation: false }} onSubmit={submit}>
                  <Box sx={grid}>
                    <ChoiceInput source="pclEligibility" label="Eligibility" options={CLEARANCE_LEVEL} required />
                    <DateInput source="eligibilityDeterminationDate" label="Eligibility Determination Date" />
                    <ChoiceInput source="clearanceGrantingAgency" label="Clearance Granting Agency" options={AGENCY} />
                    <ChoiceInput source="investigationType" label="Investigation Type" options={INVESTIGATION_TIER} />
                    <DateInput source="investigationClosedDate" label="Investigation Closed Date" />
                    <ChoiceInput source="ceStatus" label="CE Enrollment" options={ENROLLMENT_STATUS} />
                    <DateInput source="ceEnteredDate" label="CE Enrollment Date" />
                  </Box>
                  <LimitedTextInput source="comments" label="Comments" multiline minRows={2} fullWidth />
                  <FlagInput source="attestation" label={CLEARANCE_VERIFICATION_ATTESTATION} validate={attested} />
                  <Box sx={{ mt: 2 }}>
                    <SaveButton label="Submit" alwaysEnable />
                  </Box>
                </Form>
              </CardContent>
            </Card>
          ) : (
            <Card variant="outlined">
              <CardContent>
                <Typography variant="body2" sx={{ mb: 1 }}>
                  {v.status === 'SENT'
                    ? 'This request is for another person.'
                    : `This clearance verification is ${labelOf(CLEARANCE_VERIFICATION_STATUS, v.status)}.`}
                  {v.attestedAt && ` Answered on ${formatDate(v.attestedAt)}.`}
                </Typography>
                <ClearanceDetailsCompare onRecord={v.onRecord} answers={v.answers ?? null} />
              </CardContent>
            </Card>
          )}
        </Stack>
      )}
    </Box>
  );
};

export default ClearanceVerificationAnswer;

import { Chip, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { AGENCY, CLEARANCE_LEVEL, CLEARANCE_VERIFICATION_STATUS, ENROLLMENT_STATUS, INVESTIGATION_TIER, labelOf } from '@clearline/shared';
import { api, dataOf, type Schema } from '../api/client';
import { formatDate } from './dates';

export type ClearanceVerification = Schema<'ClearanceVerificationView'>;
export type ClearanceDetails = Schema<'ClearanceDetailsView'>;
export type ClearanceVerificationUpdate = Schema<'UpdateClearanceVerificationDto'>;

const byId = (requestId: string) => ({ params: { path: { requestId } } });

/** The calls of clearance verification and clearance request (spec 02 §7). */
export const clearanceVerificationApi = {
  get: async (requestId: string) => dataOf(await api.GET('/api/v1/personnel/clearance-verification/{requestId}', byId(requestId))),
  update: async (requestId: string, body: ClearanceVerificationUpdate) =>
    dataOf(await api.PUT('/api/v1/personnel/clearance-verification/{requestId}', { ...byId(requestId), body })),
  create: async (body: Schema<'CreateClearanceVerificationDto'>) =>
    dataOf(await api.POST('/api/v1/personnel/clearance-verification', { body })),
  request: async (body: Schema<'CreateClearanceRequestDto'>) => dataOf(await api.POST('/api/v1/personnel/clearance-request', { body })),
  clearancesOf: async (personnelId: string) =>
    dataOf(await api.GET('/api/v1/personnel/{id}/clearance', { params: { path: { id: personnelId }, query: { range: '[0,99]' } } })),
};

const STATUS_COLOR = { SENT: 'info', NEEDS_REVIEW: 'warning', EXPIRED: 'default', CLOSED: 'success' } as const;

export const VerificationStatusChip = ({ status }: { status: ClearanceVerification['status'] }) => (
  <Chip size="small" variant="outlined" color={STATUS_COLOR[status]} label={labelOf(CLEARANCE_VERIFICATION_STATUS, status)} />
);

/** The rows of the comparison: label and how a value shows. */
export const CLEARANCE_DETAIL_ROWS: ReadonlyArray<{
  key: keyof ClearanceDetails;
  label: string;
  show: (v: string | null | undefined) => string;
}> = [
  { key: 'pclEligibility', label: 'Eligibility', show: (v) => (v ? labelOf(CLEARANCE_LEVEL, v) : '') },
  { key: 'eligibilityDeterminationDate', label: 'Eligibility Determination Date', show: (v) => formatDate(v ?? null) },
  { key: 'clearanceGrantingAgency', label: 'Clearance Granting Agency', show: (v) => (v ? labelOf(AGENCY, v) : '') },
  { key: 'investigationType', label: 'Investigation Type', show: (v) => (v ? labelOf(INVESTIGATION_TIER, v) : '') },
  { key: 'investigationClosedDate', label: 'Investigation Closed Date', show: (v) => formatDate(v ?? null) },
  { key: 'ceStatus', label: 'CE Enrollment', show: (v) => (v ? labelOf(ENROLLMENT_STATUS, v) : '') },
  { key: 'ceEnteredDate', label: 'CE Enrollment Date', show: (v) => formatDate(v ?? null) },
];

/** What the record said when the request was sent next to the person's answers; differences are marked. */
export const ClearanceDetailsCompare = ({ onRecord, answers }: { onRecord: ClearanceDetails; answers: ClearanceDetails | null }) => (
  <Table size="small" aria-label="Clearance details">
    <TableHead>
      <TableRow>
        <TableCell>Field</TableCell>
        <TableCell>On Record</TableCell>
        {answers && <TableCell>Answered</TableCell>}
      </TableRow>
    </TableHead>
    <TableBody>
      {CLEARANCE_DETAIL_ROWS.map((r) => {
        const was = r.show(onRecord[r.key] as string | null);
        const now = answers ? r.show(answers[r.key] as string | null) : '';
        const changed = !!answers && was !== now;
        return (
          <TableRow key={r.key}>
            <TableCell>{r.label}</TableCell>
            <TableCell>{was || '–'}</TableCell>
            {answers && (
              <TableCell sx={changed ? { fontWeight: 600, color: 'warning.dark' } : undefined}>
                {now || '–'}
                {changed && <Chip size="small" color="warning" variant="outlined" label="Changed" sx={{ ml: 1 }} />}
              </TableCell>
            )}
          </TableRow>
        );
      })}
      {answers?.comments && (
        <TableRow>
          <TableCell>Comments</TableCell>
          <TableCell />
          <TableCell sx={{ whiteSpace: 'pre-wrap' }}>{answers.comments}</TableCell>
        </TableRow>
      )}
    </TableBody>
  </Table>
);

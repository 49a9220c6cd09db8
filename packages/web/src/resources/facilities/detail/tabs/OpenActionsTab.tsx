import { useState } from 'react';
import { Link as RouterLink, Route, Routes } from 'react-router-dom';
import { Box, Button, Card, CardContent, Chip, Link, Stack, Typography } from '@mui/material';
import { DataTable, useNotify } from 'react-admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ACTION_KIND,
  CLEARANCE_LEVEL,
  CLEARANCE_VERIFICATION_MESSAGES,
  FACILITY_DETAIL_MESSAGES as M,
  labelOf,
  OPEN_ACTION_STATE,
} from '@clearline/shared';
import { PERSONNEL_MESSAGES } from '@clearline/shared/messages-people';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { DateCol } from '../../../../lib/DateCol';
import { failureMessage } from '../../../../lib/feedback';
import { useGranted } from '../../../../lib/useGranted';
import { VerificationStatusChip } from '../../../../lib/clearanceVerification';
import { DetailTable } from './DetailTable';
import { facilityDetailApi, type FacilityOpenAction, type FacilityOpenActions } from './facilityDetailApi';
import { VerifyClearance } from './VerifyClearance';
import { OpenActionButtons } from '../../../open-actions';
import { tenantToday } from '../../../../lib/dates';

type Resolution = 'complete' | 'close';

const Tile = ({ label, value, tone }: { label: string; value: number | undefined; tone?: 'error' | 'warning' }) => (
  <Card variant="outlined" sx={{ minWidth: 150, flex: '1 1 0' }} aria-label={label}>
    <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h5" component="p" color={value && tone ? `${tone}.main` : 'text.primary'}>
        {value ?? '–'}
      </Typography>
    </CardContent>
  </Card>
);

/** Open Actions tab, with the 'Verify Clearance' page of a clearance verification under it. */
export const OpenActionsTab = ({ facilityId }: { facilityId: string }) => (
  <Routes>
    <Route index element={<OpenActionsList facilityId={facilityId} />} />
    <Route path="clearance-verification/:requestId" element={<VerifyClearance facilityId={facilityId} />} />
    <Route path="*" element={<OpenActionsList facilityId={facilityId} />} />
  </Routes>
);

type Verification = FacilityOpenActions['clearanceVerifications'][number];

/** The facility's open clearance verifications: answered ones wait for the FSO's review. */
const VerificationSection = ({ rows, isPending, error }: { rows?: Verification[]; isPending: boolean; error: unknown }) => {
  const V = DataTable.Col<Verification>;
  return (
    <DetailTable
      title={CLEARANCE_VERIFICATION_MESSAGES.section}
      rows={rows}
      isPending={isPending}
      error={error}
      empty={CLEARANCE_VERIFICATION_MESSAGES.noneWaiting}
    >
      <V
        source="personName"
        label="Person"
        render={(r) => (
          <Link component={RouterLink} to={`/personnel/${r.personnelId}/clearances`}>
            {r.personName}
          </Link>
        )}
      />
      <V source="pclEligibility" label="Eligibility" render={(r) => labelOf(CLEARANCE_LEVEL, r.pclEligibility ?? '')} />
      <V source="status" label="Status" render={(r) => <VerificationStatusChip status={r.status} />} />
      <DateCol source="createdAt" label="Sent" />
      <DateCol source="expiresOn" label="Answer By" />
      <V
        label="Actions"
        disableSort
        align="right"
        render={(r) => (
          <Button size="small" component={RouterLink} to={`clearance-verification/${r.id}`}>
            {r.status === 'NEEDS_REVIEW' ? CLEARANCE_VERIFICATION_MESSAGES.verifyTitle : 'View'}
          </Button>
        )}
      />
    </DetailTable>
  );
};

/**
 * The open actions of the facility and of its people, counted by urgency and kind; each row links to
 * the person's Open Actions tab, and can be completed or closed (the open-action routes; the server checks the module).
 */
const OpenActionsList = ({ facilityId }: { facilityId: string }) => {
  const key = ['facilities', facilityId, 'open-actions'];
  const q = useQuery({ queryKey: key, queryFn: () => facilityDetailApi.openActions(facilityId) });
  const queryClient = useQueryClient();
  const notify = useNotify();
  const canPeople = useGranted('PERSONNEL', 'UPDATE');
  const canFacility = useGranted('FACILITIES', 'UPDATE');
  const [pending, setPending] = useState<{ action: FacilityOpenAction; how: Resolution } | null>(null);
  const [busy, setBusy] = useState(false);
  const d = q.data;

  const resolve = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      await (pending.how === 'complete'
        ? facilityDetailApi.completeAction(pending.action.id)
        : facilityDetailApi.closeAction(pending.action.id));
      notify(pending.how === 'complete' ? PERSONNEL_MESSAGES.openActionCompleted : PERSONNEL_MESSAGES.openActionClosed, {
        type: 'success',
      });
      await queryClient.invalidateQueries({ queryKey: key });
    } catch (error) {
      notify(failureMessage(error, PERSONNEL_MESSAGES.openActionFailed), { type: 'error' });
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  const Col = DataTable.Col<FacilityOpenAction>;
  const now = tenantToday();
  return (
    <>
      <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
        <Tile label="Open" value={d?.open} />
        <Tile label="Overdue" value={d?.overdue} tone="error" />
        <Tile label="Due Within 30 Days" value={d?.dueWithin30Days} tone="warning" />
        <Tile label="On the Facility" value={d?.facilityActions} />
        <Tile label="People With Actions" value={d?.people} />
      </Stack>
      {!!d?.byKind.length && (
        <Box sx={{ mb: 2, display: 'flex', gap: 1, flexWrap: 'wrap' }} aria-label="Open actions by kind">
          {d.byKind.map((k) => (
            <Chip key={k.kind} size="small" variant="outlined" label={`${labelOf(ACTION_KIND, k.kind)}: ${k.count}`} />
          ))}
        </Box>
      )}
      {!!d?.clearanceVerifications.length && (
        <VerificationSection rows={d.clearanceVerifications} isPending={q.isPending} error={q.error} />
      )}
      <DetailTable title="Open Actions" rows={d?.items} isPending={q.isPending} error={q.error} empty={M.noOpenActions}>
        <Col
          source="personnelName"
          label="Person"
          render={(r) =>
            r.personnelId ? (
              <Link component={RouterLink} to={`/personnel/${r.personnelId}/open-actions`}>
                {r.personnelName}
              </Link>
            ) : (
              <Typography variant="body2" color="text.secondary">
                Facility
              </Typography>
            )
          }
        />
        <Col source="title" label="Action" />
        <Col source="kind" label="Kind" render={(r) => labelOf(ACTION_KIND, r.kind)} />
        <DateCol source="dueDate" label="Due Date" />
        <Col
          source="state"
          label="State"
          render={(r) =>
            r.dueDate && r.dueDate < now ? (
              <Chip size="small" color="error" variant="outlined" label="Overdue" />
            ) : (
              <Chip size="small" color="info" variant="outlined" label={labelOf(OPEN_ACTION_STATE, r.state)} />
            )
          }
        />
        <Col
          label="Actions"
          disableSort
          align="right"
          render={(r) =>
            (r.personnelId ? canPeople : canFacility) ? (
              <OpenActionButtons
                action={r}
                onResolve={(how) => setPending({ action: r, how })}
                onWaived={() => queryClient.invalidateQueries({ queryKey: key })}
              />
            ) : null
          }
        />
      </DetailTable>
      <ConfirmDialog open={pending !== null} loading={busy} onConfirm={resolve} onClose={() => setPending(null)} />
    </>
  );
};

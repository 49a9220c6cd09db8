import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Button, Chip, Stack, Typography } from '@mui/material';
import { AutocompleteInput, DataTable, SelectInput, useRecordContext, useRefresh } from 'react-admin';
import { choices, labelOf, NEW_HIRE_MESSAGES as M, PENDING_HIRE_STATUS } from '@clearline/shared';
import { ListTable } from '../../../components/ListTable';
import { DateCol } from '../../../lib/DateCol';
import { formatDate } from '../../../lib/dates';
import { useFacilityChoices } from '../../../lib/facilityChoices';
import { useGranted } from '../../../lib/useGranted';
import type { PendingHire } from './api';
import { AcceptDialog, RejectDialog } from './DecisionDialogs';

const Col = DataTable.Col<PendingHire>;

const FacilityFilter = (props: { source: string; label: string; alwaysOn?: boolean }) => {
  const facilities = useFacilityChoices();
  return <AutocompleteInput {...props} choices={facilities.data ?? []} sx={{ minWidth: 240 }} />;
};

const filters = [
  <SelectInput
    key="status"
    source="status"
    label="Status"
    // no status: the reports waiting for review (the server's default)
    choices={choices(PENDING_HIRE_STATUS).filter((c) => c.id !== 'PENDING')}
    alwaysOn
    emptyText={PENDING_HIRE_STATUS.PENDING}
    sx={{ minWidth: 200 }}
  />,
  <FacilityFilter key="facilityId" source="facilityId" label="Facility" alwaysOn />,
];

const STATUS_COLOR = { PENDING: 'warning', ACCEPTED: 'success', REJECTED: 'default' } as const;

/** Accept and Reject of a pending row (create on PERSONNEL); an accepted row links to the person. */
const Decide = ({ onDecide }: { onDecide: (h: PendingHire, how: 'accept' | 'reject') => void }) => {
  const hire = useRecordContext<PendingHire>();
  if (!hire) return null;
  if (hire.status === 'ACCEPTED' && hire.personnelId) {
    return (
      <Button size="small" component={RouterLink} to={`/personnel/${hire.personnelId}/info`} onClick={(e) => e.stopPropagation()}>
        {M.openPerson}
      </Button>
    );
  }
  if (hire.status !== 'PENDING') return null;
  return (
    <Stack direction="row" spacing={1} onClick={(e) => e.stopPropagation()}>
      <Button size="small" variant="contained" onClick={() => onDecide(hire, 'accept')}>
        {M.acceptButton}
      </Button>
      <Button size="small" color="error" onClick={() => onDecide(hire, 'reject')}>
        {M.rejectButton}
      </Button>
    </Stack>
  );
};

/** /personnel/pending-hires: reported new hires waiting for the FSO, with Accept and Reject. */
export const PendingHireList = () => {
  const canDecide = useGranted('PERSONNEL', 'CREATE');
  const refresh = useRefresh();
  const [open, setOpen] = useState<{ hire: PendingHire; how: 'accept' | 'reject' } | null>(null);
  const close = () => setOpen(null);
  const done = () => {
    setOpen(null);
    refresh();
  };
  return (
    <>
      <ListTable
        resource="pending-hires"
        title={M.pendingTitle}
        sort={{ field: 'createdAt', order: 'DESC' }}
        empty={false}
        extraFilters={filters}
        dataTableProps={{ bulkActionButtons: false, rowClick: false }}
        rowActions={canDecide ? <Decide onDecide={(hire, how) => setOpen({ hire, how })} /> : undefined}
      >
        <Col source="lastName" label="Name" render={(r) => `${r.lastName}, ${r.firstName}${r.middleName ? ` ${r.middleName}` : ''}`} />
        <Col source="facilityName" label="Facility" disableSort />
        <Col source="jobTitle" label="Job Title" disableSort />
        <Col source="cleared" label="Cleared" disableSort render={(r) => (r.cleared ? 'Yes' : 'No')} />
        <DateCol source="startDate" label="Start Date" />
        <Col
          source="createdAt"
          label="Reported"
          render={(r) => (
            <>
              {formatDate(r.createdAt)}
              {r.reportedBy && (
                <Typography variant="caption" component="div" color="text.secondary">
                  by {r.reportedBy}
                </Typography>
              )}
            </>
          )}
        />
        <Col
          source="status"
          label="Status"
          render={(r) => (
            <>
              <Chip size="small" variant="outlined" color={STATUS_COLOR[r.status]} label={labelOf(PENDING_HIRE_STATUS, r.status)} />
              {r.decisionReason && (
                <Typography variant="caption" component="div" color="text.secondary" sx={{ mt: 0.5 }}>
                  {r.decisionReason}
                </Typography>
              )}
            </>
          )}
        />
      </ListTable>
      {open?.how === 'accept' && <AcceptDialog hire={open.hire} onClose={close} onDone={done} />}
      {open?.how === 'reject' && <RejectDialog hire={open.hire} onClose={close} onDone={done} />}
    </>
  );
};

export default PendingHireList;

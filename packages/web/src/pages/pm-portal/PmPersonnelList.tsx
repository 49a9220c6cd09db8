import { Chip, Stack, Tooltip } from '@mui/material';
import { DataTable, NullableBooleanInput, SelectArrayInput, SelectInput } from 'react-admin';
import {
  ASSIGNMENT_STATUS,
  choices,
  CLEARANCE_LEVEL,
  DUE_WINDOW,
  labelOf,
  PM_CLEARANCE_STATE,
  PM_PORTAL_MESSAGES as M,
} from '@clearline/shared';
import { ListTable } from '../../components/ListTable';
import { DateCol } from '../../lib/DateCol';
import { formatDate } from '../../lib/dates';
import { useGranted } from '../../lib/useGranted';
import { registerApiPath } from '../../providers/dataProvider';
import { registerResourceModule } from '../../providers/access';
import { registerResourceName } from '../../providers/i18nProvider';
import { PM_PERSONNEL_RESOURCE, type PmAssignment } from './pmPortalData';

registerApiPath(PM_PERSONNEL_RESOURCE, 'pm-portal/personnel');
registerResourceModule(PM_PERSONNEL_RESOURCE, 'PROGRAM_MANAGER_PORTAL');
registerResourceName(PM_PERSONNEL_RESOURCE, 'assigned person', 'assigned people');

const Col = DataTable.Col<PmAssignment>;

const WINDOW_COLOR = { OVERDUE: 'error', DAYS_30: 'warning', DAYS_60: 'warning', DAYS_90: 'info' } as const;

const filters = [
  <SelectArrayInput
    key="assignmentStatus"
    source="assignmentStatus"
    label={M.assignmentStatus}
    choices={choices(ASSIGNMENT_STATUS)}
    alwaysOn
    sx={{ minWidth: 200 }}
  />,
  <SelectInput
    key="clearanceState"
    source="clearanceState"
    label={M.clearanceState}
    choices={choices(PM_CLEARANCE_STATE)}
    alwaysOn
    emptyText="All"
    sx={{ minWidth: 200 }}
  />,
  <SelectInput
    key="reinvestigationWindow"
    source="reinvestigationWindow"
    label={M.reinvestigationDue}
    choices={choices(DUE_WINDOW)}
    alwaysOn
    emptyText="Any time"
    sx={{ minWidth: 200 }}
  />,
  <NullableBooleanInput key="investigationPending" source="investigationPending" label={M.pendingInvestigations} sx={{ minWidth: 220 }} />,
  <NullableBooleanInput key="withOpenActions" source="withOpenActions" label={M.peopleWithOpenActions} sx={{ minWidth: 220 }} />,
];

/**
 * /pm-portal/personnel: the people assigned to the portal's contracts (a row per person and contract) with
 * their current clearance; a row opens the person's record when the user may read personnel.
 */
export const PmPersonnelList = () => {
  const mayOpen = useGranted('PERSONNEL', 'UI');
  return (
    <ListTable
      resource={PM_PERSONNEL_RESOURCE}
      title={`${M.title} – ${M.personnel}`}
      empty={false}
      sort={{ field: 'fullName', order: 'ASC' }}
      extraFilters={filters}
      dataTableProps={{
        rowClick: mayOpen ? (_id, _resource, record) => `/personnel/${String(record.personnelId)}` : false,
        bulkActionButtons: false,
      }}
    >
      <Col source="fullName" label={M.person} />
      <Col
        source="contractNumber"
        label={M.contract}
        render={(r) => (
          <Tooltip title={r.contractName}>
            <span style={{ whiteSpace: 'nowrap' }}>{r.contractNumber}</span>
          </Tooltip>
        )}
      />
      <Col source="position" label={M.position} disableSort />
      <Col source="assignmentStatus" label={M.assignmentStatus} render={(r) => labelOf(ASSIGNMENT_STATUS, r.assignmentStatus)} />
      <DateCol source="dateAssigned" label={M.dateAssigned} />
      <Col source="clearanceLevel" label={M.clearanceLevel} render={(r) => labelOf(CLEARANCE_LEVEL, r.clearanceLevel)} />
      <Col source="clearanceState" label={M.clearanceState} render={(r) => labelOf(PM_CLEARANCE_STATE, r.clearanceState)} />
      <Col
        source="reinvestigationDue"
        label={M.reinvestigationDue}
        render={(r) => (
          <Stack sx={{ alignItems: 'flex-start' }}>
            {formatDate(r.reinvestigationDue)}
            {r.reinvestigationWindow && (
              <Chip
                size="small"
                sx={{ mt: 0.5 }}
                color={WINDOW_COLOR[r.reinvestigationWindow]}
                variant={r.reinvestigationWindow === 'OVERDUE' ? 'filled' : 'outlined'}
                label={labelOf(DUE_WINDOW, r.reinvestigationWindow)}
              />
            )}
          </Stack>
        )}
      />
      <Col
        source="openActions"
        label={M.openActions}
        render={(r) => (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <span>{r.openActions}</span>
            {r.investigationPending && <Chip size="small" variant="outlined" label={`${M.investigation}: ${M.investigationInProgress}`} />}
          </Stack>
        )}
      />
    </ListTable>
  );
};

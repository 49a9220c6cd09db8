import { Button, Stack } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Link as RouterLink } from 'react-router-dom';
import { AutocompleteInput, DataTable, SelectArrayInput, SelectInput, TopToolbar, useListContext, usePermissions } from 'react-admin';
import {
  answeredSsnVisibility,
  canAccess,
  CLEARANCE_LEVEL,
  EMPLOYMENT_STATUS,
  labelOf,
  maskSsn,
  PERSONNEL_STATUS,
  choices,
  DASHBOARD_MESSAGES,
  DUE_ITEM,
  DUE_WINDOW,
  TRAINING_STATE,
  type PermissionMap,
} from '@clearline/shared';
import { PERSONNEL_LIST_ACTIONS } from '@clearline/shared/messages-people';
import { ListTable } from '../../components/ListTable';
import { useFacilityChoices } from '../../lib/facilityChoices';
import { PERSONNEL_LIST_ACTION_ROUTES } from './listActions';
import { StatusChip } from './StatusChip';
import type { PersonnelListItem } from './types';

const Col = DataTable.Col<PersonnelListItem>;

const ListActions = () => {
  const { permissions } = usePermissions<PermissionMap>();
  const granted = (access: Parameters<typeof canAccess>[1]) => canAccess(permissions ?? {}, access);
  return (
    <TopToolbar>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        {PERSONNEL_LIST_ACTION_ROUTES.filter((a) => a.available && granted(a.access)).map((a) => (
          <Button key={a.path} component={RouterLink} to={a.path} size="small">
            {a.label}
          </Button>
        ))}
        {granted([['PERSONNEL', 'CREATE']]) && (
          <Button component={RouterLink} to="/personnel/add" variant="contained" size="small" startIcon={<AddIcon />}>
            {PERSONNEL_LIST_ACTIONS.add}
          </Button>
        )}
      </Stack>
    </TopToolbar>
  );
};

/**
 * The SSN column: the last four digits or asterisks per the user's SSN visibility, never the whole number
 * (the API already masks; this never shows more). Shown only when the list answers carry the number.
 */
const SsnColumn = () => {
  const { data } = useListContext<PersonnelListItem>();
  const { permissions } = usePermissions<PermissionMap>();
  if (!data?.some((row) => row.ssn !== undefined)) return null;
  const visibility = answeredSsnVisibility(permissions ?? {});
  return (
    <Col
      label="SSN"
      disableSort
      render={(r) => <span style={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{maskSsn(r.ssn, visibility)}</span>}
    />
  );
};

const FacilityFilter = (props: { source: string; label: string }) => {
  const facilities = useFacilityChoices();
  return <AutocompleteInput {...props} choices={facilities.data ?? []} sx={{ minWidth: 240 }} />;
};

const filters = [
  <SelectInput
    key="status"
    source="status"
    label="Status"
    choices={choices(PERSONNEL_STATUS)}
    alwaysOn
    emptyText="All"
    sx={{ minWidth: 180 }}
  />,
  <SelectInput
    key="employmentStatus"
    source="employmentStatus"
    label="Employment Status"
    choices={choices(EMPLOYMENT_STATUS)}
    sx={{ minWidth: 200 }}
    alwaysOn
    emptyText="All"
  />,
  // what the dashboard's tiles link to (shown when set, removable like any filter)
  <FacilityFilter key="facilityId" source="facilityId" label={DASHBOARD_MESSAGES.facility} />,
  <SelectArrayInput
    key="dueItem"
    source="dueItem"
    label={DASHBOARD_MESSAGES.dueFilter}
    choices={choices(DUE_ITEM)}
    sx={{ minWidth: 200 }}
  />,
  <SelectArrayInput
    key="dueWindow"
    source="dueWindow"
    label={DASHBOARD_MESSAGES.dueWindowFilter}
    choices={choices(DUE_WINDOW)}
    sx={{ minWidth: 200 }}
  />,
  <SelectInput
    key="training"
    source="training"
    label={DASHBOARD_MESSAGES.trainingFilter}
    choices={choices(TRAINING_STATE)}
    sx={{ minWidth: 180 }}
  />,
];

/** /personnel: the tenant's people with status chips, quick filter and the list actions. */
export const PersonnelList = () => (
  <ListTable
    resource="personnel"
    title="Personnel"
    sort={{ field: 'lastName', order: 'ASC' }}
    actions={<ListActions />}
    empty={false}
    extraFilters={filters}
    dataTableProps={{ rowClick: (id) => `/personnel/${id}/info`, bulkActionButtons: false }}
  >
    <Col source="lastName" label="Name" render={(r) => [r.lastName, r.firstName].filter(Boolean).join(', ')} />
    <Col source="employeeId" label="Employee ID" />
    <SsnColumn />
    <Col source="workEmail" label="Work Email" />
    <Col source="jobTitle" label="Job Title" disableSort />
    <Col source="facilityNames" label="Facilities" disableSort />
    <Col source="clearanceLevel" label="Clearance" disableSort render={(r) => labelOf(CLEARANCE_LEVEL, r.clearanceLevel)} />
    <Col source="employmentStatus" label="Employment Status" disableSort render={(r) => labelOf(EMPLOYMENT_STATUS, r.employmentStatus)} />
    <Col source="status" label="Status" render={(r) => <StatusChip status={r.status} />} />
  </ListTable>
);

export default PersonnelList;

import { AutocompleteInput, BooleanInput, DataTable, SelectInput } from 'react-admin';
import {
  ACTION_AGE,
  ACTION_KIND,
  choices,
  DASHBOARD_MESSAGES as M,
  labelOf,
  OPEN_ACTION_MESSAGES,
  OPEN_ACTION_STATE,
} from '@clearline/shared';
import { ListTable } from '../../components/ListTable';
import { DateCol } from '../../lib/DateCol';
import { useFacilityChoices } from '../../lib/facilityChoices';
import type { OpenAction } from './api';
import { OpenActionState } from './OpenActionState';

const Col = DataTable.Col<OpenAction>;

const FacilityFilter = (props: { source: string; label: string; alwaysOn?: boolean }) => {
  const facilities = useFacilityChoices();
  return <AutocompleteInput {...props} choices={facilities.data ?? []} sx={{ minWidth: 240 }} />;
};

const filters = [
  <SelectInput
    key="kind"
    source="kind"
    label={M.kindFilter}
    choices={choices(ACTION_KIND)}
    alwaysOn
    emptyText="All"
    sx={{ minWidth: 220 }}
  />,
  <SelectInput key="age" source="age" label={M.ageFilter} choices={choices(ACTION_AGE)} alwaysOn emptyText="All" sx={{ minWidth: 160 }} />,
  <FacilityFilter key="facilityId" source="facilityId" label={M.facility} alwaysOn />,
  <SelectInput
    key="state"
    source="state"
    label={M.state}
    choices={[...choices(OPEN_ACTION_STATE), { id: 'ALL', name: 'All' }]}
    emptyText={OPEN_ACTION_STATE.OPEN}
    sx={{ minWidth: 140 }}
  />,
  <BooleanInput key="overdue" source="overdue" label={M.overdueFilter} />,
  <BooleanInput key="waived" source="waived" label={OPEN_ACTION_MESSAGES.waivedState} />,
];

/**
 * /open-actions: the open actions of the tenant's people; a row opens the person's Open Actions tab. A waived action
 * (State: Closed, Waived) shows who waived it, when and why.
 */
export const OpenActionList = () => (
  <ListTable
    resource="open-actions"
    title={M.openActionsList}
    sort={{ field: 'createdAt', order: 'ASC' }}
    empty={false}
    extraFilters={filters}
    dataTableProps={{
      rowClick: (_id, _resource, r) => `/personnel/${(r as OpenAction).personnelId}/open-actions`,
      bulkActionButtons: false,
    }}
  >
    <Col source="personnelName" label={M.person} disableSort />
    <Col source="title" label={M.action} />
    <Col source="kind" label={M.kindFilter} disableSort render={(r) => labelOf(ACTION_KIND, r.kind)} />
    <Col source="age" label={M.ageFilter} disableSort render={(r) => labelOf(ACTION_AGE, r.age)} />
    <DateCol source="createdAt" label={M.raised} />
    <DateCol source="dueDate" label={M.dueDate} />
    <Col source="state" label={M.state} render={(r) => <OpenActionState action={r} />} />
  </ListTable>
);

export default OpenActionList;

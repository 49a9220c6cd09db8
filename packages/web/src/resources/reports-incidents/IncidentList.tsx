import { AutocompleteInput, BooleanInput, DataTable, SelectInput, TopToolbar } from 'react-admin';
import { choices, INCIDENT_MESSAGES, INCIDENT_STATUS, INCIDENT_TYPE, labelOf } from '@clearline/shared';
import { ListTable } from '../../components/ListTable';
import { DateInput } from '../../components/inputs';
import type { Schema } from '../../api/client';
import { DateCol } from '../../lib/DateCol';
import { useGranted } from '../../lib/useGranted';
import { usePersonnelChoices } from '../../lib/choices';
import { useFacilityChoices } from '../../lib/facilityChoices';
import { FILED_INCIDENT_TYPES, INCIDENT_SLUG, officerIncidentPath } from './incidentTypes';
import { IncidentStatusChip } from './IncidentStatusChip';
import { NewReportMenu } from './NewReportMenu';
import { DeadlineText } from './Deadlines';

type Incident = Schema<'IncidentView'>;
const Col = DataTable.Col<Incident>;

const Actions = () => {
  const canCreate = useGranted('REPORTS_INCIDENTS', 'CREATE');
  return (
    <TopToolbar>
      {canCreate && <NewReportMenu types={FILED_INCIDENT_TYPES} pathOf={(t) => `/reports-incidents/${INCIDENT_SLUG[t]}/create`} />}
    </TopToolbar>
  );
};

const PersonFilter = (props: { source: string; label: string; alwaysOn?: boolean }) => {
  const people = usePersonnelChoices();
  return <AutocompleteInput {...props} choices={people.data ?? []} isPending={people.isPending} />;
};

const FacilityFilter = (props: { source: string; label: string }) => {
  const facilities = useFacilityChoices();
  return <SelectInput {...props} choices={facilities.data ?? []} isPending={facilities.isPending} emptyText="All" />;
};

const filters = [
  <SelectInput
    key="incidentType"
    source="incidentType"
    label="Type"
    choices={choices(INCIDENT_TYPE).filter((c) => c.id !== 'ENCRYPTED_MESSAGE')}
    alwaysOn
    emptyText="All"
  />,
  <SelectInput key="status" source="status" label="Status" choices={choices(INCIDENT_STATUS)} alwaysOn emptyText="All" />,
  <PersonFilter key="personnelId" source="personnelId" label="Person" />,
  <FacilityFilter key="facilityId" source="facilityId" label="Facility" />,
  <DateInput key="incidentDate_gte" source="incidentDate_gte" label="Date From" />,
  <DateInput key="incidentDate_lte" source="incidentDate_lte" label="Date To" />,
  <BooleanInput key="open" source="open" label="Open" />,
  <BooleanInput key="overdue" source="overdue" label="Past Deadline" />,
];

/** /reports-incidents: every report of the tenant; a row opens its general page. */
export const IncidentList = () => (
  <ListTable
    title={INCIDENT_MESSAGES.listTitle}
    sort={{ field: 'reportedDate', order: 'DESC' }}
    actions={<Actions />}
    empty={false}
    extraFilters={filters}
    dataTableProps={{
      rowClick: (_id, _resource, r) => officerIncidentPath((r as Incident).incidentType, (r as Incident).id) ?? false,
      bulkActionButtons: false,
    }}
  >
    <Col source="incidentType" label="Type" render={(r) => labelOf(INCIDENT_TYPE, r.incidentType)} />
    <Col source="title" label="Title" />
    <Col source="personName" label="Person" />
    <Col source="facilityName" label="Facility" />
    <DateCol source="incidentDate" label="Date" />
    <DateCol source="reportedDate" label="Reported" />
    <Col label="Next Deadline" disableSort render={(r) => <DeadlineText incident={r} />} />
    <Col source="status" label="Status" render={(r) => <IncidentStatusChip status={r.status} />} />
  </ListTable>
);

export default IncidentList;

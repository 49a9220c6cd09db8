import { Link as RouterLink } from 'react-router-dom';
import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { BooleanInput, DataTable, SelectInput, TopToolbar, useCanAccess } from 'react-admin';
import { choices, FOCI_VISIT_MESSAGES as M, VISIT_PAGE_TEXT, VISIT_STATUS } from '@clearline/shared';
import type { Schema } from '../../api/client';
import { ListTable } from '../../components/ListTable';
import { ChoiceInput, DateInput } from '../../components/inputs';
import { DateCol } from '../../lib/DateCol';
import { useFacilityChoices } from '../../lib/facilityChoices';
import { VisitStatusChip } from '../visits';

type FociVisit = Schema<'FociVisitView'>;
const Col = DataTable.Col<FociVisit>;

const Actions = () => {
  const { canAccess } = useCanAccess({ resource: 'foci-visits', action: 'create' });
  return (
    <TopToolbar>
      {canAccess && (
        <Button component={RouterLink} to="/foci-visits/add" variant="contained" size="small" startIcon={<AddIcon />}>
          {M.addTitle}
        </Button>
      )}
    </TopToolbar>
  );
};

/** Status, the facility visited, the days the visit covers, self-reported requests and commercial visits. */
const useFilters = () => {
  const facilities = useFacilityChoices();
  return [
    <SelectInput
      key="visitStatus"
      source="visitStatus"
      label={M.labels.visitStatus}
      choices={choices(VISIT_STATUS)}
      alwaysOn
      emptyText="All"
    />,
    <ChoiceInput key="visitFacilityId" source="visitFacilityId" label="Facility" options={facilities.data ?? []} alwaysOn />,
    <DateInput key="startDate_gte" source="startDate_gte" label="Starts From" />,
    <DateInput key="startDate_lte" source="startDate_lte" label="Starts By" />,
    <DateInput key="endDate_gte" source="endDate_gte" label="Visiting From" />,
    <DateInput key="underWayInWeekOf" source="underWayInWeekOf" label={VISIT_PAGE_TEXT.underWayInWeekOf} />,
    <BooleanInput key="selfReported" source="selfReported" label={M.labels.selfReported} />,
    <BooleanInput key="commercial" source="commercial" label={M.labels.commercial} />,
  ];
};

/** /foci-visits: the tenant's FOCI visits, newest first; a row opens /foci-visits/{id}/visit-information. */
export const FociVisitList = () => {
  const filters = useFilters();
  return (
    <ListTable
      title={M.title}
      sort={{ field: 'startDate', order: 'DESC' }}
      actions={<Actions />}
      empty={false}
      extraFilters={filters}
      dataTableProps={{ rowClick: (id) => `/foci-visits/${id}/visit-information`, bulkActionButtons: false }}
    >
      <DateCol source="startDate" label={M.labels.startDate} />
      <DateCol source="endDate" label={M.labels.endDate} />
      <Col source="visitLocation" label={M.labels.visitLocation} />
      <Col source="visitPurpose" label={M.labels.visitPurpose} disableSort />
      <Col source="visitFacilityName" label="Facility" disableSort />
      <Col source="requestedByName" label={M.labels.requestedById} disableSort />
      <Col source="attendeeCount" label={M.labels.attendees} disableSort />
      <Col source="affiliateCount" label={M.labels.affiliates} disableSort />
      <Col source="commercial" label={M.labels.commercial} disableSort render={(r) => (r.commercial ? 'Yes' : 'No')} />
      <Col source="selfReported" label={M.labels.selfReported} disableSort render={(r) => (r.selfReported ? 'Yes' : 'No')} />
      <Col source="visitStatus" label={M.labels.visitStatus} render={(r) => <VisitStatusChip status={r.visitStatus} />} />
    </ListTable>
  );
};

export default FociVisitList;

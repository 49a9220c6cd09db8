import { Link as RouterLink } from 'react-router-dom';
import { Button, Chip } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { DataTable, SelectInput, TopToolbar, useCanAccess } from 'react-admin';
import { BASIC_CLEARANCE_LEVEL, choices, CONTRACT_EFFECTIVE_STATUS, CONTRACT_TYPE, DD254_MESSAGES, labelOf } from '@clearline/shared';
import { CONTRACT_MESSAGES } from '@clearline/shared/contracts';
import { ListTable } from '../../components/ListTable';
import type { Schema } from '../../api/client';
import { DateCol } from '../../lib/DateCol';
import { DateInput } from '../../components/inputs';

type Contract = Schema<'ContractView'>;
const Col = DataTable.Col<Contract>;

const STATUS_COLOR = { NOT_STARTED: 'info', ACTIVE: 'success', CLOSING: 'warning', CLOSED: 'default' } as const;

/** The status a contract shows (its effective status: Not Started until its period of performance starts). */
export const ContractStatusChip = ({ status }: { status: Contract['effectiveStatus'] }) => (
  <Chip
    size="small"
    variant="outlined"
    label={CONTRACT_EFFECTIVE_STATUS[status]}
    color={STATUS_COLOR[status]}
    data-testid="contract-status"
  />
);

const Actions = () => {
  const { canAccess } = useCanAccess({ resource: 'contracts', action: 'create' });
  return (
    <TopToolbar>
      {canAccess && (
        <Button component={RouterLink} to="/contracts/add" variant="contained" size="small" startIcon={<AddIcon />}>
          {CONTRACT_MESSAGES.addTitle}
        </Button>
      )}
    </TopToolbar>
  );
};

const filters = [
  <SelectInput
    key="effectiveStatus"
    source="effectiveStatus"
    label="Status"
    choices={choices(CONTRACT_EFFECTIVE_STATUS)}
    alwaysOn
    emptyText="All"
  />,
  <SelectInput key="contractType" source="contractType" label="Contract Type" choices={choices(CONTRACT_TYPE)} emptyText="All" />,
  <DateInput key="popEndDate_gte" source="popEndDate_gte" label="PoP Ends From" />,
  <DateInput key="popEndDate_lte" source="popEndDate_lte" label="PoP Ends By" />,
  <DateInput key="dd254ReviewDue" source="dd254ReviewDue" label={DD254_MESSAGES.reviewDueFilter} />,
];

/** /contracts: the tenant's contracts; a row opens /contracts/{id}/contract-info. */
export const ContractList = () => (
  <ListTable
    title={CONTRACT_MESSAGES.listTitle}
    sort={{ field: 'contractName', order: 'ASC' }}
    actions={<Actions />}
    empty={false}
    extraFilters={filters}
    dataTableProps={{ rowClick: (id) => `/contracts/${id}/contract-info`, bulkActionButtons: false }}
  >
    <Col source="contractNumber" label="Contract Number" />
    <Col source="contractName" label="Contract Name" />
    <Col source="contractType" label="Type" render={(r) => labelOf(CONTRACT_TYPE, r.contractType)} />
    <Col source="customerAgency" label="Customer Agency" disableSort />
    <Col source="facilityName" label="Facility" disableSort />
    <DateCol source="popStartDate" label="PoP Start" />
    <DateCol source="popEndDate" label="PoP End" />
    <Col
      source="requiredClearanceLevel"
      label="Required Clearance"
      disableSort
      render={(r) => BASIC_CLEARANCE_LEVEL[r.requiredClearanceLevel]}
    />
    <Col source="assignedCount" label="People" disableSort />
    <Col source="effectiveStatus" label="Status" render={(r) => <ContractStatusChip status={r.effectiveStatus} />} />
  </ListTable>
);

export default ContractList;

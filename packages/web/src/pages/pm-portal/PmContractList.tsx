import { Link as RouterLink } from 'react-router-dom';
import { Chip, Link } from '@mui/material';
import { DataTable, SelectInput } from 'react-admin';
import {
  BASIC_CLEARANCE_LEVEL,
  choices,
  CONTRACT_EFFECTIVE_STATUS,
  CONTRACT_TYPE,
  DUE_WINDOW,
  labelOf,
  PM_PORTAL_MESSAGES as M,
} from '@clearline/shared';
import { ListTable } from '../../components/ListTable';
import { DateCol } from '../../lib/DateCol';
import { formatDate } from '../../lib/dates';
import { registerApiPath } from '../../providers/dataProvider';
import { registerResourceModule } from '../../providers/access';
import { registerResourceName } from '../../providers/i18nProvider';
import { contractPath, PM_CONTRACTS_RESOURCE, type PmContract } from './pmPortalData';

registerApiPath(PM_CONTRACTS_RESOURCE, 'pm-portal/contracts');
registerResourceModule(PM_CONTRACTS_RESOURCE, 'PROGRAM_MANAGER_PORTAL');
registerResourceName(PM_CONTRACTS_RESOURCE, 'contract', 'contracts');

const Col = DataTable.Col<PmContract>;

const WINDOW_COLOR = { OVERDUE: 'error', DAYS_30: 'warning', DAYS_60: 'warning', DAYS_90: 'info' } as const;

const filters = [
  <SelectInput
    key="effectiveStatus"
    source="effectiveStatus"
    label={M.status}
    choices={choices(CONTRACT_EFFECTIVE_STATUS)}
    alwaysOn
    emptyText="All"
    sx={{ minWidth: 150 }}
  />,
  <SelectInput
    key="popEndWindow"
    source="popEndWindow"
    label={M.popEnds}
    choices={choices(DUE_WINDOW)}
    alwaysOn
    emptyText="Any time"
    sx={{ minWidth: 240 }}
  />,
];

/** /pm-portal/contracts: the portal's contracts with the people assigned to each; a row opens the contract. */
export const PmContractList = () => (
  <ListTable
    resource={PM_CONTRACTS_RESOURCE}
    title={`${M.title} – ${M.contracts}`}
    empty={false}
    sort={{ field: 'contractNumber', order: 'ASC' }}
    extraFilters={filters}
    dataTableProps={{ rowClick: (id) => contractPath(String(id)), bulkActionButtons: false }}
  >
    <Col
      source="contractNumber"
      label={M.contractNumber}
      render={(r) => (
        <Link component={RouterLink} to={contractPath(r.id)} onClick={(e) => e.stopPropagation()}>
          {r.contractNumber}
        </Link>
      )}
    />
    <Col source="contractName" label={M.contractName} />
    <Col source="contractType" label={M.contractType} render={(r) => labelOf(CONTRACT_TYPE, r.contractType)} />
    <Col source="effectiveStatus" label={M.status} render={(r) => labelOf(CONTRACT_EFFECTIVE_STATUS, r.effectiveStatus)} />
    <Col source="customerAgency" label={M.customerAgency} />
    <Col source="programManagerName" label={M.programManager} />
    <Col
      source="requiredClearanceLevel"
      label={M.requiredClearance}
      disableSort
      render={(r) => labelOf(BASIC_CLEARANCE_LEVEL, r.requiredClearanceLevel)}
    />
    <DateCol source="popStartDate" label={M.popStartDate} />
    <Col
      source="popEndDate"
      label={M.popEndDate}
      render={(r) => (
        <>
          {formatDate(r.popEndDate)}
          {r.popEndWindow && (
            <Chip
              size="small"
              sx={{ ml: 1 }}
              color={WINDOW_COLOR[r.popEndWindow]}
              variant={r.popEndWindow === 'OVERDUE' ? 'filled' : 'outlined'}
              label={labelOf(DUE_WINDOW, r.popEndWindow)}
            />
          )}
        </>
      )}
    />
    <DataTable.NumberCol source="assignedCount" label={M.assigned} />
    <DataTable.NumberCol source="pendingCount" label={M.pending} />
  </ListTable>
);

import { Link as RouterLink } from 'react-router-dom';
import { Button, Chip } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { DataTable, SelectInput, TopToolbar, usePermissions } from 'react-admin';
import { PAY_TIER_LABELS, TENANT_LABELS as L, TENANT_TYPE_LABELS, type PermissionMap, type TenantStatus } from '@clearline/shared';
import { ListTable } from '../../components/ListTable';
import { canManage, type TenantRecord } from './api';
import { DateCol } from '../../lib/DateCol';

const Col = DataTable.Col<TenantRecord>;

export const STATUS_LABEL: Record<TenantStatus, string> = { ACTIVE: 'Active', DISABLED: 'Disabled', CLOSED_OUT: 'Closed Out' };
export const STATUS_COLOR: Record<TenantStatus, 'success' | 'warning' | 'default'> = {
  ACTIVE: 'success',
  DISABLED: 'warning',
  CLOSED_OUT: 'default',
};

export const StatusChip = ({ status }: { status: TenantStatus }) => (
  <Chip size="small" variant="outlined" label={STATUS_LABEL[status]} color={STATUS_COLOR[status]} />
);

const Actions = () => {
  const { permissions } = usePermissions<PermissionMap>();
  return (
    <TopToolbar>
      {canManage(permissions, 'CREATE') && (
        <Button component={RouterLink} to="/tenants/add" variant="contained" size="small" startIcon={<AddIcon />}>
          {L.add}
        </Button>
      )}
    </TopToolbar>
  );
};

const toChoices = (map: Record<string, string>) => Object.entries(map).map(([id, name]) => ({ id, name }));

const filters = [
  <SelectInput key="tenantType" source="tenantType" label={L.tenantType} choices={toChoices(TENANT_TYPE_LABELS)} emptyText="All" />,
  <SelectInput key="status" source="status" label={L.status} choices={toChoices(STATUS_LABEL)} emptyText="All" />,
  <SelectInput key="payTier" source="payTier" label={L.payTier} choices={toChoices(PAY_TIER_LABELS)} emptyText="All" />,
];

/** /tenants (TENANT_MANAGEMENT: every tenant; MSS staff: the tenants they manage). */
export const TenantList = () => (
  <ListTable
    title={L.list}
    sort={{ field: 'name', order: 'ASC' }}
    actions={<Actions />}
    extraFilters={filters}
    dataTableProps={{ rowClick: (id) => `/tenants/${id}`, bulkActionButtons: false }}
  >
    <Col source="name" label={L.name} />
    <Col source="tenantType" label={L.tenantType} render={(r) => TENANT_TYPE_LABELS[r.tenantType]} />
    <Col source="payTier" label={L.payTier} render={(r) => PAY_TIER_LABELS[r.payTier]} />
    <Col source="status" label={L.status} render={(r) => <StatusChip status={r.status} />} />
    <Col source="managingTenantName" label={L.managingTenantId} />
    <Col source="contactName" label={L.contactName} disableSort />
    <DateCol source="terminationDate" label={L.terminationDate} />
  </ListTable>
);

export default TenantList;

import { Link as RouterLink } from 'react-router-dom';
import { Button, Chip } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { DataTable, TopToolbar, useCanAccess } from 'react-admin';
import { ListTable } from '../../components/ListTable';
import { ROLE_LABELS } from './labels';

interface RoleRecord {
  id: string;
  name: string;
  prettyName: string;
  description: string | null;
  system: boolean;
  userCount: number;
}
const Col = DataTable.Col<RoleRecord>;

const Actions = () => {
  const { canAccess } = useCanAccess({ resource: 'roles', action: 'create' });
  return (
    <TopToolbar>
      {canAccess && (
        <Button component={RouterLink} to="/roles/add" variant="contained" size="small" startIcon={<AddIcon />}>
          {ROLE_LABELS.addTitle}
        </Button>
      )}
    </TopToolbar>
  );
};

/** /roles: system roles and the tenant's own roles, by their display names (a role's code is for the API only). */
export const RoleList = () => {
  const { canAccess: canEdit } = useCanAccess({ resource: 'roles', action: 'edit' });
  return (
    <ListTable
      title={ROLE_LABELS.roles}
      sort={{ field: 'prettyName', order: 'ASC' }}
      actions={<Actions />}
      dataTableProps={{ rowClick: canEdit ? (id) => `/roles/${id}/edit` : false, bulkActionButtons: false }}
    >
      <Col source="prettyName" label={ROLE_LABELS.prettyName} />
      <Col source="description" label={ROLE_LABELS.description} disableSort />
      <Col
        source="system"
        label={ROLE_LABELS.system}
        disableSort
        render={(r) => (r.system ? <Chip size="small" label={ROLE_LABELS.system} /> : '')}
      />
      <Col source="userCount" label={ROLE_LABELS.users} disableSort />
    </ListTable>
  );
};

export default RoleList;

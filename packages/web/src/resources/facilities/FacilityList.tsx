import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Button, Chip } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { DataTable, EditButton, SelectInput, TopToolbar, useCanAccess, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { FACILITY_MESSAGES } from '@clearline/shared/messages-people';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ListTable } from '../../components/ListTable';
import { api, dataOf, type Schema } from '../../api/client';
import { failureMessage } from '../../lib/feedback';
import { FacilityDocumentUploadButton } from './detail/BulkActions';

type Facility = Schema<'FacilityView'>;

const Col = DataTable.Col<Facility>;

/** Row action: Enable or Disable (PUT /facilities/{id}/enable|disable) after confirmation. */
const ToggleEnabledButton = () => {
  const record = useRecordContext<Facility>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { canAccess } = useCanAccess({ resource: 'facilities', action: 'edit' });
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!record || !canAccess) return null;
  const enabling = !record.enabled;
  const confirm = async () => {
    setBusy(true);
    try {
      const params = { params: { path: { id: record.id } } };
      const saved = dataOf(
        await (enabling ? api.PUT('/api/v1/facilities/{id}/enable', params) : api.PUT('/api/v1/facilities/{id}/disable', params)),
      );
      notify(enabling ? FACILITY_MESSAGES.enabled(saved.facilityName) : FACILITY_MESSAGES.disabled(saved.facilityName), {
        type: 'success',
      });
      refresh();
    } catch (error) {
      notify(failureMessage(error, FACILITY_MESSAGES.toggleFailed), { type: 'error' });
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };
  return (
    <span onClick={(e) => e.stopPropagation()}>
      <Button size="small" color={enabling ? 'success' : 'warning'} onClick={() => setOpen(true)}>
        {enabling ? FACILITY_MESSAGES.enable : FACILITY_MESSAGES.disable}
      </Button>
      <ConfirmDialog
        open={open}
        loading={busy}
        content={enabling ? FACILITY_MESSAGES.enableConfirm(record.facilityName) : FACILITY_MESSAGES.disableConfirm(record.facilityName)}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </span>
  );
};

const Actions = () => {
  const { canAccess } = useCanAccess({ resource: 'facilities', action: 'create' });
  return (
    <TopToolbar>
      <FacilityDocumentUploadButton />
      {canAccess && (
        <Button component={RouterLink} to="/facilities/add" variant="contained" size="small" startIcon={<AddIcon />}>
          {FACILITY_MESSAGES.addTitle}
        </Button>
      )}
    </TopToolbar>
  );
};

const filters = [
  <SelectInput
    key="enabled"
    source="enabled"
    label="Status"
    choices={[
      { id: 'true', name: 'Enabled' },
      { id: 'false', name: 'Disabled' },
    ]}
    alwaysOn
    emptyText="All"
  />,
];

/** /facilities: the tenant's facilities with quick filter and enable/disable; a row opens the facility's tabs. */
export const FacilityList = () => {
  const { canAccess: canEdit } = useCanAccess({ resource: 'facilities', action: 'edit' });
  return (
    <ListTable
      title="Facilities"
      sort={{ field: 'facilityName', order: 'ASC' }}
      actions={<Actions />}
      empty={false}
      extraFilters={filters}
      dataTableProps={{ rowClick: (id) => `/facilities/${id}`, bulkActionButtons: false }}
      rowActions={
        // no empty Actions column for someone who may only look (e.g. a read-only impersonation)
        canEdit ? (
          <>
            <ToggleEnabledButton />
            <EditButton />
          </>
        ) : undefined
      }
    >
      <Col source="facilityName" label="Facility Name" />
      <Col source="facilityCode" label="CAGE Code" />
      <Col source="city" label="City" disableSort />
      <Col source="state" label="State" disableSort />
      <Col source="hostFacility" label="Host Facility" disableSort render={(r) => (r.hostFacility ? 'Yes' : 'No')} />
      <Col source="personnelCount" label="People" disableSort />
      <Col
        source="enabled"
        label="Status"
        render={(r) => (
          <Chip size="small" variant="outlined" label={r.enabled ? 'Enabled' : 'Disabled'} color={r.enabled ? 'success' : 'default'} />
        )}
      />
    </ListTable>
  );
};

export default FacilityList;

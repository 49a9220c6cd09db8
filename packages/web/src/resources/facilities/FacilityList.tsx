import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Button, Chip } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { DataTable, SelectInput, TopToolbar, useCanAccess, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { FACILITY_MESSAGES } from '@clearline/shared/messages-people';
import { BASIC_CLEARANCE_LEVEL, FACILITY_STATE } from '@clearline/shared';
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

/** Row action: Edit opens the facility's Facility Details tab (the facility's form). */
const EditDetailsButton = () => {
  const record = useRecordContext<Facility>();
  if (!record) return null;
  return (
    <Button
      size="small"
      component={RouterLink}
      to={`/facilities/${record.id}/facilityDetails`}
      startIcon={<EditIcon />}
      onClick={(e) => e.stopPropagation()}
    >
      Edit
    </Button>
  );
};

const STATE_COLOR = { ENABLED: 'success', DISABLED: 'default', DEACTIVATED: 'warning' } as const;

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

// without a status the list leaves deactivated facilities out (as the API does); "Deactivated" shows them
const filters = [
  <SelectInput
    key="facilityState"
    source="facilityState"
    label="Status"
    choices={Object.entries(FACILITY_STATE).map(([id, name]) => ({ id, name }))}
    alwaysOn
    emptyText="All active"
  />,
];

/** /facilities: the tenant's facilities with quick filter, status filter and enable/disable; a row opens the facility's tabs. */
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
            <EditDetailsButton />
          </>
        ) : undefined
      }
    >
      <Col source="facilityName" label="Facility Name" />
      <Col source="facilityCode" label="CAGE Code" />
      <Col source="city" label="City" disableSort />
      <Col source="state" label="State" disableSort />
      <Col
        source="clearanceLevel"
        label="FCL"
        disableSort
        render={(r) => BASIC_CLEARANCE_LEVEL[r.clearanceLevel as keyof typeof BASIC_CLEARANCE_LEVEL] ?? r.clearanceLevel}
      />
      <Col source="hostFacility" label="Host Facility" disableSort render={(r) => (r.hostFacility ? 'Yes' : 'No')} />
      <Col source="personnelCount" label="People" disableSort />
      <Col
        source="enabled"
        label="Status"
        render={(r) => (
          <Chip size="small" variant="outlined" label={FACILITY_STATE[r.facilityState]} color={STATE_COLOR[r.facilityState]} />
        )}
      />
    </ListTable>
  );
};

export default FacilityList;

import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Button, Stack } from '@mui/material';
import TuneIcon from '@mui/icons-material/Tune';
import { useNotify, useRedirect, useRefresh } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { FACILITY_MESSAGES } from '@clearline/shared/messages-people';
import { FACILITY_RECORD_MESSAGES as R } from '@clearline/shared/facilities';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DeleteDialog } from '../../../components/DeleteDialog';
import { api, dataOf, type Schema } from '../../../api/client';
import { failureMessage } from '../../../lib/feedback';
import { useGranted } from '../../../lib/useGranted';

type Facility = Schema<'FacilityView'>;
type Action = 'enable' | 'disable' | 'deactivate' | 'delete' | 'deleteFacility';

/**
 * The facility's state actions in the detail header: Enable / Disable / Deactivate (PUT /facilities/{id}/…),
 * Delete (a facility without records) and Delete Facility (with its documents, preferences, picture and KMPs),
 * each behind a confirm dialog; a refusal shows the API's message, which names what is left.
 */
export const FacilityStateActions = ({ facility }: { facility: Facility }) => {
  const notify = useNotify();
  const refresh = useRefresh();
  const redirect = useRedirect();
  const queryClient = useQueryClient();
  const canUpdate = useGranted('FACILITIES', 'UPDATE');
  const canDelete = useGranted('FACILITIES', 'DELETE');
  const [open, setOpen] = useState<Action | null>(null);
  const [busy, setBusy] = useState(false);
  const name = facility.facilityName;
  const path = { params: { path: { id: facility.id } } };

  const run = async (action: Action) => {
    setBusy(true);
    try {
      if (action === 'delete' || action === 'deleteFacility') {
        if (action === 'delete') await api.DELETE('/api/v1/facilities/{id}', path);
        else await api.DELETE('/api/v1/facilities/{id}/delete-facility', path);
        notify(FACILITY_MESSAGES.deleted(name), { type: 'success' });
        await queryClient.invalidateQueries({ queryKey: ['facilities'] });
        redirect('list', 'facilities');
        return;
      }
      const saved = dataOf(
        await (action === 'enable'
          ? api.PUT('/api/v1/facilities/{id}/enable', path)
          : action === 'disable'
            ? api.PUT('/api/v1/facilities/{id}/disable', path)
            : api.PUT('/api/v1/facilities/{id}/deactivate', path)),
      );
      const done = { enable: FACILITY_MESSAGES.enabled, disable: FACILITY_MESSAGES.disabled, deactivate: R.deactivated }[action];
      notify(done(saved.facilityName), { type: 'success' });
      refresh();
    } catch (error) {
      const failed = action === 'delete' || action === 'deleteFacility' ? FACILITY_MESSAGES.deleteFailed : FACILITY_MESSAGES.toggleFailed;
      notify(failureMessage(error, failed), { type: 'error', multiLine: true });
    } finally {
      setBusy(false);
      setOpen(null);
    }
  };

  const state = facility.facilityState;
  const button = (action: Action, label: string, color: 'success' | 'warning' | 'error' | 'inherit') => (
    <Button size="small" variant="outlined" color={color} onClick={() => setOpen(action)}>
      {label}
    </Button>
  );
  const confirmText: Record<Exclude<Action, 'delete'>, ReactNode> = {
    enable: FACILITY_MESSAGES.enableConfirm(name),
    disable: FACILITY_MESSAGES.disableConfirm(name),
    deactivate: R.deactivateConfirm(name),
    deleteFacility: R.deleteFacilityConfirm(name),
  };
  return (
    <Stack direction="row" spacing={1} sx={{ ml: 'auto', flexWrap: 'wrap', alignItems: 'center' }}>
      <Button size="small" component={RouterLink} to={`/facilities/${facility.id}/facility-preferences`} startIcon={<TuneIcon />}>
        {R.preferencesTitle}
      </Button>
      {canUpdate && state !== 'ENABLED' && button('enable', FACILITY_MESSAGES.enable, 'success')}
      {canUpdate && state === 'ENABLED' && button('disable', FACILITY_MESSAGES.disable, 'warning')}
      {canUpdate && state !== 'DEACTIVATED' && !facility.hostFacility && button('deactivate', R.deactivate, 'inherit')}
      {canDelete && button('delete', 'Delete', 'error')}
      {canDelete && button('deleteFacility', R.deleteFacility, 'error')}
      <DeleteDialog open={open === 'delete'} loading={busy} onConfirm={() => run('delete')} onClose={() => setOpen(null)} />
      <ConfirmDialog
        open={open !== null && open !== 'delete'}
        loading={busy}
        content={open && open !== 'delete' ? confirmText[open] : undefined}
        onConfirm={() => open && run(open)}
        onClose={() => setOpen(null)}
      />
    </Stack>
  );
};

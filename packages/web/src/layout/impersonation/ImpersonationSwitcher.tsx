import { useEffect, useState } from 'react';
import {
  Autocomplete,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormHelperText,
  TextField,
} from '@mui/material';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { useNotify, usePermissions } from 'react-admin';
import { canAccess, IMPERSONATION_MESSAGES as M, type PermissionMap } from '@clearline/shared';
import { MESSAGES } from '@clearline/shared/messages';
import { failureMessage } from '../../lib/feedback';
import { impersonationTargets, reloadHome, startImpersonation, switchImpersonation, type ImpersonationTarget } from './api';
import { useImpersonation } from './useImpersonation';

/** App-bar control for provider staff: pick a tenant to act inside (IMPERSONATE_ALL or the MSS variants). */
export const ImpersonationSwitcher = () => {
  const { permissions } = usePermissions<PermissionMap>();
  const perms = permissions ?? {};
  const all = canAccess(perms, [['IMPERSONATE_ALL', 'VIEW']]);
  const mss = canAccess(perms, [['MSS_IMPERSONATE', 'VIEW']]);
  const mssCreate = canAccess(perms, [['MSS_IMPERSONATE_CREATE', 'VIEW']]);
  const { data: current } = useImpersonation();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [q, setQ] = useState('');
  const [options, setOptions] = useState<ImpersonationTarget[]>([]);
  const [choice, setChoice] = useState<ImpersonationTarget | null>(null);
  const [create, setCreate] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => impersonationTargets(q).then(setOptions, () => setOptions([])), 250);
    return () => clearTimeout(timer);
  }, [open, q]);

  if (!all && !mss && !mssCreate) return null;

  const go = async () => {
    if (!choice) return;
    setBusy(true);
    try {
      if (current) await switchImpersonation(choice.id);
      else await startImpersonation(choice.id, create || (mssCreate && !mss));
      reloadHome();
    } catch (e) {
      notify(failureMessage(e, M.notAllowed), { type: 'error' });
      setBusy(false);
    }
  };

  return (
    <>
      <Button color="inherit" size="small" startIcon={<SwapHorizIcon />} onClick={() => setOpen(true)}>
        {M.switcher}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>{M.switcher}</DialogTitle>
        <DialogContent>
          <Autocomplete
            sx={{ mt: 1 }}
            options={options}
            value={choice}
            filterOptions={(x) => x}
            getOptionLabel={(o) => o.name}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            onChange={(_e, v) => setChoice(v)}
            onInputChange={(_e, v) => setQ(v)}
            renderInput={(params) => <TextField {...params} label="Tenant" autoFocus />}
          />
          {!current && !all && mssCreate && mss && (
            <>
              <FormControlLabel
                sx={{ mt: 1 }}
                control={
                  <Checkbox
                    checked={create}
                    onChange={(e) => setCreate(e.target.checked)}
                    slotProps={{ input: { 'aria-describedby': 'impersonate-create-help' } }}
                  />
                }
                label={M.createChoice}
              />
              <FormHelperText id="impersonate-create-help" sx={{ mt: 0 }}>
                {M.createHelp}
              </FormHelperText>
            </>
          )}
        </DialogContent>
        <DialogActions>
          {current && (
            <Button
              onClick={async () => {
                setBusy(true);
                await switchImpersonation().catch(() => undefined);
                reloadHome();
              }}
              disabled={busy}
            >
              {M.stop}
            </Button>
          )}
          <Button onClick={() => setOpen(false)}>{MESSAGES.confirmCancel}</Button>
          <Button variant="contained" onClick={go} disabled={!choice || busy}>
            {MESSAGES.confirmOk}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};

import { useEffect, useState } from 'react';
import {
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  MenuItem,
  TextField,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { RDD_MESSAGES, type RddKind } from '@clearline/shared';
import { withServerMessage } from '../settingsApi';
import {
  documentChoices,
  fetchOptions,
  formErrors,
  initialForm,
  kindLabel,
  optionTypeLabel,
  optionTypesOf,
  saveRdd,
  type Rdd,
  type RddForm,
} from './rdd';

export interface RddDialogProps {
  kind: RddKind;
  open: boolean;
  /** the record of a Detail action; absent when adding */
  record?: Rdd;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * Add / detail dialog of a required-document default. A click on the backdrop does not close it; the
 * updated date is today and locked when adding, editable when editing; the options follow the option
 * type; documents are checkboxes.
 */
export const RddDialog = ({ kind, open, record, onClose, onSaved }: RddDialogProps) => {
  const notify = useNotify();
  const type = kindLabel(kind);
  const editing = !!record;
  const [form, setForm] = useState<RddForm>(() => initialForm(kind, record));
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (open) {
      setForm(initialForm(kind, record));
      setTouched(false);
    }
  }, [open, kind, record]);

  const optionTypes = optionTypesOf(kind);
  const options = useQuery({
    queryKey: ['rdd-options', form.optionType],
    queryFn: () => fetchOptions(form.optionType),
    enabled: open && !!form.optionType,
  });
  const errors = touched ? formErrors(kind, form) : {};
  const set = (patch: Partial<RddForm>) => setForm((f) => ({ ...f, ...patch }));

  const save = async () => {
    setTouched(true);
    if (Object.keys(formErrors(kind, form)).length) return;
    setSaving(true);
    try {
      await saveRdd(kind, form, record?.id);
      notify(editing ? RDD_MESSAGES.updated(type) : RDD_MESSAGES.added(type), { type: 'success' });
      onSaved();
      onClose();
    } catch (error) {
      notify(withServerMessage(editing ? RDD_MESSAGES.updateFailed(type) : RDD_MESSAGES.addFailed(type), error), { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  const toggle = (value: string, checked: boolean) =>
    set({ requiredDocuments: checked ? [...form.requiredDocuments, value] : form.requiredDocuments.filter((d) => d !== value) });

  return (
    <Dialog
      open={open}
      maxWidth="md"
      fullWidth
      onClose={(_, reason) => {
        if (reason !== 'backdropClick') onClose();
      }}
      aria-labelledby="rdd-dialog-title"
    >
      <DialogTitle id="rdd-dialog-title">{editing ? RDD_MESSAGES.editTitle(type) : RDD_MESSAGES.addTitle(type)}</DialogTitle>
      <DialogContent dividers>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: kind === 'cmmc' ? '1fr 1fr' : '1fr 1fr 1fr' }, gap: 2, mb: 2 }}>
          {kind !== 'cmmc' && (
            <TextField
              select
              size="small"
              required
              label={RDD_MESSAGES.columns.optionType}
              name="optionType"
              value={form.optionType}
              onChange={(e) => set({ optionType: e.target.value, option: '' })}
              error={!!errors.optionType}
              helperText={errors.optionType && `Error: ${errors.optionType}`}
            >
              {optionTypes.map((t) => (
                <MenuItem key={t} value={t}>
                  {optionTypeLabel(t)}
                </MenuItem>
              ))}
            </TextField>
          )}
          <TextField
            select
            size="small"
            required
            label={kind === 'cmmc' ? RDD_MESSAGES.columns.cmmcLevel : RDD_MESSAGES.columns.option}
            name="option"
            value={options.data?.some((o) => o.value === form.option) ? form.option : ''}
            onChange={(e) => set({ option: e.target.value })}
            disabled={!form.optionType}
            error={!!errors.option}
            helperText={errors.option && `Error: ${errors.option}`}
          >
            {(options.data ?? []).map((o) => (
              <MenuItem key={o.value} value={o.value}>
                {o.label}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            type="date"
            label={RDD_MESSAGES.columns.updatedDate}
            name="updatedDate"
            value={form.updatedDate}
            onChange={(e) => set({ updatedDate: e.target.value })}
            disabled={!editing}
            error={!!errors.updatedDate}
            helperText={errors.updatedDate && `Error: ${errors.updatedDate}`}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Box>
        <FormLabel component="legend" required>
          {RDD_MESSAGES.documents}
        </FormLabel>
        {errors.requiredDocuments && <FormHelperText error>{`Error: ${errors.requiredDocuments}`}</FormHelperText>}
        <Box
          role="group"
          aria-label={RDD_MESSAGES.documents}
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2, maxHeight: 360, overflowY: 'auto' }}
        >
          {documentChoices(kind).map((d) => (
            <FormControlLabel
              key={d.value}
              label={d.label}
              control={
                <Checkbox
                  size="small"
                  name={d.value}
                  checked={form.requiredDocuments.includes(d.value)}
                  onChange={(_, c) => toggle(d.value, c)}
                />
              }
            />
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          {RDD_MESSAGES.cancel}
        </Button>
        <Button variant="contained" onClick={save} disabled={saving}>
          {RDD_MESSAGES.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

import { useState } from 'react';
import {
  Autocomplete,
  Box,
  Button,
  Checkbox,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Divider,
  FormHelperText,
  List,
  ListItemButton,
  ListItemText,
  Menu,
  MenuItem,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { ANNUAL_TRAINING_TYPE, requiredDocumentTypesFor } from '@clearline/shared';
import {
  FACILITY_BULK_ACTION,
  FACILITY_BULK_ACTION_VALUES,
  FACILITY_BULK_MESSAGES as M,
  FACILITY_BULK_SELECTION,
  type FacilityBulkAction,
  type FacilityBulkSelection,
} from '@clearline/shared/facility-bulk';
import { api, dataOf, listRange, multipart, type Schema } from '../../../api/client';
import { addFiles, effectiveLimits, requiredError, useServerUploadLimits } from '../../../components/upload';
import { useFacilityChoices } from '../../../lib/facilityChoices';
import { failureMessage } from '../../../lib/feedback';
import { useGranted } from '../../../lib/useGranted';
import { BulkActionsProgress, isRunFinished, useBulkRun, type BulkRun } from './BulkActionsProgress';
import { tenantToday } from '../../../lib/dates';

type Facility = Schema<'FacilityView'>;
type Choice = { id: string; name: string };

const L = M.labels;
const PERSONNEL_TITLES = requiredDocumentTypesFor('PERSONNEL');
const FACILITY_TITLES = requiredDocumentTypesFor('FACILITY');

/** What one dialog collects (the fields of every action; each action reads its own). */
interface Values {
  message: string;
  trainingName: string;
  trainingType: string;
  completionDate: string;
  notes: string;
  titleId: string;
  selection: FacilityBulkSelection;
  people: Choice[];
  dateSigned: string;
  hideFromPersonnel: boolean;
  allFacilities: boolean;
  facilities: Choice[];
  title: string;
  documentType: string;
  expiryDate: string;
}

/** Form fields of a multipart request, without the empty ones. */
const filled = (fields: Record<string, string | File | undefined>): Record<string, string | File> =>
  Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string | File>;

/** What is missing before the dialog may be sent (the server checks again). */
function missing(action: FacilityBulkAction, v: Values, file: File | undefined): string | undefined {
  if (action !== 'SEND_REMINDER' && !file) return requiredError([], true);
  if (action === 'ANNUAL_TRAINING') {
    if (!v.trainingName.trim()) return `${L.trainingName} is required`;
    if (!v.completionDate) return `${L.completionDate} is required`;
    if (v.completionDate > tenantToday()) return M.completionInFuture;
  }
  if (action === 'UPLOAD_EMPLOYEE_DOCUMENT') {
    if (!v.titleId) return `${L.titleId} is required`;
    if (v.selection === 'SELECTED' && !v.people.length) return M.selectPeople;
  }
  if (action === 'UPLOAD_FACILITY_DOCUMENT') {
    if (!v.title.trim()) return `${L.title} is required`;
    if (!v.allFacilities && !v.facilities.length) return M.selectFacilities;
  }
  return undefined;
}

/** Sends the action; answers the queued run. */
async function start(action: FacilityBulkAction, facilityId: string, v: Values, file: File | undefined): Promise<BulkRun> {
  const path = { params: { path: { id: facilityId } } };
  switch (action) {
    case 'SEND_REMINDER':
      return dataOf(
        await api.POST('/api/v1/facilities/{id}/bulk-action/send-reminder', { ...path, body: { message: v.message.trim() || undefined } }),
      );
    case 'ANNUAL_TRAINING':
      return dataOf(
        await api.POST('/api/v1/facilities/{id}/bulk-action/annual-training', {
          ...path,
          ...multipart(
            filled({ trainingName: v.trainingName, trainingType: v.trainingType, completionDate: v.completionDate, notes: v.notes, file }),
          ),
        }),
      );
    case 'UPLOAD_EMPLOYEE_DOCUMENT':
      return dataOf(
        await api.POST('/api/v1/facilities/{id}/bulk-action/upload-employee-document', {
          ...path,
          ...multipart(
            filled({
              titleId: v.titleId,
              selection: v.selection,
              personnelIds: v.selection === 'SELECTED' ? v.people.map((p) => p.id).join(',') : undefined,
              dateSigned: v.dateSigned,
              hideFromPersonnel: String(v.hideFromPersonnel),
              file,
            }),
          ),
        }),
      );
    case 'UPLOAD_FACILITY_DOCUMENT':
      return dataOf(
        await api.POST('/api/v1/facilities/bulk-action/upload-facility-document', {
          ...multipart(
            filled({
              allFacilities: String(v.allFacilities),
              facilityIds: v.allFacilities ? undefined : v.facilities.map((f) => f.id).join(','),
              title: v.title,
              documentType: v.documentType,
              expiryDate: v.expiryDate,
              file,
            }),
          ),
        }),
      );
  }
}

/** Active people of the facility, for the "Selected people" choice. */
const useFacilityPeople = (facilityId: string, enabled: boolean) =>
  useQuery({
    queryKey: ['personnel', 'active', facilityId],
    enabled,
    queryFn: async () =>
      dataOf(
        await api.GET('/api/v1/personnel/active/facility/{facilityId}', {
          params: { path: { facilityId }, query: listRange(0, 999) as never },
        }),
      ) as Array<Schema<'PersonnelBasicView'>>,
    select: (rows): Choice[] => rows.map((p) => ({ id: p.id, name: `${p.lastName}, ${p.firstName}` })),
  });

const RunView = ({ run }: { run: BulkRun }) => <BulkActionsProgress run={useBulkRun(run) ?? run} titled={false} />;

/** One bulk action: its form and file, then the run's progress and result summary. */
const BulkActionDialog = ({ action, facility, onClose }: { action: FacilityBulkAction; facility?: Facility; onClose: () => void }) => {
  const facilityId = facility?.id ?? '';
  const facilityName = facility?.facilityName ?? '';
  const notify = useNotify();
  const queryClient = useQueryClient();
  const limits = effectiveLimits({ maxFiles: 1 }, useServerUploadLimits());
  const [v, setV] = useState<Values>({
    message: '',
    trainingName: '',
    trainingType: 'CLEARED',
    completionDate: tenantToday(),
    notes: '',
    titleId: '',
    selection: 'ALL',
    people: [],
    dateSigned: '',
    hideFromPersonnel: false,
    allFacilities: false,
    facilities: facility ? [{ id: facility.id, name: facility.facilityName }] : [],
    title: '',
    documentType: '',
    expiryDate: '',
  });
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [run, setRun] = useState<BulkRun>();
  const people = useFacilityPeople(facilityId, !!facility && action === 'UPLOAD_EMPLOYEE_DOCUMENT' && v.selection === 'SELECTED');
  const facilities = useFacilityChoices();
  const set =
    <K extends keyof Values>(key: K) =>
    (value: Values[K]) => {
      setError(undefined);
      setV((old) => ({ ...old, [key]: value }));
    };
  const text = (
    key: 'message' | 'trainingName' | 'notes' | 'title',
    label: string,
    extra: { multiline?: boolean; required?: boolean } = {},
  ) => (
    <TextField
      label={label}
      value={v[key]}
      onChange={(e) => set(key)(e.target.value)}
      multiline={extra.multiline}
      minRows={extra.multiline ? 3 : undefined}
      required={extra.required}
      fullWidth
    />
  );
  const date = (key: 'completionDate' | 'dateSigned' | 'expiryDate', label: string, required = false) => (
    <TextField
      type="date"
      label={label}
      value={v[key]}
      onChange={(e) => set(key)(e.target.value)}
      required={required}
      slotProps={{ inputLabel: { shrink: true } }}
      fullWidth
    />
  );

  const submit = async () => {
    const file = files[0];
    const problem = missing(action, v, file);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      const queued = await start(action, facilityId, v, file);
      setRun(queued);
      notify(M.queued(FACILITY_BULK_ACTION[action], queued.total, action === 'UPLOAD_FACILITY_DOCUMENT'), { type: 'info' });
      void queryClient.invalidateQueries({ queryKey: ['personnel'] });
    } catch (e) {
      const message = failureMessage(e, M.failed);
      setError(message);
      notify(message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="md" aria-labelledby="bulk-action-title">
      <DialogTitle id="bulk-action-title">
        {FACILITY_BULK_ACTION[action]}
        <Typography variant="body2" color="text.secondary">
          {action === 'UPLOAD_FACILITY_DOCUMENT' ? L.facilityIds : facilityName}
        </Typography>
      </DialogTitle>
      <DialogContent>
        {run ? (
          <RunView run={run} />
        ) : (
          <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
            {action === 'SEND_REMINDER' && (
              <>
                <Typography variant="body2">
                  Every active person of {facilityName} who has open actions receives an e-mail listing them.
                </Typography>
                {text('message', L.message, { multiline: true })}
              </>
            )}
            {action === 'ANNUAL_TRAINING' && (
              <>
                <Typography variant="body2">
                  The document is attached to every cleared employee of {facilityName} as their Annual Refresher Briefing, which marks the
                  training done for the year.
                </Typography>
                {text('trainingName', L.trainingName, { required: true })}
                <TextField select label={L.trainingType} value={v.trainingType} onChange={(e) => set('trainingType')(e.target.value)}>
                  {Object.entries(ANNUAL_TRAINING_TYPE).map(([value, label]) => (
                    <MenuItem key={value} value={value}>
                      {label}
                    </MenuItem>
                  ))}
                </TextField>
                {date('completionDate', L.completionDate, true)}
                {text('notes', L.notes, { multiline: true })}
              </>
            )}
            {action === 'UPLOAD_EMPLOYEE_DOCUMENT' && (
              <>
                <TextField select required label={L.titleId} value={v.titleId} onChange={(e) => set('titleId')(e.target.value)}>
                  {PERSONNEL_TITLES.map((t) => (
                    <MenuItem key={t.value} value={t.value}>
                      {t.label}
                    </MenuItem>
                  ))}
                </TextField>
                <RadioGroup row value={v.selection} onChange={(e) => set('selection')(e.target.value as FacilityBulkSelection)}>
                  {Object.entries(FACILITY_BULK_SELECTION).map(([value, label]) => (
                    <FormControlLabel key={value} value={value} control={<Radio />} label={label} />
                  ))}
                </RadioGroup>
                {v.selection === 'SELECTED' && (
                  <Autocomplete
                    multiple
                    options={people.data ?? []}
                    loading={people.isPending}
                    value={v.people}
                    onChange={(_, value) => set('people')(value)}
                    getOptionLabel={(o) => o.name}
                    isOptionEqualToValue={(a, b) => a.id === b.id}
                    renderInput={(params) => <TextField {...params} label={L.personnelIds} />}
                  />
                )}
                {date('dateSigned', L.dateSigned)}
                <FormControlLabel
                  control={<Checkbox checked={v.hideFromPersonnel} onChange={(e) => set('hideFromPersonnel')(e.target.checked)} />}
                  label={L.hideFromPersonnel}
                />
              </>
            )}
            {action === 'UPLOAD_FACILITY_DOCUMENT' && (
              <>
                {text('title', L.title, { required: true })}
                <TextField select label={L.documentType} value={v.documentType} onChange={(e) => set('documentType')(e.target.value)}>
                  <MenuItem value="">
                    <em>None</em>
                  </MenuItem>
                  {FACILITY_TITLES.map((t) => (
                    <MenuItem key={t.value} value={t.value}>
                      {t.label}
                    </MenuItem>
                  ))}
                </TextField>
                {date('expiryDate', L.expiryDate)}
                <FormControlLabel
                  control={<Checkbox checked={v.allFacilities} onChange={(e) => set('allFacilities')(e.target.checked)} />}
                  label={L.allFacilities}
                />
                {!v.allFacilities && (
                  <Autocomplete
                    multiple
                    options={facilities.data ?? []}
                    value={v.facilities}
                    onChange={(_, value) => set('facilities')(value)}
                    getOptionLabel={(o) => o.name}
                    isOptionEqualToValue={(a, b) => a.id === b.id}
                    renderInput={(params) => <TextField {...params} label={L.facilityIds} />}
                  />
                )}
              </>
            )}
            {action !== 'SEND_REMINDER' && (
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <Button component="label" variant="outlined" startIcon={<AttachFileIcon />}>
                  {L.file}
                  <input
                    hidden
                    type="file"
                    aria-label={L.file}
                    onChange={(e) => {
                      const picked = addFiles([], Array.from(e.target.files ?? []).slice(0, 1), limits);
                      setFiles(picked.files);
                      setError(picked.errors[0]);
                      e.target.value = '';
                    }}
                  />
                </Button>
                <Typography variant="body2">{files[0]?.name ?? 'No file chosen'}</Typography>
              </Box>
            )}
            {error && <FormHelperText error>{error}</FormHelperText>}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        {run ? (
          <Button onClick={onClose} variant={isRunFinished(run) ? 'contained' : 'text'}>
            Close
          </Button>
        ) : (
          <>
            <Button onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button onClick={submit} variant="contained" disabled={busy}>
              Start
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
};

/** What a finished run did, in a few words ("Sent 10 · Skipped 3"). */
const summaryOf = (run: BulkRun) =>
  (
    [
      ['Sent', run.counts.sent],
      ['Attached', run.counts.attached],
      ['Skipped', run.counts.skipped],
      ['Failed', run.counts.failed],
    ] as const
  )
    .filter(([, n]) => n > 0)
    .map(([label, n]) => `${label} ${n}`)
    .join(' · ');

/** The facility's bulk action runs, newest first; a run opens to its progress and per-person result. */
const RecentRunsDialog = ({ facility, onClose }: { facility: Facility; onClose: () => void }) => {
  const [shown, setShown] = useState<string>();
  const runs = useQuery({
    queryKey: ['facilities', 'bulk-action', facility.id, 'runs'],
    queryFn: async () =>
      dataOf(
        await api.GET('/api/v1/facilities/{id}/bulk-action/runs', {
          params: { path: { id: facility.id }, query: listRange(0, 19) as never },
        }),
      ) as BulkRun[],
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="bulk-runs-title">
      <DialogTitle id="bulk-runs-title">
        {M.recent}
        <Typography variant="body2" color="text.secondary">
          {facility.facilityName}
        </Typography>
      </DialogTitle>
      <DialogContent>
        {runs.data && !runs.data.length && <Typography variant="body2">{M.noRuns}</Typography>}
        {runs.error && <FormHelperText error>{failureMessage(runs.error, M.failed)}</FormHelperText>}
        <List dense>
          {(runs.data ?? []).map((run) => (
            <Box key={run.id}>
              <ListItemButton selected={shown === run.id} onClick={() => setShown(shown === run.id ? undefined : run.id)}>
                <ListItemText
                  primary={run.title}
                  secondary={`${new Date(run.queuedAt).toLocaleString()} — ${summaryOf(run) || run.status}`}
                />
                <Chip size="small" variant="outlined" label={run.status} />
              </ListItemButton>
              {shown === run.id && (
                <Box sx={{ px: 2, pb: 2 }}>
                  <BulkActionsProgress run={run} titled={false} />
                </Box>
              )}
            </Box>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
};

/**
 * The "Bulk Actions" menu of the facility header (FACILITIES UPDATE): send a reminder, upload an annual
 * training document, upload an employee document, and the facility-wide document upload. A disabled
 * facility offers none.
 */
export const BulkActions = ({ facility }: { facility: Facility }) => {
  const granted = useGranted('FACILITIES', 'UPDATE');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [action, setAction] = useState<FacilityBulkAction | null>(null);
  const [recent, setRecent] = useState(false);
  if (!granted) return null;
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        endIcon={<ArrowDropDownIcon />}
        disabled={!facility.enabled}
        title={facility.enabled ? undefined : M.facilityDisabled(facility.facilityName)}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
      >
        {M.menu}
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {FACILITY_BULK_ACTION_VALUES.map((a) => (
          <MenuItem
            key={a}
            onClick={() => {
              setAnchor(null);
              setAction(a);
            }}
          >
            <ListItemText>{FACILITY_BULK_ACTION[a]}</ListItemText>
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setRecent(true);
          }}
        >
          <ListItemText>{M.recent}</ListItemText>
        </MenuItem>
      </Menu>
      {recent && <RecentRunsDialog facility={facility} onClose={() => setRecent(false)} />}
      {action && <BulkActionDialog key={action} action={action} facility={facility} onClose={() => setAction(null)} />}
    </>
  );
};

/**
 * The facility-wide document upload from the facility list (FACILITIES UPDATE): one document on each
 * chosen facility, or on every enabled one.
 */
export const FacilityDocumentUploadButton = () => {
  const granted = useGranted('FACILITIES', 'UPDATE');
  const [open, setOpen] = useState(false);
  if (!granted) return null;
  return (
    <>
      <Button variant="outlined" size="small" startIcon={<AttachFileIcon />} onClick={() => setOpen(true)}>
        {FACILITY_BULK_ACTION.UPLOAD_FACILITY_DOCUMENT}
      </Button>
      {open && <BulkActionDialog action="UPLOAD_FACILITY_DOCUMENT" onClose={() => setOpen(false)} />}
    </>
  );
};

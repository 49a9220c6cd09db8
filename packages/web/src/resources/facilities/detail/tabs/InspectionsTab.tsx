import { useState } from 'react';
import { Box, Button, Chip, IconButton, Paper, Stack, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { DataTable } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import {
  CORRECTIVE_ACTION_STATUS,
  FACILITY_REVIEW_MESSAGES as M,
  FINDING_CATEGORY,
  FINDING_SEVERITY,
  INSPECTION_RATING,
  INSPECTION_TYPE,
  labelOf,
  type CorrectiveActionStatus,
  type FindingCategory,
  type FindingSeverity,
  type InspectionRating,
  type InspectionType,
} from '@clearline/shared';
import { DateCol } from '../../../../lib/DateCol';
import { Field, orNull, ReviewDialog } from './ReviewDialog';
import { OverdueChip, ReviewTable } from './ReviewTable';
import { reviewsApi, type Inspection, type InspectionBody } from './reviewsApi';
import { tenantToday } from '../../../../lib/dates';

interface ActionForm {
  id?: string;
  description: string;
  responsiblePerson: string;
  dueDate: string;
  completedDate: string;
  status: CorrectiveActionStatus;
}
interface FindingForm {
  id?: string;
  category: FindingCategory | '';
  severity: FindingSeverity;
  description: string;
  nispomReference: string;
  correctiveActions: ActionForm[];
}
interface Form {
  inspectionType: InspectionType | '';
  startDate: string;
  endDate: string;
  inspectors: string;
  rating: InspectionRating | '';
  summary: string;
  findings: FindingForm[];
}

const EMPTY: Form = { inspectionType: '', startDate: '', endDate: '', inspectors: '', rating: '', summary: '', findings: [] };
const NEW_FINDING: FindingForm = { category: '', severity: 'LOW', description: '', nispomReference: '', correctiveActions: [] };
const NEW_ACTION: ActionForm = { description: '', responsiblePerson: '', dueDate: '', completedDate: '', status: 'OPEN' };
const RATING_COLOR = {
  SUPERIOR: 'success',
  COMMENDABLE: 'success',
  SATISFACTORY: 'info',
  MARGINAL: 'warning',
  UNSATISFACTORY: 'error',
} as const;

const formOf = (i: Inspection): Form => ({
  inspectionType: i.inspectionType,
  startDate: i.startDate,
  endDate: i.endDate ?? '',
  inspectors: i.inspectors ?? '',
  rating: i.rating ?? '',
  summary: i.summary ?? '',
  findings: i.findings.map((f) => ({
    id: f.id,
    category: f.category,
    severity: f.severity,
    description: f.description,
    nispomReference: f.nispomReference ?? '',
    correctiveActions: f.correctiveActions.map((a) => ({
      id: a.id,
      description: a.description,
      responsiblePerson: a.responsiblePerson ?? '',
      dueDate: a.dueDate,
      completedDate: a.completedDate ?? '',
      status: a.status,
    })),
  })),
});

const bodyOf = (form: Form, version?: number): InspectionBody => ({
  inspectionType: form.inspectionType as InspectionType,
  startDate: form.startDate,
  endDate: orNull(form.endDate),
  inspectors: orNull(form.inspectors),
  rating: (form.rating || null) as InspectionRating | null,
  summary: orNull(form.summary),
  findings: form.findings.map((f) => ({
    ...(f.id ? { id: f.id } : {}),
    category: f.category as FindingCategory,
    severity: f.severity,
    description: f.description.trim(),
    nispomReference: orNull(f.nispomReference),
    correctiveActions: f.correctiveActions.map((a) => ({
      ...(a.id ? { id: a.id } : {}),
      description: a.description.trim(),
      responsiblePerson: orNull(a.responsiblePerson),
      dueDate: a.dueDate,
      completedDate: orNull(a.completedDate),
      status: a.status,
    })),
  })),
  ...(version ? { version } : {}),
});

/**
 * Inspections tab: the DCSA security reviews of the facility with their rating; each review's findings and
 * their corrective actions are edited in the review. Open corrective actions past their due date are flagged.
 */
export const InspectionsTab = ({ facilityId }: { facilityId: string }) => {
  const queryKey = ['facilities', facilityId, 'inspections'];
  const q = useQuery({ queryKey, queryFn: () => reviewsApi.inspections(facilityId) });
  const [editing, setEditing] = useState<Inspection | null>(null);
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState<Form>(EMPTY);
  const set = (patch: Partial<Form>) => setForm((f) => ({ ...f, ...patch }));
  const setFinding = (n: number, patch: Partial<FindingForm>) =>
    setForm((f) => ({ ...f, findings: f.findings.map((x, i) => (i === n ? { ...x, ...patch } : x)) }));
  const setAction = (n: number, m: number, patch: Partial<ActionForm>) =>
    setForm((f) => ({
      ...f,
      findings: f.findings.map((x, i) =>
        i === n ? { ...x, correctiveActions: x.correctiveActions.map((a, j) => (j === m ? { ...a, ...patch } : a)) } : x,
      ),
    }));
  const show = (i: Inspection | null) => {
    setEditing(i);
    setForm(i ? formOf(i) : EMPTY);
    setOpen(true);
  };
  const complete =
    !!form.inspectionType &&
    !!form.startDate &&
    form.findings.every((f) => f.category && f.description.trim() && f.correctiveActions.every((a) => a.description.trim() && a.dueDate));
  const day = tenantToday();
  const Col = DataTable.Col<Inspection>;

  return (
    <>
      <ReviewTable<Inspection>
        title="Inspections"
        item={M.inspection}
        addLabel={M.addInspection}
        rows={q.data}
        isPending={q.isPending}
        error={q.error}
        queryKey={queryKey}
        onAdd={() => show(null)}
        onEdit={show}
        onDelete={(i) => reviewsApi.deleteInspection(facilityId, i.id)}
      >
        <Col source="inspectionType" label="Inspection Type" render={(i) => labelOf(INSPECTION_TYPE, i.inspectionType)} />
        <DateCol source="startDate" label="Start Date" />
        <DateCol source="endDate" label="End Date" />
        <Col source="inspectors" label="Inspectors" />
        <Col
          source="rating"
          label="Rating"
          render={(i) =>
            i.rating ? (
              <Chip size="small" variant="outlined" color={RATING_COLOR[i.rating]} label={labelOf(INSPECTION_RATING, i.rating)} />
            ) : (
              <Typography variant="body2" color="text.secondary">
                Not rated yet
              </Typography>
            )
          }
        />
        <Col
          source="openFindings"
          label="Findings"
          render={(i) => (
            <>
              {i.openFindings} open of {i.findings.length}
              <OverdueChip show={i.overdueActions > 0} label={`${i.overdueActions} ${M.overdue.toLowerCase()}`} />
            </>
          )}
        />
      </ReviewTable>
      <ReviewDialog
        open={open}
        item={M.inspection}
        editing={!!editing}
        title={editing ? M.editInspection : M.addInspection}
        onClose={() => setOpen(false)}
        save={() =>
          editing
            ? reviewsApi.editInspection(facilityId, editing.id, bodyOf(form, editing.version))
            : reviewsApi.addInspection(facilityId, bodyOf(form))
        }
        queryKey={queryKey}
        canSave={complete}
        maxWidth="lg"
      >
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            <Field
              label="Inspection Type"
              required
              choices={INSPECTION_TYPE}
              value={form.inspectionType}
              onChange={(e) => set({ inspectionType: e.target.value as InspectionType })}
            />
            <Field label="Start Date" required type="date" value={form.startDate} onChange={(e) => set({ startDate: e.target.value })} />
            <Field label="End Date" type="date" value={form.endDate} onChange={(e) => set({ endDate: e.target.value })} />
            <Field
              label="Rating"
              choices={[['', 'Not rated yet'], ...Object.entries(INSPECTION_RATING)]}
              value={form.rating}
              onChange={(e) => set({ rating: e.target.value as InspectionRating | '' })}
            />
          </Stack>
          <Field label="Inspectors" value={form.inspectors} onChange={(e) => set({ inspectors: e.target.value })} />
          <Field label="Summary" multiline minRows={2} value={form.summary} onChange={(e) => set({ summary: e.target.value })} />

          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography variant="subtitle1" component="h3">
              Findings
            </Typography>
            <Button
              size="small"
              startIcon={<AddIcon />}
              onClick={() => set({ findings: [...form.findings, { ...NEW_FINDING, correctiveActions: [] }] })}
            >
              {M.addFinding}
            </Button>
          </Stack>
          {form.findings.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              No findings recorded.
            </Typography>
          )}
          {form.findings.map((f, n) => (
            <Paper key={f.id ?? `new-${n}`} variant="outlined" sx={{ p: 2 }} aria-label={`Finding ${n + 1}`} role="group">
              <Stack spacing={2}>
                <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
                  <Field
                    label="Finding Category"
                    required
                    choices={FINDING_CATEGORY}
                    value={f.category}
                    onChange={(e) => setFinding(n, { category: e.target.value as FindingCategory })}
                  />
                  <Field
                    label="Severity"
                    choices={FINDING_SEVERITY}
                    value={f.severity}
                    onChange={(e) => setFinding(n, { severity: e.target.value as FindingSeverity })}
                  />
                  <Field
                    label="NISPOM Reference"
                    value={f.nispomReference}
                    onChange={(e) => setFinding(n, { nispomReference: e.target.value })}
                  />
                  <Tooltip title="Remove finding">
                    <IconButton
                      aria-label="Remove finding"
                      color="error"
                      onClick={() => set({ findings: form.findings.filter((_, i) => i !== n) })}
                    >
                      <DeleteIcon />
                    </IconButton>
                  </Tooltip>
                </Stack>
                <Field
                  label="Finding"
                  required
                  multiline
                  value={f.description}
                  onChange={(e) => setFinding(n, { description: e.target.value })}
                />
                <Box sx={{ pl: { md: 3 } }}>
                  <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
                    <Typography variant="subtitle2" component="h4">
                      Corrective Actions
                    </Typography>
                    <Button
                      size="small"
                      startIcon={<AddIcon />}
                      onClick={() => setFinding(n, { correctiveActions: [...f.correctiveActions, { ...NEW_ACTION }] })}
                    >
                      {M.addCorrectiveAction}
                    </Button>
                  </Stack>
                  <Stack spacing={1.5}>
                    {f.correctiveActions.map((a, m) => (
                      <Stack
                        key={a.id ?? `new-${m}`}
                        direction={{ xs: 'column', md: 'row' }}
                        spacing={1.5}
                        sx={{ alignItems: 'center' }}
                        role="group"
                        aria-label={`Corrective action ${m + 1} of finding ${n + 1}`}
                      >
                        <Field
                          label="Corrective Action"
                          required
                          value={a.description}
                          onChange={(e) => setAction(n, m, { description: e.target.value })}
                          sx={{ flex: 3 }}
                        />
                        <Field
                          label="Responsible Person"
                          value={a.responsiblePerson}
                          onChange={(e) => setAction(n, m, { responsiblePerson: e.target.value })}
                          sx={{ flex: 2 }}
                        />
                        <Field
                          label="Due Date"
                          required
                          type="date"
                          value={a.dueDate}
                          onChange={(e) => setAction(n, m, { dueDate: e.target.value })}
                          sx={{ flex: 1.4 }}
                        />
                        <Field
                          label="Completed Date"
                          type="date"
                          value={a.completedDate}
                          onChange={(e) =>
                            setAction(n, m, { completedDate: e.target.value, status: e.target.value ? 'COMPLETED' : 'OPEN' })
                          }
                          sx={{ flex: 1.4 }}
                        />
                        <Field
                          label="Status"
                          choices={CORRECTIVE_ACTION_STATUS}
                          value={a.status}
                          onChange={(e) => setAction(n, m, { status: e.target.value as CorrectiveActionStatus })}
                          sx={{ flex: 1.2 }}
                        />
                        <Box sx={{ minWidth: 80 }}>
                          <OverdueChip show={a.status === 'OPEN' && !!a.dueDate && a.dueDate < day} />
                        </Box>
                        <Tooltip title="Remove corrective action">
                          <IconButton
                            aria-label="Remove corrective action"
                            onClick={() => setFinding(n, { correctiveActions: f.correctiveActions.filter((_, j) => j !== m) })}
                          >
                            <DeleteIcon fontSize="small" />
                          </IconButton>
                        </Tooltip>
                      </Stack>
                    ))}
                  </Stack>
                </Box>
              </Stack>
            </Paper>
          ))}
        </Stack>
      </ReviewDialog>
    </>
  );
};

import { useState } from 'react';
import { Alert, Chip, Stack } from '@mui/material';
import { DataTable } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import {
  CHANGE_CONDITION_STATUS,
  CHANGE_CONDITION_TYPE,
  FACILITY_REVIEW_MESSAGES as M,
  labelOf,
  nextChangeConditionStatuses,
  type ChangeConditionStatus,
  type ChangeConditionType,
} from '@clearline/shared';
import { DateCol } from '../../../../lib/DateCol';
import { formatDate } from '../../../../lib/dates';
import { Field, orNull, ReviewDialog } from './ReviewDialog';
import { OverdueChip, ReviewTable } from './ReviewTable';
import { reviewsApi, type ChangeCondition, type ChangeConditionBody } from './reviewsApi';

interface Form {
  conditionType: ChangeConditionType | '';
  description: string;
  effectiveDate: string;
  reportDueDate: string;
  status: ChangeConditionStatus;
  reportedDate: string;
  nissReference: string;
  acknowledgedDate: string;
  notes: string;
}
const EMPTY: Form = {
  conditionType: '',
  description: '',
  effectiveDate: '',
  reportDueDate: '',
  status: 'DRAFT',
  reportedDate: '',
  nissReference: '',
  acknowledgedDate: '',
  notes: '',
};
const formOf = (c: ChangeCondition): Form => ({
  conditionType: c.conditionType,
  description: c.description,
  effectiveDate: c.effectiveDate,
  reportDueDate: c.reportDueDate,
  status: c.status,
  reportedDate: c.reportedDate ?? '',
  nissReference: c.nissReference ?? '',
  acknowledgedDate: c.acknowledgedDate ?? '',
  notes: c.notes ?? '',
});

const STATUS_COLOR = { DRAFT: 'warning', SUBMITTED: 'info', ACKNOWLEDGED: 'success', CLOSED: 'default' } as const;

/**
 * Change Conditions tab: the changed-condition packages the FSO reports to DCSA (32 CFR 117.8(c)). A draft
 * carries the facility's open action to report it; a package past its report due date is flagged.
 */
export const ChangeConditionsTab = ({ facilityId }: { facilityId: string }) => {
  const queryKey = ['facilities', facilityId, 'change-conditions'];
  const q = useQuery({ queryKey, queryFn: () => reviewsApi.changeConditions(facilityId) });
  const [editing, setEditing] = useState<ChangeCondition | null>(null);
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState<Form>(EMPTY);
  const set = (patch: Partial<Form>) => setForm((f) => ({ ...f, ...patch }));

  const show = (c: ChangeCondition | null) => {
    setEditing(c);
    setForm(c ? formOf(c) : EMPTY);
    setOpen(true);
  };
  const body = (): ChangeConditionBody => ({
    conditionType: form.conditionType as ChangeConditionType,
    description: form.description.trim(),
    effectiveDate: form.effectiveDate,
    reportDueDate: orNull(form.reportDueDate),
    status: form.status,
    reportedDate: orNull(form.reportedDate),
    nissReference: orNull(form.nissReference),
    acknowledgedDate: orNull(form.acknowledgedDate),
    notes: orNull(form.notes),
    ...(editing ? { version: editing.version } : {}),
  });
  const statuses = nextChangeConditionStatuses(editing?.status ?? 'DRAFT').map((s) => [s, CHANGE_CONDITION_STATUS[s]] as [string, string]);
  const Col = DataTable.Col<ChangeCondition>;

  return (
    <>
      <ReviewTable<ChangeCondition>
        title="Change Conditions"
        item={M.changeCondition}
        addLabel={M.addChangeCondition}
        rows={q.data}
        isPending={q.isPending}
        error={q.error}
        queryKey={queryKey}
        onAdd={() => show(null)}
        onEdit={show}
        onDelete={(c) => reviewsApi.deleteChangeCondition(facilityId, c.id)}
        canDelete={(c) => c.status === 'DRAFT'}
      >
        <Col source="conditionType" label="Change Type" render={(c) => labelOf(CHANGE_CONDITION_TYPE, c.conditionType)} />
        <Col source="description" label="Description" />
        <DateCol source="effectiveDate" label="Effective Date" />
        <Col
          source="reportDueDate"
          label="Report Due"
          render={(c) => (
            <>
              {formatDate(c.reportDueDate)}
              <OverdueChip show={c.overdue} />
            </>
          )}
        />
        <DateCol source="reportedDate" label="Reported to DCSA" />
        <Col source="nissReference" label="NISS Reference" />
        <Col
          source="status"
          label="Status"
          render={(c) => (
            <Chip size="small" variant="outlined" color={STATUS_COLOR[c.status]} label={labelOf(CHANGE_CONDITION_STATUS, c.status)} />
          )}
        />
      </ReviewTable>
      <ReviewDialog
        open={open}
        item={M.changeCondition}
        editing={!!editing}
        title={editing ? M.editChangeCondition : M.addChangeCondition}
        onClose={() => setOpen(false)}
        save={() =>
          editing ? reviewsApi.editChangeCondition(facilityId, editing.id, body()) : reviewsApi.addChangeCondition(facilityId, body())
        }
        queryKey={queryKey}
        canSave={!!form.conditionType && !!form.description.trim() && !!form.effectiveDate}
      >
        <Stack spacing={2} sx={{ pt: 1 }}>
          {editing?.overdue && <Alert severity="error">This change is past its report due date and has not been submitted to DCSA.</Alert>}
          <Field
            label="Change Type"
            required
            choices={CHANGE_CONDITION_TYPE}
            value={form.conditionType}
            onChange={(e) => set({ conditionType: e.target.value as ChangeConditionType })}
          />
          <Field
            label="Description"
            required
            multiline
            minRows={2}
            value={form.description}
            onChange={(e) => set({ description: e.target.value })}
          />
          <Stack direction="row" spacing={2}>
            <Field
              label="Effective Date"
              required
              type="date"
              value={form.effectiveDate}
              onChange={(e) => set({ effectiveDate: e.target.value })}
            />
            <Field
              label="Report Due Date"
              type="date"
              helperText="The effective date when left blank"
              value={form.reportDueDate}
              onChange={(e) => set({ reportDueDate: e.target.value })}
            />
          </Stack>
          <Field
            label="Status"
            choices={statuses}
            value={form.status}
            onChange={(e) => set({ status: e.target.value as ChangeConditionStatus })}
          />
          <Stack direction="row" spacing={2}>
            <Field
              label="Date Reported to DCSA"
              type="date"
              required={form.status !== 'DRAFT'}
              value={form.reportedDate}
              onChange={(e) => set({ reportedDate: e.target.value })}
            />
            <Field label="NISS Reference" value={form.nissReference} onChange={(e) => set({ nissReference: e.target.value })} />
          </Stack>
          <Field
            label="Date Acknowledged"
            type="date"
            required={form.status === 'ACKNOWLEDGED'}
            value={form.acknowledgedDate}
            onChange={(e) => set({ acknowledgedDate: e.target.value })}
          />
          <Field label="Notes" multiline minRows={2} value={form.notes} onChange={(e) => set({ notes: e.target.value })} />
        </Stack>
      </ReviewDialog>
    </>
  );
};

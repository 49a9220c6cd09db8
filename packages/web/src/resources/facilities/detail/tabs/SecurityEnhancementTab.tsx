import { useState } from 'react';
import { Chip, Link, Stack } from '@mui/material';
import { DataTable } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import {
  ENHANCEMENT_CATEGORY,
  ENHANCEMENT_STATUS,
  FACILITY_REVIEW_MESSAGES as M,
  labelOf,
  type EnhancementCategory,
  type EnhancementStatus,
} from '@clearline/shared';
import { DateCol } from '../../../../lib/DateCol';
import { Field, orNull, ReviewDialog } from './ReviewDialog';
import { ReviewTable } from './ReviewTable';
import { reviewsApi, type Enhancement, type EnhancementBody } from './reviewsApi';

interface Form {
  category: EnhancementCategory | '';
  title: string;
  description: string;
  dateImplemented: string;
  evidenceLink: string;
  status: EnhancementStatus;
}
const EMPTY: Form = { category: '', title: '', description: '', dateImplemented: '', evidenceLink: '', status: 'IMPLEMENTED' };
const STATUS_COLOR = { PLANNED: 'default', IMPLEMENTED: 'info', CREDITED: 'success', NOT_CREDITED: 'warning' } as const;

/** Security Enhancements tab: the facility's NISP enhancements, by the categories of the DCSA rating matrix. */
export const SecurityEnhancementTab = ({ facilityId }: { facilityId: string }) => {
  const queryKey = ['facilities', facilityId, 'security-enhancements'];
  const q = useQuery({ queryKey, queryFn: () => reviewsApi.enhancements(facilityId) });
  const [editing, setEditing] = useState<Enhancement | null>(null);
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState<Form>(EMPTY);
  const set = (patch: Partial<Form>) => setForm((f) => ({ ...f, ...patch }));
  const show = (e: Enhancement | null) => {
    setEditing(e);
    setForm(
      e
        ? {
            category: e.category,
            title: e.title,
            description: e.description ?? '',
            dateImplemented: e.dateImplemented ?? '',
            evidenceLink: e.evidenceLink ?? '',
            status: e.status,
          }
        : EMPTY,
    );
    setOpen(true);
  };
  const body = (): EnhancementBody => ({
    category: form.category as EnhancementCategory,
    title: form.title.trim(),
    description: orNull(form.description),
    dateImplemented: orNull(form.dateImplemented),
    evidenceLink: orNull(form.evidenceLink),
    status: form.status,
    ...(editing ? { version: editing.version } : {}),
  });
  const Col = DataTable.Col<Enhancement>;

  return (
    <>
      <ReviewTable<Enhancement>
        title="Security Enhancements"
        item={M.enhancement}
        addLabel={M.addEnhancement}
        rows={q.data}
        isPending={q.isPending}
        error={q.error}
        queryKey={queryKey}
        onAdd={() => show(null)}
        onEdit={show}
        onDelete={(e) => reviewsApi.deleteEnhancement(facilityId, e.id)}
      >
        <Col source="title" label="Title" />
        <Col source="category" label="Category" render={(e) => labelOf(ENHANCEMENT_CATEGORY, e.category)} />
        <DateCol source="dateImplemented" label="Date Implemented" />
        <Col
          source="status"
          label="Status"
          render={(e) => (
            <Chip size="small" variant="outlined" color={STATUS_COLOR[e.status]} label={labelOf(ENHANCEMENT_STATUS, e.status)} />
          )}
        />
        <Col
          source="evidenceLink"
          label="Evidence"
          disableSort
          render={(e) =>
            e.evidenceLink ? (
              <Link href={e.evidenceLink} target="_blank" rel="noopener noreferrer" onClick={(ev) => ev.stopPropagation()}>
                Evidence
              </Link>
            ) : null
          }
        />
      </ReviewTable>
      <ReviewDialog
        open={open}
        item={M.enhancement}
        editing={!!editing}
        title={editing ? M.editEnhancement : M.addEnhancement}
        onClose={() => setOpen(false)}
        save={() => (editing ? reviewsApi.editEnhancement(facilityId, editing.id, body()) : reviewsApi.addEnhancement(facilityId, body()))}
        queryKey={queryKey}
        canSave={!!form.category && !!form.title.trim()}
      >
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Field
            label="Category"
            required
            choices={ENHANCEMENT_CATEGORY}
            value={form.category}
            onChange={(e) => set({ category: e.target.value as EnhancementCategory })}
          />
          <Field label="Title" required value={form.title} onChange={(e) => set({ title: e.target.value })} />
          <Field
            label="Description"
            multiline
            minRows={2}
            value={form.description}
            onChange={(e) => set({ description: e.target.value })}
          />
          <Stack direction="row" spacing={2}>
            <Field
              label="Status"
              choices={ENHANCEMENT_STATUS}
              value={form.status}
              onChange={(e) => set({ status: e.target.value as EnhancementStatus })}
            />
            <Field
              label="Date Implemented"
              type="date"
              required={form.status !== 'PLANNED'}
              value={form.dateImplemented}
              onChange={(e) => set({ dateImplemented: e.target.value })}
            />
          </Stack>
          <Field
            label="Evidence Link"
            placeholder="https://"
            helperText="Where the evidence is kept (an https address)"
            value={form.evidenceLink}
            onChange={(e) => set({ evidenceLink: e.target.value })}
          />
        </Stack>
      </ReviewDialog>
    </>
  );
};

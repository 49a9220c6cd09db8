import { useState } from 'react';
import { Button, Chip, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { DataTable, useNotify } from 'react-admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FACILITY_DETAIL_MESSAGES as M, FACILITY_DOCUMENT_STATUS, labelOf } from '@clearline/shared';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { downloadDocument } from '../../../../components/upload';
import { DateCol } from '../../../../lib/DateCol';
import { failureMessage } from '../../../../lib/feedback';
import { useGranted } from '../../../../lib/useGranted';
import { DetailTable } from './DetailTable';
import { FacilityDocumentDialog } from './FacilityDocumentDialog';
import { facilityDetailApi, type FacilityDocument, type FacilityDocumentFields, type RequiredFacilityDocument } from './facilityDetailApi';

const STATUS_COLOR = { CURRENT: 'success', MISSING: 'error', EXPIRED: 'warning' } as const;

const StatusChip = ({ status }: { status: keyof typeof STATUS_COLOR }) => (
  <Chip size="small" variant="outlined" color={STATUS_COLOR[status]} label={labelOf(FACILITY_DOCUMENT_STATUS, status)} />
);

/**
 * Facility Documents tab: what the FACILITY required-document defaults ask for (Current, Expired or Missing, so the FSO
 * sees what DCSA will ask for) and the facility's documents with their type, expiry and notes.
 */
export const FacilityDocumentsTab = ({ facilityId }: { facilityId: string }) => {
  const key = ['facilities', facilityId, 'documents'];
  const q = useQuery({ queryKey: key, queryFn: () => facilityDetailApi.documents(facilityId) });
  const queryClient = useQueryClient();
  const notify = useNotify();
  const canUpdate = useGranted('FACILITIES', 'UPDATE');
  const canDelete = useGranted('FACILITIES', 'DELETE');
  const [dialog, setDialog] = useState<{ document?: FacilityDocument; type?: string } | null>(null);
  const [deleting, setDeleting] = useState<FacilityDocument | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async (fields: FacilityDocumentFields, file: File | null) => {
    const editing = dialog?.document;
    setBusy(true);
    try {
      const saved = editing
        ? await facilityDetailApi.updateDocument(facilityId, editing.id, fields)
        : await facilityDetailApi.addDocument(facilityId, fields, file!);
      notify(editing ? M.documentUpdated(saved.title) : M.documentAdded(saved.title), { type: 'success' });
      setDialog(null);
      await queryClient.invalidateQueries({ queryKey: key });
    } catch (error) {
      notify(failureMessage(error, editing ? M.documentUpdateFailed : M.documentAddFailed), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await facilityDetailApi.removeDocument(facilityId, deleting.id);
      notify(M.documentDeleted(deleting.title), { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: key });
    } catch (error) {
      notify(failureMessage(error, M.documentDeleteFailed), { type: 'error' });
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  };

  const Req = DataTable.Col<RequiredFacilityDocument & { id: string }>;
  const Doc = DataTable.Col<FacilityDocument>;
  const required = q.data?.requiredDocuments.map((r) => ({ ...r, id: r.documentType }));
  return (
    <>
      <DetailTable title={M.requiredDocuments} rows={required} isPending={q.isPending} error={q.error} empty={M.noRequiredDocuments}>
        <Req source="label" label="Document" />
        <Req source="requiredFor" label="Required For" disableSort render={(r) => r.requiredFor.join(', ')} />
        <Req source="status" label="Status" render={(r) => <StatusChip status={r.status} />} />
        <DateCol source="expiryDate" label={M.labels.expiryDate} />
        {canUpdate && (
          <Req
            label="Actions"
            disableSort
            align="right"
            render={(r) =>
              r.status !== 'CURRENT' ? (
                <Button size="small" onClick={() => setDialog({ type: r.documentType })}>
                  Upload
                </Button>
              ) : null
            }
          />
        )}
      </DetailTable>
      <DetailTable
        title={M.uploadedDocuments}
        rows={q.data?.documents}
        isPending={q.isPending}
        error={q.error}
        empty={M.noDocuments}
        action={
          canUpdate ? (
            <Button startIcon={<AddIcon />} variant="contained" size="small" onClick={() => setDialog({})}>
              {M.addDocument}
            </Button>
          ) : undefined
        }
      >
        <Doc
          source="title"
          label={M.labels.title}
          render={(r) => (
            <>
              <Typography variant="body2">{r.title}</Typography>
              {r.title !== r.documentTypeLabel && (
                <Typography variant="caption" color="text.secondary">
                  {r.documentTypeLabel}
                </Typography>
              )}
            </>
          )}
        />
        <DateCol source="expiryDate" label={M.labels.expiryDate} />
        <Doc source="status" label="Status" render={(r) => <StatusChip status={r.status} />} />
        <Doc source="notes" label={M.labels.notes} disableSort />
        <DateCol source="createdAt" label="Uploaded" />
        <Doc
          label="Actions"
          disableSort
          align="right"
          render={(r) => (
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
              <Button
                size="small"
                onClick={async () => {
                  const res = await downloadDocument(r.filePath, r.fileName);
                  notify(res.message, { type: res.ok ? 'success' : 'error' });
                }}
              >
                Download
              </Button>
              {canUpdate && (
                <Button size="small" onClick={() => setDialog({ document: r })}>
                  Edit
                </Button>
              )}
              {canDelete && (
                <Button size="small" color="error" onClick={() => setDeleting(r)}>
                  Delete
                </Button>
              )}
            </Stack>
          )}
        />
      </DetailTable>
      <FacilityDocumentDialog
        open={dialog !== null}
        document={dialog?.document}
        initialType={dialog?.type}
        busy={busy}
        onClose={() => setDialog(null)}
        onSave={save}
      />
      <ConfirmDialog
        open={deleting !== null}
        loading={busy}
        content={deleting ? M.deleteDocumentConfirm(deleting.title) : ''}
        onConfirm={remove}
        onClose={() => setDeleting(null)}
      />
    </>
  );
};

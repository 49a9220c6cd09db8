import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { DD254_MESSAGES } from '@clearline/shared';
import { api, dataOf, type Schema } from '../../../api/client';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { failureMessage } from '../../../lib/feedback';
import { useGranted } from '../../../lib/useGranted';
import { dd254Body } from './dd254Body';
import { dd254Path, downloadDd254Pdf } from './dd254Api';

type Dd254 = Schema<'Dd254View'>;

/** Save, issue, revise, delete and the PDF; inside the form so that Issue saves what was typed first. */
export const Dd254Actions = ({ d, contractId, hasDraft }: { d: Dd254; contractId: string; hasDraft: boolean }) => {
  const notify = useNotify();
  const navigate = useNavigate();
  const client = useQueryClient();
  // read while rendering: react-hook-form tracks only the form state a render has read
  const {
    handleSubmit,
    formState: { isDirty },
  } = useFormContext();
  const canUpdate = useGranted('CONTRACTS', 'UPDATE');
  const canCreate = useGranted('CONTRACTS', 'CREATE');
  const canDelete = useGranted('CONTRACTS', 'DELETE');
  const [confirm, setConfirm] = useState<'issue' | 'delete' | null>(null);
  const [busy, setBusy] = useState(false);
  const path = { id: contractId, dd254Id: d.id };
  const refresh = () => client.invalidateQueries({ queryKey: ['dd254', contractId] });
  const run = async (what: () => Promise<void>) => {
    setBusy(true);
    try {
      await what();
    } catch (e) {
      notify(failureMessage(e, 'The DD254 could not be saved'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const save = async (values: Record<string, unknown>) => {
    await api.PUT('/api/v1/contracts/{id}/dd254/{dd254Id}', { params: { path }, body: dd254Body(values) });
  };
  const issue = () =>
    handleSubmit((values) =>
      run(async () => {
        let stored = false;
        try {
          if (isDirty) {
            await save(values);
            stored = true;
          }
          await api.PUT('/api/v1/contracts/{id}/dd254/{dd254Id}/issue', { params: { path } });
          stored = true;
          notify(DD254_MESSAGES.issued, { type: 'success' });
        } finally {
          // issued, or saved and then refused as incomplete: the form takes the stored version (else the next Save is a conflict)
          if (stored) await refresh();
        }
      }),
    )();
  const revise = (kind: 'REVISED' | 'FINAL') =>
    run(async () => {
      const created = dataOf(await api.POST('/api/v1/contracts/{id}/dd254/{dd254Id}/revise', { params: { path }, body: { kind } }));
      notify(DD254_MESSAGES.revised, { type: 'success' });
      await refresh();
      navigate(dd254Path(contractId, created.id));
    });
  const remove = () =>
    run(async () => {
      await api.DELETE('/api/v1/contracts/{id}/dd254/{dd254Id}', { params: { path } });
      notify(DD254_MESSAGES.deleted, { type: 'success' });
      await refresh();
      navigate(`/contracts/${contractId}/contract-info/dd254`);
    });
  const pdf = async () => {
    const r = await downloadDd254Pdf(contractId, d.id);
    notify(r.message, { type: r.ok ? 'info' : 'error' });
  };
  const draft = d.status === 'DRAFT';
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, my: 2 }}>
      {draft && canUpdate && (
        <>
          <Button type="submit" variant="contained" disabled={busy}>
            Save
          </Button>
          <Button variant="outlined" color="success" disabled={busy} onClick={() => setConfirm('issue')}>
            Issue
          </Button>
        </>
      )}
      {!draft && d.current && !hasDraft && d.kind !== 'FINAL' && canCreate && (
        <>
          <Button variant="contained" disabled={busy} onClick={() => void revise('REVISED')}>
            Revise
          </Button>
          <Button variant="outlined" disabled={busy} onClick={() => void revise('FINAL')}>
            Final DD254
          </Button>
        </>
      )}
      <Button variant="outlined" onClick={() => void pdf()}>
        Download PDF
      </Button>
      {draft && canDelete && (
        <Button color="error" disabled={busy} onClick={() => setConfirm('delete')}>
          Delete Draft
        </Button>
      )}
      <ConfirmDialog
        open={confirm === 'issue'}
        content={DD254_MESSAGES.issueConfirm}
        onClose={() => setConfirm(null)}
        onConfirm={() => {
          setConfirm(null);
          void issue();
        }}
      />
      <ConfirmDialog
        open={confirm === 'delete'}
        content={DD254_MESSAGES.deleteConfirm}
        onClose={() => setConfirm(null)}
        onConfirm={() => {
          setConfirm(null);
          void remove();
        }}
      />
    </Stack>
  );
};

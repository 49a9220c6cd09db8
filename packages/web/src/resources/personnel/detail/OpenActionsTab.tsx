import { useState } from 'react';
import { DataTable, useNotify } from 'react-admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { labelOf, OPEN_ACTION_TYPE } from '@clearline/shared';
import { PERSONNEL_MESSAGES } from '@clearline/shared/messages-people';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { openActionsApi } from '../api';
import { failureMessage } from '../../../lib/feedback';
import { OpenActionButtons, OpenActionState } from '../../open-actions';
import type { OpenAction } from '../types';
import { useGranted } from '../../../lib/useGranted';
import { RecordTable } from './RecordTable';
import { DateCol } from '../../../lib/DateCol';

type Resolution = 'complete' | 'close';

/**
 * Open Actions tab: the person's open actions; a task can be completed or closed (after confirmation), an action that
 * closes by itself (a missing document, …) waived with a reason.
 */
export const OpenActionsTab = ({ personnelId }: { personnelId: string }) => {
  const key = ['personnel', personnelId, 'open-actions'];
  const q = useQuery({ queryKey: key, queryFn: () => openActionsApi.ofPerson(personnelId) });
  const queryClient = useQueryClient();
  const notify = useNotify();
  const canUpdate = useGranted('PERSONNEL', 'UPDATE');
  const [pending, setPending] = useState<{ action: OpenAction; how: Resolution } | null>(null);
  const [busy, setBusy] = useState(false);

  const resolve = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      await (pending.how === 'complete' ? openActionsApi.complete(pending.action.id) : openActionsApi.close(pending.action.id));
      notify(pending.how === 'complete' ? PERSONNEL_MESSAGES.openActionCompleted : PERSONNEL_MESSAGES.openActionClosed, {
        type: 'success',
      });
      await queryClient.invalidateQueries({ queryKey: key });
    } catch (error) {
      notify(failureMessage(error, PERSONNEL_MESSAGES.openActionFailed), { type: 'error' });
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  const Col = DataTable.Col<OpenAction>;
  return (
    <>
      <RecordTable title="Open Actions" rows={q.data} isPending={q.isPending} error={q.error}>
        <Col source="title" label="Action" />
        <Col source="actionType" label="Type" render={(r) => labelOf(OPEN_ACTION_TYPE, r.actionType)} />
        <DateCol source="dueDate" label="Due Date" />
        <Col source="state" label="State" render={(r) => <OpenActionState action={r} />} />
        {canUpdate && (
          <Col
            label="Actions"
            disableSort
            align="right"
            render={(r) => (
              <OpenActionButtons
                action={r}
                onResolve={(how) => setPending({ action: r, how })}
                onWaived={() => queryClient.invalidateQueries({ queryKey: ['personnel', personnelId] })}
              />
            )}
          />
        )}
      </RecordTable>
      <ConfirmDialog open={pending !== null} loading={busy} onConfirm={resolve} onClose={() => setPending(null)} />
    </>
  );
};

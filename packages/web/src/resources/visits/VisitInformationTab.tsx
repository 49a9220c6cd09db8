import { Alert, Box, Card } from '@mui/material';
import { EditBase, RecordContextProvider, SaveButton, SimpleForm, Toolbar, useNotify, useRefresh } from 'react-admin';
import { isVisitFinal, labelOf, VISIT_MESSAGES as M, VISIT_PAGE_TEXT as T, VISIT_STATUS } from '@clearline/shared';
import { InputsReadOnly } from '../../components/inputs';
import { EditForm } from '../../lib/EditForm';
import { failureMessage } from '../../lib/feedback';
import { useGranted } from '../../lib/useGranted';
import { IncomingInputs } from './IncomingInputs';
import { OutgoingInputs } from './OutgoingInputs';
import { StatusActions } from './StatusActions';
import { isEditable, visitBody, type AnyVisit } from './visitApi';
import { KIND_MODULE, KIND_RESOURCE, type ListKind } from './visitKinds';

/**
 * Tab visit-information: the status moves, then the visit's fields (read-only once the visit is a closed
 * record, and for the employee, whose request the security office processes).
 */
export const VisitInformationTab = ({ kind, visit, self }: { kind: ListKind; visit: AnyVisit; self: boolean }) => {
  const notify = useNotify();
  const refresh = useRefresh();
  const canUpdate = useGranted(KIND_MODULE[kind], 'UPDATE');
  const readOnly = !isEditable(visit, self) || !canUpdate;
  const inputs = kind === 'INCOMING' ? <IncomingInputs self={self} /> : <OutgoingInputs self={self} />;
  return (
    <Box>
      {!self && <StatusActions kind={kind} visit={visit} onChanged={refresh} />}
      {isVisitFinal(visit.visitStatus) ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {M.readOnly(labelOf(VISIT_STATUS, visit.visitStatus))}
        </Alert>
      ) : (
        self && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {M.selfServiceStatus}
          </Alert>
        )
      )}
      <Card variant="outlined" sx={{ mb: 2 }}>
        {readOnly ? (
          // a record shown, not edited: no edit controller (it would ask for UPDATE, which the employee lacks)
          <RecordContextProvider value={visit}>
            <SimpleForm record={visit} toolbar={false}>
              <InputsReadOnly readOnly>{inputs}</InputsReadOnly>
            </SimpleForm>
          </RecordContextProvider>
        ) : (
          <EditBase
            resource={KIND_RESOURCE[kind]}
            id={visit.id}
            mutationMode="pessimistic"
            redirect={false}
            transform={(values: Record<string, unknown>) => visitBody(kind, values, false)}
            mutationOptions={{
              onSuccess: () => {
                notify(M.updated, { type: 'success' });
                refresh();
              },
              onError: (error: unknown) => notify(failureMessage(error, T.failedSave), { type: 'error' }),
            }}
          >
            <EditForm
              toolbar={
                <Toolbar>
                  <SaveButton />
                </Toolbar>
              }
            >
              {inputs}
            </EditForm>
          </EditBase>
        )}
      </Card>
    </Box>
  );
};

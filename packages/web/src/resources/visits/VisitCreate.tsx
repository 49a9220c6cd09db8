import { CreateBase, SaveButton, SimpleForm, Title, Toolbar, useNotify, useRedirect } from 'react-admin';
import { Box, Card, Typography } from '@mui/material';
import { VISIT_MESSAGES as M, VISIT_PAGE_TEXT as T } from '@clearline/shared';
import { failureMessage } from '../../lib/feedback';
import { IncomingInputs } from './IncomingInputs';
import { OutgoingInputs } from './OutgoingInputs';
import { createResource, visitBody, type AnyVisit } from './visitApi';
import { myVisitPath, visitPath, type ListKind } from './visitKinds';

const TITLE: Record<'office' | 'self', Record<ListKind, string>> = {
  office: { INCOMING: M.addIncomingTitle, OUTGOING: M.addOutgoingTitle },
  self: { INCOMING: T.requestIncomingTitle, OUTGOING: T.requestOutgoingTitle },
};

/**
 * The add page of a visit (/visits/{kind}/add) or the employee's request form
 * (`self`: /my-portal/requests/{kind}-visit); the new visit opens on its visit-information tab.
 */
export const VisitCreate = ({ kind, self = false }: { kind: ListKind; self?: boolean }) => {
  const notify = useNotify();
  const redirect = useRedirect();
  const title = TITLE[self ? 'self' : 'office'][kind];
  return (
    <Box sx={{ mt: 1 }}>
      <Title title={title} />
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {self && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {T.myVisitRequestsIntro}
        </Typography>
      )}
      <CreateBase
        resource={createResource(kind, self)}
        transform={(values: Record<string, unknown>) => visitBody(kind, values, self)}
        mutationOptions={{
          onSuccess: (data: AnyVisit) => {
            notify(self ? M.requestSubmitted : M.created, { type: 'success' });
            redirect(self ? myVisitPath(kind, data.id) : visitPath(kind, data.id));
          },
          onError: (error: unknown) => notify(failureMessage(error, T.failedCreate), { type: 'error' }),
        }}
      >
        <Card variant="outlined">
          <SimpleForm
            toolbar={
              <Toolbar>
                <SaveButton label={self ? 'Send Request' : 'Save'} />
              </Toolbar>
            }
          >
            {kind === 'INCOMING' ? <IncomingInputs self={self} /> : <OutgoingInputs self={self} />}
          </SimpleForm>
        </Card>
      </CreateBase>
    </Box>
  );
};

import { useState, type ReactNode } from 'react';
import { Box, Button, Card, CardContent, CardHeader, Stack } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { Form, useNotify } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { PERSONNEL_MESSAGES } from '@clearline/shared/messages-people';
import { InputsReadOnly } from '../../../components/inputs';
import { failureMessage } from '../../../lib/feedback';
import { fullName, personValues } from '../payload';
import { personKey } from '../queries';
import type { Personnel } from '../types';

type Values = Record<string, unknown>;

const SaveCancel = ({ busy, onSave, onCancel }: { busy: boolean; onSave: (v: Values) => void; onCancel: () => void }) => {
  const { handleSubmit } = useFormContext();
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 1 }}>
      <Button onClick={onCancel}>Cancel</Button>
      <Button variant="contained" disabled={busy} onClick={handleSubmit(onSave)}>
        Save
      </Button>
    </Stack>
  );
};

export interface SectionCardProps {
  title: string;
  person: Personnel;
  canEdit: boolean;
  /** Saves the section; answers the updated person. */
  save: (person: Personnel, values: Values) => Promise<Personnel>;
  children: ReactNode;
}

/**
 * One section of the Personal Info tab: the wizard's inputs shown read-only, with an Edit toggle that
 * turns them into a form with Save and Cancel. A save answers the whole person, which refreshes every
 * section ("Successfully Updated Personnel: {name}").
 */
export const SectionCard = ({ title, person, canEdit, save, children }: SectionCardProps) => {
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const notify = useNotify();
  const queryClient = useQueryClient();

  const onSave = async (values: Values) => {
    setBusy(true);
    try {
      const saved = await save(person, values);
      queryClient.setQueryData(personKey(person.id), saved);
      notify(PERSONNEL_MESSAGES.updated(fullName(saved)), { type: 'success' });
      setEditing(false);
    } catch (error) {
      notify(failureMessage(error, PERSONNEL_MESSAGES.updateFailed), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card component="section" aria-label={title} sx={{ mb: 2 }}>
      <CardHeader
        title={title}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        action={
          canEdit && !editing ? (
            <Button startIcon={<EditIcon />} onClick={() => setEditing(true)} aria-label={`Edit ${title}`}>
              Edit
            </Button>
          ) : undefined
        }
      />
      <CardContent sx={{ pt: 0 }}>
        <Form key={`${person.version}:${editing}`} record={personValues(person)} noValidate>
          <InputsReadOnly readOnly={!editing}>
            <Box>{children}</Box>
          </InputsReadOnly>
          {editing && <SaveCancel busy={busy} onSave={onSave} onCancel={() => setEditing(false)} />}
        </Form>
      </CardContent>
    </Card>
  );
};

import { useState, type ReactNode } from 'react';
import { Box, Button, Card, CardContent, CardHeader, Collapse, IconButton, Stack, Tooltip } from '@mui/material';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import EditIcon from '@mui/icons-material/Edit';
import { Form, useNotify } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { PERSONNEL_MESSAGES } from '@clearline/shared/messages-people';
import { InputsReadOnly } from '../../../components/inputs';
import { failureMessage } from '../../../lib/feedback';
import { fullName, personValues } from '../payload';
import { personKey, requiredDocumentsKey } from '../queries';
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
  /** shown when the tab opens; the other sections show their title until opened (or edited) */
  defaultExpanded?: boolean;
  children: ReactNode;
}

/**
 * One section of the Personal Info tab: its title, opened with Show (or Edit) to the wizard's inputs
 * shown read-only, with an Edit toggle that turns them into a form with Save and Cancel. A save answers
 * the whole person, which refreshes every section ("Successfully Updated Personnel: {name}").
 */
export const SectionCard = ({ title, person, canEdit, save, defaultExpanded = false, children }: SectionCardProps) => {
  const [editing, setEditing] = useState(false);
  const [expanded, setExpanded] = useState(defaultExpanded);
  const open = expanded || editing;
  const toggleLabel = `${open ? 'Hide' : 'Show'} ${title}`;
  const [busy, setBusy] = useState(false);
  const notify = useNotify();
  const queryClient = useQueryClient();

  const onSave = async (values: Values) => {
    setBusy(true);
    try {
      const saved = await save(person, values);
      queryClient.setQueryData(personKey(person.id), saved);
      // the required-document defaults follow the person's special systems, KMP and employment type
      void queryClient.invalidateQueries({ queryKey: requiredDocumentsKey(person.id) });
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
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            {canEdit && !editing && (
              <Button
                startIcon={<EditIcon />}
                onClick={() => {
                  setExpanded(true);
                  setEditing(true);
                }}
                aria-label={`Edit ${title}`}
              >
                Edit
              </Button>
            )}
            {!editing && (
              <Tooltip title={toggleLabel}>
                <IconButton aria-label={toggleLabel} aria-expanded={open} onClick={() => setExpanded(!open)}>
                  {open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
                </IconButton>
              </Tooltip>
            )}
          </Stack>
        }
      />
      <Collapse in={open} unmountOnExit>
        <CardContent sx={{ pt: 0 }}>
          <Form key={`${person.version}:${editing}`} record={personValues(person)} noValidate>
            <InputsReadOnly readOnly={!editing}>
              <Box>{children}</Box>
            </InputsReadOnly>
            {editing && <SaveCancel busy={busy} onSave={onSave} onCancel={() => setEditing(false)} />}
          </Form>
        </CardContent>
      </Collapse>
    </Card>
  );
};

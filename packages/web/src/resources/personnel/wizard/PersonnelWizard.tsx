import { useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Box, Button, Card, CardContent, Stack, Step, StepButton, StepLabel, Stepper, Typography } from '@mui/material';
import { Form, ResourceContextProvider, Title, useNotify } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { PERSONNEL_MESSAGES, PERSONNEL_WIZARD } from '@clearline/shared/messages-people';
import { personnelApi } from '../api';
import { failureMessage } from '../../../lib/feedback';
import { MessageDialog } from '../../../lib/MessageDialog';
import {
  automobileBody,
  biographicBody,
  contactsBody,
  createBody,
  documentsBody,
  employmentBody,
  fullName,
  newPersonValues,
  personValues,
  physicalBody,
  wizardDocumentToggles,
} from '../payload';
import { personKey } from '../queries';
import { AutomobileInputs } from '../sections/AutomobileInputs';
import { BiographicInputs } from '../sections/BiographicInputs';
import { ContactInputs } from '../sections/ContactInputs';
import { EmploymentInputs, EmploymentTypeStatusInputs } from '../sections/EmploymentInputs';
import { FormSection } from '../sections/layout';
import { PhysicalInputs } from '../sections/PhysicalInputs';
import { RequiredDocumentsInputs } from '../sections/RequiredDocumentsInputs';
import type { Personnel } from '../types';
import { savesSection, WIZARD_ACTION_LABEL, WIZARD_STEPS, wizardActions, wizardOutcome, type WizardAction } from './wizardSteps';

type Values = Record<string, unknown>;

/** The save of each step's own section (Create: the biographic record with the employment type and status). */
const SAVES: Array<(person: Personnel | null, values: Values) => Promise<Personnel>> = [
  (person, values) => (person ? personnelApi.saveBiographic(person.id, biographicBody(values)) : personnelApi.create(createBody(values))),
  (person, values) => personnelApi.saveContacts(person!.id, contactsBody(values.personnelContacts as Values[])),
  (person, values) => personnelApi.saveEmployment(person!.id, employmentBody(values)),
  (person, values) => personnelApi.savePhysical(person!.id, physicalBody(values)),
  (person, values) => personnelApi.saveAutomobile(person!.id, automobileBody(values)),
  (person, values) => personnelApi.saveDocuments(person!.id, documentsBody(values)),
];

const STEP_INPUTS: Array<(person: Personnel | null) => ReactNode> = [
  (person) => (
    <>
      <BiographicInputs
        onRevealSsn={person?.canRevealSsn ? () => personnelApi.revealSsn(person.id).then((r) => r.ssn) : undefined}
        onRevealPssn={person?.canRevealSsn ? () => personnelApi.revealPssn(person.id).then((r) => r.pssn) : undefined}
      />
      {/* a person is recorded with an employment type and status; the Employment step holds them afterwards */}
      {!person && (
        <FormSection title={WIZARD_STEPS[2]}>
          <EmploymentTypeStatusInputs />
        </FormSection>
      )}
    </>
  ),
  () => <ContactInputs />,
  (person) => <EmploymentInputs selfId={person?.id} />,
  () => <PhysicalInputs />,
  () => <AutomobileInputs />,
  () => <RequiredDocumentsInputs />,
];

const WizardButtons = ({
  actions,
  busy,
  onAction,
}: {
  actions: WizardAction[];
  busy: boolean;
  onAction: (a: WizardAction, v: Values) => void;
}) => {
  const { handleSubmit, getValues } = useFormContext();
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
      {actions.map((action) => {
        const primary = action === 'create' || action === 'saveAndContinue' || action === 'finish' || action === 'updateAndGoToList';
        const onClick = savesSection(action) ? handleSubmit((values) => onAction(action, values)) : () => onAction(action, getValues());
        return (
          <Button
            key={action}
            variant={primary ? 'contained' : action === 'cancel' ? 'text' : 'outlined'}
            disabled={busy && action !== 'cancel'}
            onClick={onClick}
          >
            {WIZARD_ACTION_LABEL[action]}
          </Button>
        );
      })}
    </Stack>
  );
};

/**
 * /personnel/add: the six-step wizard (spec 02 §2). Step 1 creates the person; every later step saves
 * its own section before moving on; Previous keeps what was typed without saving.
 */
export const PersonnelWizard = () => {
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [step, setStep] = useState(0);
  const [person, setPerson] = useState<Personnel | null>(null);
  const [drafts, setDrafts] = useState<Record<number, Values>>({});
  const [dialog, setDialog] = useState<'created' | 'finished' | null>(null);
  const [busy, setBusy] = useState(false);
  // every required-document default the person's choices brought during this wizard: those of an earlier choice are switched off
  const [seenDefaults, setSeenDefaults] = useState<string[]>([]);

  const values = useMemo(() => {
    if (drafts[step]) return drafts[step];
    if (!person) return newPersonValues();
    return { ...personValues(person), requiredDocuments: wizardDocumentToggles(person, seenDefaults) };
  }, [drafts, step, person, seenDefaults]);
  const toList = () => navigate('/personnel');

  const onAction = async (action: WizardAction, formValues: Values) => {
    if (action === 'cancel') return toList();
    if (action === 'previous') {
      setDrafts((d) => ({ ...d, [step]: formValues }));
      setStep(step - 1);
      return;
    }
    setBusy(true);
    try {
      const saved = await SAVES[step](person, formValues);
      setPerson(saved);
      queryClient.setQueryData(personKey(saved.id), saved);
      setSeenDefaults((seen) => [...new Set([...seen, ...saved.defaultDocumentTitles])]);
      setDrafts((d) => {
        const next = { ...d };
        delete next[step];
        return next;
      });
      if (action !== 'create') notify(PERSONNEL_MESSAGES.updated(fullName(saved)), { type: 'success' });
      const outcome = wizardOutcome(action, step);
      if (outcome.kind === 'dialog') setDialog(outcome.dialog);
      else if (outcome.kind === 'step') setStep(outcome.step);
      else toList();
    } catch (error) {
      const fallback = person ? PERSONNEL_MESSAGES.updateFailed : PERSONNEL_MESSAGES.createFailed;
      notify(failureMessage(error, fallback), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const goTo = (target: number) => {
    if (!person || target === step) return;
    setStep(target);
  };

  return (
    <ResourceContextProvider value="personnel">
      <Title title={PERSONNEL_WIZARD.title} />
      <Card sx={{ mt: 1 }}>
        <CardContent>
          <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
            {person ? fullName(person) : PERSONNEL_WIZARD.title}
          </Typography>
          <Stepper activeStep={step} nonLinear={Boolean(person)} alternativeLabel sx={{ mb: 3 }}>
            {WIZARD_STEPS.map((label, i) => (
              <Step key={label} completed={false}>
                {person ? <StepButton onClick={() => goTo(i)}>{label}</StepButton> : <StepLabel>{label}</StepLabel>}
              </Step>
            ))}
          </Stepper>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {WIZARD_STEPS[step]}
          </Typography>
          <Form key={`${step}:${person?.version ?? 0}`} record={values} noValidate>
            <Box>{STEP_INPUTS[step](person)}</Box>
            <WizardButtons actions={wizardActions(step, Boolean(person))} busy={busy} onAction={onAction} />
          </Form>
        </CardContent>
      </Card>
      <MessageDialog
        open={dialog === 'created'}
        title={PERSONNEL_WIZARD.createdTitle}
        text={PERSONNEL_WIZARD.createdText}
        choices={[
          { label: PERSONNEL_WIZARD.backToList, onClick: toList },
          {
            label: PERSONNEL_WIZARD.continueAdding,
            primary: true,
            onClick: () => {
              setDialog(null);
              setStep(1);
            },
          },
        ]}
      />
      <MessageDialog
        open={dialog === 'finished'}
        title={PERSONNEL_WIZARD.finishedTitle}
        text={PERSONNEL_WIZARD.finishedText}
        choices={[{ label: PERSONNEL_WIZARD.returnToPersonnel, primary: true, onClick: toList }]}
      />
    </ResourceContextProvider>
  );
};

export default PersonnelWizard;

import { useState, type ReactElement } from 'react';
import { Box, Button, Divider } from '@mui/material';
import { AutocompleteInput, Form, ResourceContextProvider, SaveButton, Toolbar } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { INSIDER_THREAT_CATEGORY, PERSONAL_REPORT_CATEGORY, type IncidentType, TEXT_LIMITS } from '@clearline/shared';
import { ChoiceInput, DateInput, InputsReadOnly, LimitedTextInput, requiredField, useInputReadOnly } from '../../components/inputs';
import { usePersonnelChoices } from '../../lib/choices';
import { useFacilityChoices } from '../../lib/facilityChoices';
import { KEEP_TYPED } from '../../lib/EditForm';
import type { FiledIncidentType } from './incidentTypes';
import { FieldGrid, TYPE_FIELDS } from './typeFields';
import { QuestionInputs } from './Questions';
import { TravelInputs } from './TravelInputs';
import { DebriefTravelInput } from './DebriefTravelInput';

const grid = { display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2, width: '100%' } as const;

/** The category list of the types that have one. */
export const CATEGORY_OPTIONS: Partial<Record<IncidentType, Readonly<Record<string, string>>>> = {
  INSIDER_THREAT: INSIDER_THREAT_CATEGORY,
  PERSONAL_REPORT: PERSONAL_REPORT_CATEGORY,
};

/** `officer`: a security officer files or edits any report; `self`: the employee files their own (no person, no officer fields). */
export type IncidentFormMode = 'officer' | 'self';

const PersonInput = () => {
  const people = usePersonnelChoices();
  const readOnly = useInputReadOnly();
  return (
    <AutocompleteInput
      readOnly={readOnly}
      source="personnelId"
      label="Person"
      choices={people.data ?? []}
      isPending={people.isPending}
      validate={requiredField('Person')}
    />
  );
};

const FacilityInput = ({ required }: { required: boolean }) => {
  const facilities = useFacilityChoices();
  return <ChoiceInput source="facilityId" label="Facility" options={facilities.data ?? []} required={required} />;
};

/** The shared fields of every type, then the type's own (travel, debrief, field set) and its questions. */
export const IncidentInputs = ({ type, mode, personnelId }: { type: FiledIncidentType; mode: IncidentFormMode; personnelId?: string }) => {
  const category = CATEGORY_OPTIONS[type];
  const travel = type === 'FOREIGN_TRAVEL';
  const debrief = type === 'FOREIGN_TRAVEL_DEBRIEF';
  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={grid}>
        {mode === 'officer' && <PersonInput />}
        {mode === 'officer' && <FacilityInput required={type === 'NETWORK_INTRUSION_CYBER_BREACH' || type === 'SECURITY_VIOLATION'} />}
        {!travel && !debrief && <DateInput source="incidentDate" label="Date of Event" />}
        {category && <ChoiceInput source="category" label="Category" options={category} required />}
        <LimitedTextInput source="title" label="Title" />
      </Box>
      <LimitedTextInput source="description" label="Description" multiline max={TEXT_LIMITS.narrative} fullWidth />
      {debrief && <DebriefTravelInput personnelId={mode === 'self' ? personnelId : undefined} />}
      <FieldGrid fields={TYPE_FIELDS[type]} />
      {travel && <TravelInputs />}
      <Divider sx={{ my: 1 }} />
      <QuestionInputs type={type} />
    </Box>
  );
};

/** Saves the report as a draft: the form's checks, then `onSave` with its values (the main button submits it). */
const DraftButton = ({ label, onSave }: { label: string; onSave: (values: Record<string, unknown>) => Promise<void> | void }) => {
  const { handleSubmit } = useFormContext();
  const [busy, setBusy] = useState(false);
  const save = handleSubmit(async (values) => {
    setBusy(true);
    try {
      await onSave(values);
    } finally {
      setBusy(false);
    }
  });
  return (
    <Button variant="outlined" disabled={busy} onClick={() => void save()} sx={{ mr: 1 }}>
      {label}
    </Button>
  );
};

export interface IncidentFormProps {
  type: FiledIncidentType;
  mode: IncidentFormMode;
  /** the form's starting values (an existing report, or defaults) */
  record?: Record<string, unknown>;
  onSubmit: (values: Record<string, unknown>) => Promise<void> | void;
  readOnly?: boolean;
  saveLabel?: string;
  /** self: my personnel record (the travels a debrief may close) */
  personnelId?: string;
  /** more inputs after the type's (e.g. the officer's reporting fields on the general page) */
  extra?: ReactElement | false;
  /** a second button that keeps the report as a draft (My Portal), beside the one that submits it */
  draft?: { label: string; onSave: (values: Record<string, unknown>) => Promise<void> | void };
}

/** The one form frame of every incident type (create pages and the general page). */
export const IncidentForm = ({
  type,
  mode,
  record,
  onSubmit,
  readOnly = false,
  saveLabel,
  personnelId,
  extra,
  draft,
}: IncidentFormProps) => (
  // the list inputs (destinations, contacts) name their rows within a resource
  <ResourceContextProvider value="reports-incidents">
    <Form record={record} onSubmit={onSubmit} resetOptions={KEEP_TYPED} sanitizeEmptyValues={false}>
      <Box sx={{ p: 2 }}>
        <InputsReadOnly readOnly={readOnly}>
          <IncidentInputs type={type} mode={mode} personnelId={personnelId} />
          {extra}
        </InputsReadOnly>
      </Box>
      {!readOnly && (
        <Toolbar>
          {draft && <DraftButton label={draft.label} onSave={draft.onSave} />}
          {/* with a draft button, submitting an unchanged draft is a choice of its own */}
          <SaveButton label={saveLabel} alwaysEnable={draft ? true : undefined} />
        </Toolbar>
      )}
    </Form>
  </ResourceContextProvider>
);

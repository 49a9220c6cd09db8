import { Box } from '@mui/material';
import { DateTimeInput, RadioButtonGroupInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import {
  ADVERSE_ACTION_NATURE,
  ADVERSE_ACTION_SOURCE,
  CONTACT_FREQUENCY,
  CONTACT_MEANS,
  FOREIGN_CONTACT_RELATIONSHIP,
  VIOLATION_CLASSIFICATION,
  VIOLATION_OUTCOME,
  FOREIGN_TRAVEL_DEBRIEF_MESSAGES,
  FOREIGN_TRAVEL_DEBRIEF_QUESTIONS,
  FOREIGN_TRAVEL_MESSAGES,
  FOREIGN_TRAVEL_TYPE,
  TEXT_LIMITS,
  type TextLimit,
} from '@clearline/shared';
import {
  ChoiceArrayInput,
  ChoiceInput,
  CountrySelect,
  DateInput,
  FlagInput,
  LimitedTextInput,
  requiredField,
  useInputReadOnly,
} from '../../components/inputs';
import type { FiledIncidentType } from './incidentTypes';

/** One field of a type's `details` (the type's DTO on the server: incident-details.dto.ts). */
export type TypeField =
  | { kind: 'text' | 'multiline' | 'textlist'; source: string; label: string; required?: boolean; max?: TextLimit; hint?: string }
  | { kind: 'date'; source: string; label: string; required?: boolean; minSource?: string; minLabel?: string }
  | { kind: 'datetime'; source: string; label: string; required?: boolean }
  | { kind: 'choice' | 'choices'; source: string; label: string; options: Readonly<Record<string, string>>; required?: boolean }
  | { kind: 'flag'; source: string; label: string }
  | { kind: 'yesno'; source: string; label: string; required?: boolean; follow?: { source: string; label: string; max: TextLimit } }
  | { kind: 'country'; source: string; label: string; required?: boolean };

const d = (name: string) => `details.${name}`;
const T = FOREIGN_TRAVEL_MESSAGES.labels;
const DB = FOREIGN_TRAVEL_DEBRIEF_MESSAGES.labels;

/** The fields of each type beyond the shared ones (person, facility, date, title, description, category). */
export const TYPE_FIELDS: Readonly<Record<FiledIncidentType, readonly TypeField[]>> = {
  FOREIGN_CONTACT: [
    { kind: 'text', source: d('foreignNationalName'), label: 'Foreign National Name', required: true },
    { kind: 'country', source: d('citizenshipCountryId'), label: 'Citizenship Country', required: true },
    { kind: 'choice', source: d('relationship'), label: 'Nature of Relationship', options: FOREIGN_CONTACT_RELATIONSHIP, required: true },
    { kind: 'choice', source: d('frequency'), label: 'Frequency of Contact', options: CONTACT_FREQUENCY, required: true },
    { kind: 'date', source: d('firstContactDate'), label: 'First Contact Date', required: true },
    {
      kind: 'date',
      source: d('lastContactDate'),
      label: 'Last Contact Date',
      minSource: 'firstContactDate',
      minLabel: 'First Contact Date',
    },
    { kind: 'choices', source: d('contactMeans'), label: 'Means of Contact', options: CONTACT_MEANS, required: true },
    { kind: 'text', source: d('employer'), label: 'Employer or Affiliation' },
    { kind: 'text', source: d('placeOfContact'), label: 'Place of Contact' },
    { kind: 'flag', source: d('soughtInformation'), label: 'Sought information about my work, access or colleagues' },
  ],
  FOREIGN_TRAVEL: [
    { kind: 'date', source: d('departureDate'), label: T.departureDate, required: true },
    { kind: 'date', source: d('returnDate'), label: T.returnDate, required: true, minSource: 'departureDate', minLabel: T.departureDate },
    { kind: 'choice', source: d('travelType'), label: T.travelType, options: FOREIGN_TRAVEL_TYPE, required: true },
    { kind: 'date', source: d('preTravelBriefDate'), label: T.preTravelBriefDate },
    { kind: 'flag', source: d('preTravelBriefAcknowledged'), label: T.preTravelBriefAcknowledged },
    { kind: 'multiline', source: d('purpose'), label: T.purpose, required: true, max: TEXT_LIMITS.narrative },
    { kind: 'multiline', source: d('carrierItinerary'), label: T.carrierItinerary, max: TEXT_LIMITS.narrative },
  ],
  FOREIGN_TRAVEL_DEBRIEF: [
    { kind: 'date', source: d('debriefDate'), label: DB.debriefDate, required: true },
    ...FOREIGN_TRAVEL_DEBRIEF_QUESTIONS.map(([q, follow]): TypeField => ({
      kind: 'yesno',
      source: d(q),
      label: DB[q],
      required: true,
      follow: { source: d(follow), label: DB[follow], max: TEXT_LIMITS.narrative },
    })),
    { kind: 'multiline', source: d('additionalComments'), label: DB.additionalComments, max: TEXT_LIMITS.narrative },
  ],
  INSIDER_THREAT: [
    { kind: 'text', source: d('subjectName'), label: 'Subject Name' },
    { kind: 'date', source: d('observedDate'), label: 'Date Observed', required: true },
    { kind: 'text', source: d('location'), label: 'Location' },
    { kind: 'flag', source: d('reportedToOthers'), label: 'Reported to Others' },
    { kind: 'multiline', source: d('behaviorObserved'), label: 'Behavior Observed', required: true, max: TEXT_LIMITS.narrative },
  ],
  NETWORK_INTRUSION_CYBER_BREACH: [
    { kind: 'datetime', source: d('discoveredAt'), label: 'Discovered At', required: true },
    { kind: 'text', source: d('dibnetReportNumber'), label: 'DIBNet Report Number' },
    {
      kind: 'textlist',
      source: d('contractNumbers'),
      label: 'Contracts Affected',
      max: TEXT_LIMITS.contractNumberList,
      hint: 'Contract numbers, separated by commas',
    },
    { kind: 'flag', source: d('coveredDefenseInformation'), label: 'Covered Defense Information Involved' },
    { kind: 'flag', source: d('contained'), label: 'Contained' },
    { kind: 'multiline', source: d('systemsAffected'), label: 'Systems Affected', required: true, max: TEXT_LIMITS.narrative },
    { kind: 'multiline', source: d('impact'), label: 'Impact', max: TEXT_LIMITS.narrative },
  ],
  SECURITY_VIOLATION: [
    { kind: 'datetime', source: d('discoveredAt'), label: 'Discovered At', required: true },
    { kind: 'choice', source: d('classificationLevel'), label: 'Classification Level', options: VIOLATION_CLASSIFICATION, required: true },
    { kind: 'choice', source: d('lossOrCompromise'), label: 'Loss or Compromise', options: VIOLATION_OUTCOME, required: true },
    { kind: 'text', source: d('culpableIndividual'), label: 'Culpable Individual' },
    { kind: 'text', source: d('location'), label: 'Location' },
    { kind: 'text', source: d('contractNumber'), label: 'Contract Number' },
    { kind: 'multiline', source: d('informationInvolved'), label: 'Information Involved', required: true, max: TEXT_LIMITS.narrative },
  ],
  SUSPICIOUS_CONTACT: [
    { kind: 'date', source: d('contactDate'), label: 'Contact Date', required: true },
    { kind: 'choice', source: d('contactMeans'), label: 'Means of Contact', options: CONTACT_MEANS, required: true },
    { kind: 'text', source: d('contactName'), label: 'Contact Name' },
    { kind: 'text', source: d('organization'), label: 'Organization' },
    { kind: 'country', source: d('countryId'), label: 'Country' },
    { kind: 'multiline', source: d('contactDetails'), label: 'Contact Details' },
    { kind: 'multiline', source: d('informationRequested'), label: 'Information Requested', required: true, max: TEXT_LIMITS.narrative },
  ],
  PERSONAL_REPORT: [
    { kind: 'date', source: d('eventDate'), label: 'Event Date', required: true },
    { kind: 'text', source: d('agency'), label: 'Agency or Organization' },
    { kind: 'text', source: d('previousValue'), label: 'Previous Value' },
    { kind: 'text', source: d('newValue'), label: 'New Value' },
    { kind: 'text', source: d('location'), label: 'Location' },
  ],
  ADVERSE_ACTION: [
    { kind: 'choice', source: d('nature'), label: 'Nature of Information', options: ADVERSE_ACTION_NATURE, required: true },
    { kind: 'choice', source: d('source'), label: 'Source of Information', options: ADVERSE_ACTION_SOURCE, required: true },
    { kind: 'date', source: d('learnedDate'), label: 'Date Learned', required: true },
    { kind: 'multiline', source: d('actionTaken'), label: 'Action Taken', max: TEXT_LIMITS.narrative },
  ],
  OTHER: [{ kind: 'text', source: d('location'), label: 'Location' }],
};

const grid = { display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2 } as const;

/** One field as its input. */
const FieldInput = ({ f }: { f: TypeField }) => {
  const readOnly = useInputReadOnly();
  switch (f.kind) {
    case 'text':
      return <LimitedTextInput source={f.source} label={f.label} required={f.required} max={f.max} />;
    case 'textlist':
      return <LimitedTextInput source={f.source} label={f.label} required={f.required} max={f.max} helperText={f.hint} />;
    case 'datetime':
      return (
        <DateTimeInput source={f.source} label={f.label} readOnly={readOnly} validate={f.required ? requiredField(f.label) : undefined} />
      );
    case 'choices':
      return <ChoiceArrayInput source={f.source} label={f.label} options={f.options} required={f.required} />;
    case 'multiline':
      return (
        <Box sx={{ gridColumn: '1 / -1' }}>
          <LimitedTextInput source={f.source} label={f.label} required={f.required} multiline max={f.max} fullWidth />
        </Box>
      );
    case 'date':
      return <DateInput source={f.source} label={f.label} required={f.required} minSource={f.minSource} minLabel={f.minLabel} />;
    case 'choice':
      return <ChoiceInput source={f.source} label={f.label} options={f.options} required={f.required} />;
    case 'flag':
      return <FlagInput source={f.source} label={f.label} defaultValue={false} />;
    case 'yesno':
      return <YesNoInput f={f} />;
    case 'country':
      return <CountrySelect source={f.source} label={f.label} required={f.required} defaultHome={false} />;
  }
};

/** A required yes/no as two radio buttons (held as a boolean); a yes asks for its description. */
const YesNoInput = ({ f }: { f: Extract<TypeField, { kind: 'yesno' }> }) => {
  const readOnly = useInputReadOnly();
  const yes = useWatch({ name: f.source }) === true;
  return (
    <Box sx={{ gridColumn: '1 / -1' }}>
      <RadioButtonGroupInput
        source={f.source}
        label={f.label}
        choices={YES_NO}
        format={(v: unknown) => (v === true ? 'yes' : v === false ? 'no' : null)}
        parse={(v: unknown) => (v === 'yes' ? true : v === 'no' ? false : null)}
        validate={f.required ? requiredField(f.label) : undefined}
        readOnly={readOnly}
        row
      />
      {yes && f.follow && (
        <LimitedTextInput source={f.follow.source} label={f.follow.label} required multiline max={f.follow.max} fullWidth />
      )}
    </Box>
  );
};

const YES_NO = [
  { id: 'yes', name: 'Yes' },
  { id: 'no', name: 'No' },
];

/** The inputs of a list of fields, two to a row (long texts take the whole row). */
export const FieldGrid = ({ fields }: { fields: readonly TypeField[] }) =>
  fields.length ? (
    <Box sx={{ ...grid, width: '100%' }}>
      {fields.map((f) => (
        <FieldInput key={f.source} f={f} />
      ))}
    </Box>
  ) : null;

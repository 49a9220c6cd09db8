import { Box, Typography } from '@mui/material';
import { RadioButtonGroupInput } from 'react-admin';
import { INCIDENT_PAGE_MESSAGES as M, INCIDENT_QUESTIONS, type IncidentType, TEXT_LIMITS } from '@clearline/shared';
import { DateInput, LimitedTextInput, requiredField, useInputReadOnly } from '../../components/inputs';

/** Yes/no answers travel as booleans; the radio group holds them as these two values. */
export const YES_NO_CHOICES = [
  { id: 'yes', name: 'Yes' },
  { id: 'no', name: 'No' },
];

/** The form's answers (`answers.{id}`) from the stored ones: yes/no as the radio values. */
export function answersToForm(type: IncidentType, answers: Record<string, unknown> | null | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const q of INCIDENT_QUESTIONS[type] ?? []) {
    const v = answers?.[q.id];
    if (v === undefined || v === null) continue;
    out[q.id] = q.kind === 'YES_NO' ? (v === true ? 'yes' : v === false ? 'no' : v) : v;
  }
  return out;
}

/** The body's answers from the form's: only the type's questions, unanswered left out, yes/no as booleans. */
export function answersFromForm(type: IncidentType, answers: Record<string, unknown> | null | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const q of INCIDENT_QUESTIONS[type] ?? []) {
    const v = answers?.[q.id];
    if (v === undefined || v === null || (typeof v === 'string' && !v.trim())) continue;
    out[q.id] = q.kind === 'YES_NO' ? v === 'yes' : typeof v === 'string' ? v.trim() : v;
  }
  return out;
}

/** The type's questionnaire as inputs under `answers.` (required ones say so). */
export const QuestionInputs = ({ type }: { type: IncidentType }) => {
  const questions = INCIDENT_QUESTIONS[type] ?? [];
  const readOnly = useInputReadOnly();
  if (!questions.length) return null;
  return (
    <Box component="section" aria-label={M.questions} sx={{ width: '100%', mt: 1 }}>
      <Typography variant="subtitle1" component="h2" gutterBottom>
        {M.questions}
      </Typography>
      {questions.map((q) => {
        const source = `answers.${q.id}`;
        switch (q.kind) {
          case 'YES_NO':
            return (
              <RadioButtonGroupInput
                key={q.id}
                source={source}
                label={q.text}
                choices={YES_NO_CHOICES}
                validate={q.required ? requiredField(q.text) : undefined}
                readOnly={readOnly}
                row
              />
            );
          case 'DATE':
            return <DateInput key={q.id} source={source} label={q.text} required={q.required} />;
          default:
            return (
              <LimitedTextInput
                key={q.id}
                source={source}
                label={q.text}
                required={q.required}
                multiline
                max={TEXT_LIMITS.narrative}
                fullWidth
              />
            );
        }
      })}
    </Box>
  );
};

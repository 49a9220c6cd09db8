import { Checkbox, FormControlLabel, FormGroup, Typography } from '@mui/material';
import { useController } from 'react-hook-form';
import { useInputReadOnly } from '../../../components/inputs';

/** Yes/no for each lettered line of items 10, 11 and 17: checked is "yes"; the value is the list of checked letters. */
export const LetterChecks = ({ source, options, label }: { source: string; options: Readonly<Record<string, string>>; label: string }) => {
  const { field } = useController({ name: source });
  const readOnly = useInputReadOnly();
  const value: string[] = Array.isArray(field.value) ? (field.value as string[]) : [];
  const toggle = (key: string, on: boolean) => field.onChange(Object.keys(options).filter((k) => (k === key ? on : value.includes(k))));
  return (
    <FormGroup aria-label={label} sx={{ mb: 1 }}>
      {Object.entries(options).map(([key, text]) => (
        <FormControlLabel
          key={key}
          control={
            <Checkbox
              size="small"
              checked={value.includes(key)}
              disabled={readOnly}
              onChange={(e) => toggle(key, e.target.checked)}
              slotProps={{ input: { 'aria-label': text } }}
            />
          }
          label={<Typography variant="body2">{text}</Typography>}
        />
      ))}
    </FormGroup>
  );
};

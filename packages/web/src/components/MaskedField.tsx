import { Typography } from '@mui/material';
import { useFieldValue, type FieldProps } from 'react-admin';
import { maskValue } from './mask';

export interface MaskedFieldProps extends FieldProps {
  /** How many trailing characters stay readable (default 4). */
  visible?: number;
}

/** Read-only field showing a masked value, e.g. an SSN as "***-**-1234". */
export const MaskedField = ({ source, record, visible = 4 }: MaskedFieldProps) => {
  const value = useFieldValue({ source, record });
  return (
    <Typography component="span" variant="body2" sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
      {maskValue(value, visible)}
    </Typography>
  );
};

import { maxLength, regex, required, TextInput } from 'react-admin';
import { Box } from '@mui/material';
import { USER_MESSAGES } from '@clearline/shared';
import { ROLE_LABELS } from './labels';

/** Name (add only), display name and description: shared by add and edit. */
export const RoleInputs = ({ create }: { create?: boolean }) => (
  <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2, width: '100%', maxWidth: 900 }}>
    {create && (
      <TextInput
        source="name"
        label={ROLE_LABELS.name}
        helperText={ROLE_LABELS.nameHelp}
        parse={(v: string) => v.toUpperCase()}
        validate={[required(`${ROLE_LABELS.name} is required`), regex(/^[A-Z][A-Z0-9_]{0,63}$/, USER_MESSAGES.roleNameInvalid)]}
      />
    )}
    <TextInput
      source="prettyName"
      label={ROLE_LABELS.prettyName}
      validate={[required(`${ROLE_LABELS.prettyName} is required`), maxLength(128, 'Field exceeded max character length of 128.')]}
    />
    <TextInput
      source="description"
      label={ROLE_LABELS.description}
      multiline
      minRows={4}
      validate={maxLength(500, 'Field exceeded max character length of 500.')}
      sx={{ gridColumn: '1 / -1' }}
    />
  </Box>
);

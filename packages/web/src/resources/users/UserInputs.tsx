import { useEffect, useState } from 'react';
import { BooleanInput, email, maxLength, PasswordInput, regex, required, SelectArrayInput, TextInput, useNotify } from 'react-admin';
import { Box } from '@mui/material';
import { PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH, SETTING_EMAIL_PATTERN, USER_MESSAGES, USERNAME_PATTERN } from '@clearline/shared';
import { api, dataOf, type Schema } from '../../api/client';
import { USER_LABELS } from './labels';

type RoleOption = Schema<'RoleRefDto'>;

const minPassword = (value: unknown) =>
  typeof value === 'string' && value.length > 0 && value.length < PASSWORD_MIN_LENGTH ? PASSWORD_MESSAGES.tooShort : undefined;

/** The user form shared by add and edit; roles come from GET /users/role-options (only roles the editor may assign). */
export const UserInputs = ({ create }: { create?: boolean }) => {
  const notify = useNotify();
  const [roles, setRoles] = useState<RoleOption[]>();
  useEffect(() => {
    api
      .GET('/api/v1/users/role-options')
      .then((r) => setRoles(dataOf(r)))
      .catch(() => notify('An error occurred while fetching data.', { type: 'error' }));
  }, [notify]);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2, width: '100%', maxWidth: 900 }}>
      <TextInput
        source="username"
        label={USER_LABELS.username}
        disabled={!create}
        validate={create ? [required(USER_MESSAGES.usernameRequired), regex(USERNAME_PATTERN, USER_MESSAGES.usernameInvalid)] : undefined}
      />
      <TextInput
        source="email"
        label={USER_LABELS.email}
        validate={[
          required(USER_MESSAGES.emailRequired),
          email(USER_MESSAGES.emailInvalid),
          regex(SETTING_EMAIL_PATTERN, USER_MESSAGES.emailInvalid),
          maxLength(128, 'Field exceeded max character length of 128.'),
        ]}
      />
      <TextInput
        source="firstName"
        label={USER_LABELS.firstName}
        validate={maxLength(128, 'Field exceeded max character length of 128.')}
      />
      <TextInput source="lastName" label={USER_LABELS.lastName} validate={maxLength(128, 'Field exceeded max character length of 128.')} />
      <TextInput source="phone" label={USER_LABELS.phone} validate={maxLength(128, 'Field exceeded max character length of 128.')} />
      <SelectArrayInput
        source="roleIds"
        label={USER_LABELS.roles}
        choices={roles ?? []}
        optionText="prettyName"
        isPending={!roles}
        validate={required(USER_MESSAGES.rolesRequired)}
      />
      <PasswordInput
        source="temporaryPassword"
        label={USER_LABELS.temporaryPassword}
        helperText={USER_LABELS.temporaryPasswordHelp}
        validate={minPassword}
        autoComplete="new-password"
      />
      {create && <BooleanInput source="sendWelcomeEmail" label={USER_LABELS.sendWelcome} defaultValue />}
    </Box>
  );
};

const CREATE_FIELDS = [
  'username',
  'email',
  'firstName',
  'lastName',
  'phone',
  'roleIds',
  'temporaryPassword',
  'sendWelcomeEmail',
] as const satisfies ReadonlyArray<keyof Schema<'CreateUserDto'>>;
const UPDATE_FIELDS = ['email', 'firstName', 'lastName', 'phone', 'roleIds', 'temporaryPassword'] as const satisfies ReadonlyArray<
  keyof Schema<'UpdateUserDto'>
>;

/** The body the API accepts: empty optional fields are left out. */
export function userBody(data: Record<string, unknown>, create: true): Schema<'CreateUserDto'>;
export function userBody(data: Record<string, unknown>, create: false): Schema<'UpdateUserDto'>;
export function userBody(data: Record<string, unknown>, create: boolean): Schema<'CreateUserDto'> | Schema<'UpdateUserDto'> {
  const out: Record<string, unknown> = {};
  for (const k of create ? CREATE_FIELDS : UPDATE_FIELDS) {
    const v = data[k];
    if (v === undefined || v === null || v === '') continue;
    out[k] = v;
  }
  if (create && out.temporaryPassword) out.sendWelcomeEmail = false;
  return out as Schema<'CreateUserDto'> | Schema<'UpdateUserDto'>;
}

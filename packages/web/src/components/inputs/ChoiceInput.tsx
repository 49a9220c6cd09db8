import {
  AutocompleteArrayInput,
  BooleanInput,
  NumberInput,
  SelectInput,
  type BooleanInputProps,
  type NumberInputProps,
  type SelectInputProps,
} from 'react-admin';
import { choices as toChoices, type Choice } from '@clearline/shared';
import { useInputReadOnly } from './readOnly';
import { requiredField, type FieldValidator } from './validators';

type Checks = FieldValidator | FieldValidator[] | undefined;
const list = (validate: Checks): FieldValidator[] => (validate === undefined ? [] : Array.isArray(validate) ? validate : [validate]);

export interface ChoiceInputProps extends Omit<SelectInputProps, 'label' | 'validate' | 'choices'> {
  label: string;
  /** A shared value → label map (people.ts) or ready `{ id, name }` choices. */
  options: Readonly<Record<string, string>> | Choice[];
  required?: boolean;
  validate?: Checks;
}

const asChoices = (options: ChoiceInputProps['options']): Choice[] => (Array.isArray(options) ? options : toChoices(options));

/** Select of an enumeration; a non-required select offers an empty option (spec 01 §5). */
export const ChoiceInput = ({ label, options, required, validate, readOnly, ...rest }: ChoiceInputProps) => (
  <SelectInput
    label={label}
    choices={asChoices(options)}
    validate={[...(required ? [requiredField(label)] : []), ...list(validate)]}
    emptyText=""
    readOnly={useInputReadOnly(readOnly)}
    {...rest}
  />
);

export interface ChoiceArrayInputProps extends Omit<ChoiceInputProps, 'emptyText' | 'emptyValue'> {
  isPending?: boolean;
}

/** Multiple values of a list (facilities, special system accesses). */
export const ChoiceArrayInput = ({ label, options, required, validate, readOnly, isPending, ...rest }: ChoiceArrayInputProps) => (
  <AutocompleteArrayInput
    label={label}
    choices={asChoices(options)}
    validate={[...(required ? [requiredField(label)] : []), ...list(validate)]}
    readOnly={useInputReadOnly(readOnly)}
    isPending={isPending}
    {...(rest as object)}
    source={rest.source}
  />
);

export interface FlagInputProps extends Omit<BooleanInputProps, 'label'> {
  label: string;
}

/** Yes/no switch. */
export const FlagInput = ({ label, readOnly, ...rest }: FlagInputProps) => (
  <BooleanInput label={label} readOnly={useInputReadOnly(readOnly)} {...rest} />
);

export interface NumberFieldInputProps extends Omit<NumberInputProps, 'label' | 'validate'> {
  label: string;
  required?: boolean;
  validate?: Checks;
}

/** Numeric input (KMP ownership 0–100, vehicle year). */
export const NumberFieldInput = ({ label, required, validate, readOnly, ...rest }: NumberFieldInputProps) => (
  <NumberInput
    label={label}
    validate={[...(required ? [requiredField(label)] : []), ...list(validate)]}
    readOnly={useInputReadOnly(readOnly)}
    {...rest}
  />
);

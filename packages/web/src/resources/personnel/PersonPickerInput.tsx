import { AutocompleteInput, ReferenceInput } from 'react-admin';
import { useInputReadOnly } from '../../components/inputs';
import { registerApiPath } from '../../providers/dataProvider';
import type { PersonnelBasic } from './types';

/** The people pickers read GET /personnel/basic (quick filter q; the chosen person by filter id). */
export const PERSON_PICKER_RESOURCE = 'personnel-basic';
registerApiPath(PERSON_PICKER_RESOURCE, 'personnel/basic');

const byName = { field: 'lastName', order: 'ASC' } as const;
const toQuery = (q: string) => (q.trim() ? { q: q.trim() } : {});

export interface PersonPickerInputProps {
  source: string;
  label: string;
  /** a person who may not be picked (the person being edited as their own supervisor) */
  excludeId?: string;
  /** called when the user picks someone or clears the input (not when the stored value loads) */
  onPicked?: (person: PersonnelBasic | undefined) => void;
}

/**
 * A searchable people picker: each typed text asks the server (q = name, employee id or e-mail) for a
 * page of people, and the stored person is always fetched by id, so anyone of the tenant can be shown
 * and picked, not only the first page.
 */
export const PersonPickerInput = ({ source, label, excludeId, onPicked }: PersonPickerInputProps) => {
  const readOnly = useInputReadOnly();
  return (
    <ReferenceInput source={source} reference={PERSON_PICKER_RESOURCE} sort={byName} perPage={25}>
      <AutocompleteInput
        label={label}
        optionText="fullName"
        filterToQuery={toQuery}
        readOnly={readOnly}
        getOptionDisabled={(option: PersonnelBasic) => option.id === excludeId}
        onChange={(_value: unknown, person: PersonnelBasic | '' | null | undefined) => onPicked?.(person || undefined)}
      />
    </ReferenceInput>
  );
};

import { EYE_COLOR, HAIR_COLOR, RACE } from '@clearline/shared';
import { ChoiceInput, LimitedTextInput } from '../../../components/inputs';
import { FormSection } from './layout';

/** Physical description: the wizard's fourth step and a section of the Personal Info tab. */
export const PhysicalInputs = () => (
  <FormSection>
    <ChoiceInput source="physical.race" label="Race" options={RACE} />
    <LimitedTextInput source="physical.height" label="Height" placeholder={`5' 10"`} />
    <LimitedTextInput source="physical.weight" label="Weight" placeholder="180 lb" />
    <ChoiceInput source="physical.eyeColor" label="Eye Color" options={EYE_COLOR} />
    <ChoiceInput source="physical.hairColor" label="Hair Color" options={HAIR_COLOR} />
  </FormSection>
);

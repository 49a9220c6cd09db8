import { useEffect } from 'react';
import { Box, Divider, Typography } from '@mui/material';
import { ArrayInput, SimpleFormIterator, useSimpleFormIteratorItem } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  CONTACT_TYPE,
  contactsCrossFieldErrors,
  contactZipLabel,
  PERSONNEL_FIELD_LABELS as L,
  PHONE_TYPE,
  RELATIONSHIP,
  type ContactRuleInput,
} from '@clearline/shared';
import { PERSONNEL_WIZARD } from '@clearline/shared/messages-people';
import {
  AddressInputs,
  ChoiceInput,
  crossFieldRule,
  emailField,
  FlagInput,
  LimitedTextInput,
  PhoneInput,
  useInputReadOnly,
} from '../../../components/inputs';
import { ADDRESS_FIELDS, newContact, primaryAddress } from '../payload';
import type { Contact } from '../types';
import { AddItemButton } from './AddItemButton';
import { FieldGrid } from './layout';

/** The shared contact rules (one personal contact; others need name, relationship and cell phone). */
const contactRule = crossFieldRule((values) => contactsCrossFieldErrors((values.personnelContacts ?? []) as ContactRuleInput[]));

/** Keeps a 'same as primary address' contact's address equal to the personal contact's. */
const SameAsPrimary = ({ index }: { index: number }) => {
  const { setValue, getValues } = useFormContext();
  const contacts = (useWatch({ name: 'personnelContacts' }) ?? []) as Array<Partial<Contact>>;
  const mine = contacts[index];
  const same = mine?.checked === true && mine.contactTypeEnum !== 'PERSONAL';
  const primary = same ? primaryAddress(contacts) : undefined;
  const key = primary ? ADDRESS_FIELDS.map((f) => String(primary[f] ?? '')).join('|') : '';
  useEffect(() => {
    if (!primary) return;
    for (const f of ADDRESS_FIELDS) {
      const path = `personnelContacts.${index}.${f}`;
      if ((getValues(path) ?? null) !== (primary[f] ?? null)) setValue(path, primary[f] ?? null, { shouldDirty: true });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is the primary address's content
  }, [key, index]);
  return null;
};

const ContactItem = () => {
  const { index } = useSimpleFormIteratorItem();
  const type = useWatch({ name: `personnelContacts.${index}.contactTypeEnum` }) as string | undefined;
  const checked = useWatch({ name: `personnelContacts.${index}.checked` }) === true;
  const other = type !== undefined && type !== 'PERSONAL';
  const readOnly = useInputReadOnly();
  return (
    <Box sx={{ width: '100%', py: 1 }}>
      <SameAsPrimary index={index} />
      <FieldGrid>
        <ChoiceInput source="contactTypeEnum" label={L.contactTypeEnum} options={CONTACT_TYPE} required validate={contactRule} />
        {other && (
          <>
            <LimitedTextInput source="contactName" label={L.contactName} isRequired validate={contactRule} />
            <ChoiceInput
              source="contactRelationshipType"
              label={L.contactRelationshipType}
              options={RELATIONSHIP}
              isRequired
              validate={contactRule}
            />
          </>
        )}
      </FieldGrid>
      {other && <FlagInput source="checked" label={PERSONNEL_WIZARD.sameAsPrimaryAddress} />}
      <AddressInputs zipLabel={contactZipLabel(type)} disabled={other && checked && !readOnly} />
      <FieldGrid>
        <PhoneInput source="cellPhoneNumber" label={L.cellPhoneNumber} isRequired={other} validate={contactRule} />
        <PhoneInput source="homePhoneNumber" label="Home Phone Number" />
        <PhoneInput source="workPhoneNumber" label="Work Phone Number" />
        <ChoiceInput source="preferredPhoneType" label="Preferred Phone Type" options={PHONE_TYPE} />
        <PhoneInput source="faxNumber" label="Fax Number" />
        <LimitedTextInput source="personalEmailAddress" label={L.personalEmailAddress} validate={emailField('personal')} />
        <LimitedTextInput source="governmentEmailAddress" label={L.governmentEmailAddress} validate={emailField('government')} />
      </FieldGrid>
      <Divider />
    </Box>
  );
};

/** Contact Info: the personal contact (at most one) plus emergency and travel-emergency contacts. */
export const ContactInputs = () => {
  const readOnly = useInputReadOnly();
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        One personal contact; emergency and travel emergency contacts need a name, a relationship and a cell phone number.
      </Typography>
      <ArrayInput source="personnelContacts" label={false}>
        <SimpleFormIterator
          disableReordering
          disableClear
          disableAdd={readOnly}
          disableRemove={readOnly}
          getItemLabel={(i) => `#${i + 1}`}
          addButton={<AddItemButton label={PERSONNEL_WIZARD.addContact} item={() => newContact('EMERGENCY')} />}
          sx={{ '& .RaSimpleFormIterator-form': { flex: 1 } }}
        >
          <ContactItem />
        </SimpleFormIterator>
      </ArrayInput>
    </>
  );
};

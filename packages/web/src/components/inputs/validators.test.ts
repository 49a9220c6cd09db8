import { describe, expect, it } from 'vitest';
import { contactsCrossFieldErrors, type ContactRuleInput } from '@clearline/shared';
import {
  crossFieldRule,
  dayField,
  emailField,
  kmpOwnershipField,
  maxMultiline,
  maxText,
  notBeforeField,
  pssnField,
  requiredField,
  ssnField,
  toRulePath,
  valueAt,
  wholeNumberField,
  zipField,
} from './validators';

const none = {};

describe('field validators (spec 01 §5, 02 §5)', () => {
  it("'{label} is required', flagged for the asterisk", () => {
    const v = requiredField('First Name');
    expect(v('', none)).toBe('Error: First Name is required');
    expect(v('  ', none)).toBe('Error: First Name is required');
    expect(v([], none)).toBe('Error: First Name is required');
    expect(v('Ann', none)).toBeUndefined();
    expect(v.isRequired).toBe(true);
  });

  it('128 characters, 500 multiline', () => {
    expect(maxText()('a'.repeat(128), none)).toBeUndefined();
    expect(maxText()('a'.repeat(129), none)).toBe('Error: Field exceeded max character length of 128.');
    expect(maxMultiline('a'.repeat(500), none)).toBeUndefined();
    expect(maxMultiline('a'.repeat(501), none)).toBe('Error: Field exceeded max character length of 500.');
  });

  it('e-mail messages per field', () => {
    expect(emailField('work')('x@', none)).toBe('Error: Work Email Address is not valid');
    expect(emailField('personal')('x', none)).toBe('Error: Personal Email Address is not valid');
    expect(emailField('government')('a@b', none)).toBe('Error: Government Email Address is not valid');
    expect(emailField()('a b@c.d', none)).toBe('Error: Email Address is not valid');
    expect(emailField('work')('jane.doe+tag@acme-defense.com', none)).toBeUndefined();
    expect(emailField('work')('', none)).toBeUndefined();
  });

  it('SSN nine digits; a masked value from the API passes', () => {
    expect(ssnField('12345678', none)).toBe('Error: SSN must be in the format XXX-XX-XXXX.');
    expect(ssnField('123456789', none)).toBeUndefined();
    expect(ssnField('123-45-6789', none)).toBeUndefined();
    expect(ssnField('***-**-6789', none)).toBeUndefined();
    expect(pssnField('98765432', none)).toBe('Error: PSSN must be in the format XXX-XX-XXXX.');
    expect(pssnField('987-65-4321', none)).toBeUndefined();
    expect(pssnField('***-**-****', none)).toBeUndefined();
  });

  it('zip per label, only for US addresses', () => {
    const v = zipField('Place of Birth', 'birthAddress.countryId');
    expect(v('1234', { birthAddress: { countryId: 236 } })).toBe('Error: Place of Birth Zip Code is not valid');
    expect(v('12345-6789', { birthAddress: { countryId: 236 } })).toBeUndefined();
    expect(v('SW1A 1AA', { birthAddress: { countryId: 77 } })).toBeUndefined();
    expect(v('1234', { birthAddress: {} })).toBe('Error: Place of Birth Zip Code is not valid');
  });

  it('KMP ownership 0–100', () => {
    expect(kmpOwnershipField(-1, none)).toBe('Error: Minimum value is 0');
    expect(kmpOwnershipField(101, none)).toBe('Error: Maximum value is 100');
    expect(kmpOwnershipField(50, none)).toBeUndefined();
  });

  it('whole numbers in a range', () => {
    const v = wholeNumberField('Vehicle Year', 1900, 2100);
    expect(v(2020.5, none)).toBe('Error: Vehicle Year must be a whole number');
    expect(v(1800, none)).toBe('Error: Minimum value is 1900');
    expect(v(2020, none)).toBeUndefined();
  });

  it('dates: Invalid Date and order', () => {
    expect(dayField('2024-02-30', none)).toBe('Error: Invalid Date');
    expect(dayField('2024-02-29', none)).toBeUndefined();
    const v = notBeforeField('passportIssueDate', 'Passport Expiry Date', 'Passport Issue Date');
    expect(v('2020-01-01', { passportIssueDate: '2021-01-01' })).toBe('Error: Passport Expiry Date cannot be before Passport Issue Date.');
    expect(v('2022-01-01', { passportIssueDate: '2021-01-01' })).toBeUndefined();
  });
});

describe('cross-field rules from the shared validation', () => {
  it('addresses array items the way the shared rules do', () => {
    expect(toRulePath('personnelContacts.1.contactName')).toBe('personnelContacts[1].contactName');
    expect(toRulePath('sfRejectionDates.0')).toBe('sfRejectionDates[0]');
    expect(valueAt({ a: [{ b: 3 }] }, 'a.0.b')).toBe(3);
  });

  it('shows each field the message the rule gives for it', () => {
    const rule = crossFieldRule((values) => contactsCrossFieldErrors(values.personnelContacts as ContactRuleInput[]));
    const values = {
      personnelContacts: [
        { contactTypeEnum: 'PERSONAL' },
        { contactTypeEnum: 'EMERGENCY', contactName: 'Bob' },
        { contactTypeEnum: 'PERSONAL' },
      ],
    };
    expect(rule(undefined, values, { finalSource: 'personnelContacts.1.contactName' })).toBeUndefined();
    expect(rule(undefined, values, { finalSource: 'personnelContacts.1.cellPhoneNumber' })).toBe('Error: Cell Phone Number is required');
    expect(rule(undefined, values, { finalSource: 'personnelContacts.1.contactRelationshipType' })).toBe('Error: Relationship is required');
    expect(rule(undefined, values, { finalSource: 'personnelContacts.2.contactTypeEnum' })).toBe(
      'Error: Only one personal contact is allowed.',
    );
    expect(rule(undefined, values, { finalSource: 'personnelContacts.0.contactTypeEnum' })).toBeUndefined();
  });
});

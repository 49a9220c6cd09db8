import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { supportBody, supportErrors, supportFailure } from './supportRequest';

const form = {
  subject: ' Cannot upload ',
  message: ' The SF-86 upload fails ',
  category: 'PROBLEM' as const,
  contactEmail: '',
  contactPhone: '',
};

describe('support request form', () => {
  it('sends the trimmed fields and leaves out empty contact details', () => {
    expect(supportBody(form)).toEqual({ subject: 'Cannot upload', message: 'The SF-86 upload fails', category: 'PROBLEM' });
    expect(supportBody({ ...form, contactEmail: ' ada@acme.example ', contactPhone: '571-555-0100' })).toMatchObject({
      contactEmail: 'ada@acme.example',
      contactPhone: '571-555-0100',
    });
  });

  it('requires a subject and a message', () => {
    expect(supportErrors({ ...form, subject: ' ', message: '' })).toEqual({
      subject: 'Subject is required',
      message: 'Message is required',
    });
    expect(supportErrors(form)).toEqual({});
  });

  it('shows the failure text followed by the server message', () => {
    const bad = new HttpError('Contact Email is not valid', 400, { statusCode: 400, message: ['Contact Email is not valid'] });
    expect(supportFailure(bad)).toBe('Failed to send the support request. Contact Email is not valid');
    expect(supportFailure(new HttpError('x', 0, { kind: 'FETCH_ERROR' }))).toBe('Failed to send the support request.');
  });
});

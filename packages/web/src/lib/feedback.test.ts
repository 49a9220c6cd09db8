import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { failureMessage } from './feedback';

describe('failureMessage', () => {
  it('prefers the server message', () => {
    const error = new HttpError('Bad Request', 400, { statusCode: 400, message: 'Work Email Address is not valid' });
    expect(failureMessage(error, 'Failed To Update Personnel')).toBe('Work Email Address is not valid');
  });

  it('joins a list of messages', () => {
    expect(failureMessage({ body: { message: ['First Name is required', 'SSN is required'] } }, 'x')).toBe(
      'First Name is required; SSN is required',
    );
  });

  it('falls back when the answer has no message', () => {
    expect(failureMessage(new HttpError('Internal Server Error', 500, undefined), 'Failed To Update Personnel')).toBe(
      'Failed To Update Personnel',
    );
    expect(failureMessage(new Error('network'), 'Failed To Create Personnel Investigation')).toBe(
      'Failed To Create Personnel Investigation',
    );
  });
});

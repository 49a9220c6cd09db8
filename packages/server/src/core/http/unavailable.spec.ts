import { QueryFailedError } from 'typeorm';
import { ErrorsFilter } from './errors.filter';
import { isServiceUnavailable, SERVICE_UNAVAILABLE_MESSAGE } from './unavailable';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isServiceUnavailable', () => {
  it('recognises PostgreSQL links that are refused, broken or timed out, also wrapped by TypeORM', () => {
    expect(isServiceUnavailable(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true);
    expect(isServiceUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isServiceUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isServiceUnavailable(new QueryFailedError('SELECT 1', [], withCode('read ECONNRESET', 'ECONNRESET')))).toBe(true);
    expect(
      isServiceUnavailable(new QueryFailedError('SELECT 1', [], withCode('canceling statement due to statement timeout', '57014'))),
    ).toBe(true);
    expect(isServiceUnavailable(withCode('the database system is shutting down', '57P03'))).toBe(true);
  });

  it('recognises Redis connections that are closed or out of retries', () => {
    expect(isServiceUnavailable(new Error('Connection is closed.'))).toBe(true);
    expect(isServiceUnavailable(new Error("Stream isn't writeable and enableOfflineQueue options is false"))).toBe(true);
    const maxRetries = new Error(
      'Reached the max retries per request limit (which is 1). Refer to "maxRetriesPerRequest" option for details.',
    );
    expect(isServiceUnavailable(Object.defineProperty(maxRetries, 'name', { value: 'MaxRetriesPerRequestError' }))).toBe(true);
    expect(isServiceUnavailable(new Error('wrapped', { cause: new Error('Command timed out') }))).toBe(true);
  });

  it('leaves bugs and input errors alone', () => {
    expect(isServiceUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isServiceUnavailable(new QueryFailedError('INSERT', [], withCode('duplicate key', '23505')))).toBe(false);
    expect(isServiceUnavailable(new QueryFailedError('INSERT', [], withCode('invalid input syntax for type uuid', '22P02')))).toBe(false);
    expect(isServiceUnavailable(undefined)).toBe(false);
  });

  it('the errors filter answers them 503 with the message', () => {
    expect(new ErrorsFilter().toBody(new Error('Connection terminated unexpectedly'))).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: SERVICE_UNAVAILABLE_MESSAGE,
    });
    expect(new ErrorsFilter().toBody(new TypeError('x is not a function')).statusCode).toBe(500);
  });
});

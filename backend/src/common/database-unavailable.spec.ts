import { QueryFailedError } from 'typeorm';
import { isDatabaseUnavailable } from './database-unavailable.js';

const withCode = (code: string) => Object.assign(new Error(code), { code });

describe('isDatabaseUnavailable', () => {
  it.each(['ECONNREFUSED', 'PROTOCOL_CONNECTION_LOST', 'ETIMEDOUT', 'SQLITE_BUSY'])(
    'recognises %s from the driver',
    (code) => {
      expect(isDatabaseUnavailable(withCode(code))).toBe(true);
    },
  );

  it('looks inside the error TypeORM wraps around the driver error', () => {
    const wrapped = new QueryFailedError('SELECT 1', [], withCode('ECONNRESET'));
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
  });

  it('does not treat a bad query or a bug as an outage', () => {
    expect(isDatabaseUnavailable(withCode('ER_DUP_ENTRY'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});

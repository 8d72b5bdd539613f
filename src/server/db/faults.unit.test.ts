import { describe, expect, it } from 'vitest';
import { connectionReusable, isDatabaseUnavailable } from './faults.ts';

const coded = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('database fault classification', () => {
  it('names the errors of an unreachable database, through drizzle’s cause', () => {
    for (const err of [
      new Error('Connection terminated unexpectedly'),
      new Error('timeout expired'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Query read timeout'),
      new Error('PGlite is closed'),
      coded('terminating connection due to administrator command', '57P01'),
      coded('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      coded('sorry, too many clients already', '53300'),
      coded('canceling statement due to statement timeout', '57014'),
      new Error('Failed query: select 1', { cause: new Error('Connection terminated unexpectedly') }),
    ]) {
      expect(isDatabaseUnavailable(err), err.message).toBe(true);
      expect(connectionReusable(err), err.message).toBe(false);
    }
  });

  it('leaves the request’s own errors alone, and keeps a connection that answered', () => {
    const unique = coded('duplicate key value violates unique constraint', '23505');
    expect(isDatabaseUnavailable(unique)).toBe(false);
    expect(connectionReusable(new Error('Failed query', { cause: unique }))).toBe(true);
    const appError = Object.assign(new Error('NOT_ENOUGH_POINTS'), { statusCode: 409 });
    expect(isDatabaseUnavailable(appError)).toBe(false);
    expect(connectionReusable(appError)).toBe(true);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(connectionReusable(new TypeError('x is undefined'))).toBe(false);
  });
});

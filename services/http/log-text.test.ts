import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { errorForLog, forLog } from './log-text.ts';

describe('log text', () => {
  it('writes control characters as escapes, so a request cannot forge a line', () => {
    expect(forLog('GET /a%0A[error] b\n\u2028c')).toBe('GET /a%0A[error] b\\x0a\\u2028c');
  });

  it("logs a failed query's statement but not its values", () => {
    const error = new DrizzleQueryError(
      'insert into persons (email) values ($1)',
      ['ana@exemplo.com.br'],
      new Error('boom'),
    );
    const line = errorForLog(error);
    expect(line).toContain('insert into persons (email) values ($1)');
    expect(line).toContain('params: (omitidos)');
    expect(line).not.toContain('ana@exemplo.com.br');
  });
});

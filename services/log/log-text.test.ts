import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { errorForLog, forLog, withoutValues } from './log-text.ts';

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

  it('leaves out the quoted values, e-mail addresses, codes and CPFs a message may carry', () => {
    const message =
      'invalid input syntax for type uuid: "chave-secreta" for <ana@exemplo.com.br>, code 424242, CPF 529.982.247-25, id 12';
    const line = withoutValues(message);
    for (const value of ['chave-secreta', 'ana@exemplo.com.br', '424242', '529.982.247-25'])
      expect(line).not.toContain(value);
    expect(line).toBe('invalid input syntax for type uuid: "…" for <…@…>, code …, CPF …, id 12');
  });
});

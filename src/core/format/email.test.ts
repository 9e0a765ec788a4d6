import { describe, expect, it } from 'vitest';
import { normalizeCheckEmail, normalizeEmail } from './email.ts';

describe('e-mail normalisation', () => {
  it('lowercases before every call', () => {
    expect(normalizeEmail('Ana.Souza@Exemplo.COM')).toBe('ana.souza@exemplo.com');
  });

  it('trims too in the check-email modal', () => {
    expect(normalizeCheckEmail('  Ana@Exemplo.com \t')).toBe('ana@exemplo.com');
    expect(normalizeEmail(' Ana@Exemplo.com')).toBe(' ana@exemplo.com');
  });
});

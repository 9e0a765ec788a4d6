import { describe, expect, it } from 'vitest';
import { authButtonLabel, userMenuEntries } from './user-menu.ts';

describe('userMenuEntries (docs/catalog-and-store.md#header-footer-and-cookies)', () => {
  it.each([
    [0, 'https://area.exemplo.com.br', ['analytics', 'editUser', 'customerArea', 'logout']],
    [0, null, ['analytics', 'editUser', 'logout']],
    [1, 'https://area.exemplo.com.br', ['myRequests', 'myData', 'customerArea', 'logout']],
    [1, null, ['myRequests', 'myData', 'logout']],
    [2, null, ['editUser', 'logout']],
  ] as const)('person_type %i, customer area %s', (type, url, entries) => {
    expect(userMenuEntries(type, url)).toEqual(entries);
  });
});

describe('authButtonLabel', () => {
  it('is Entrar for visitors, the nickname or else the full name once logged in', () => {
    expect(authButtonLabel(null)).toBe('Entrar');
    expect(authButtonLabel({ nickname: 'Ana', full_name: 'Ana Souza' })).toBe('Ana');
    expect(authButtonLabel({ nickname: null, full_name: 'João Pedro da Silva' })).toBe('João Pedro da Silva');
    expect(authButtonLabel({ nickname: '  ', full_name: 'João Pedro da Silva' })).toBe('João Pedro da Silva');
  });
});

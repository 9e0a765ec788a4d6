import { describe, expect, it } from 'vitest';
import { sessionHasFlags } from './demand.ts';

const storage = (entries: Record<string, string>) => ({ getItem: (key: string) => entries[key] ?? null });

describe('sessionHasFlags', () => {
  it('is false for a first visit, whatever the store keys and other cookies say', () => {
    expect(sessionHasFlags(storage({}), '')).toBe(false);
    expect(sessionHasFlags(storage({ pb: 'ana-souza', query: '{}' }), 'cookie_consent=1; tokens=x')).toBe(
      false,
    );
  });

  it('is true with a token or an invitation key in the session', () => {
    expect(sessionHasFlags(storage({ token: 'abc' }), '')).toBe(true);
    expect(sessionHasFlags(storage({ invite: 'true' }), '')).toBe(true);
    expect(sessionHasFlags(storage({ clickCreateNewAccount: 'true' }), '')).toBe(true);
  });

  it('is true with the user or token cookie', () => {
    expect(sessionHasFlags(storage({}), 'cookie_consent=1; user=%7B%7D')).toBe(true);
    expect(sessionHasFlags(storage({}), 'token=abc')).toBe(true);
  });
});

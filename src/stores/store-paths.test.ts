import { describe, expect, it } from 'vitest';
import { authEndpoints } from '../api/auth.ts';
import { storeEndpoints } from '../api/store.ts';
import { AUTH_PATHS, STORE_PATHS } from './store-paths.ts';

describe('browsing call paths', () => {
  it('match the contract', () => {
    for (const [name, path] of Object.entries(STORE_PATHS)) {
      expect(storeEndpoints[name as keyof typeof storeEndpoints].path).toBe(path);
    }
    expect(authEndpoints.bankerProfile.path).toBe(AUTH_PATHS.bankerProfile);
    expect(authEndpoints.cities.path).toBe(AUTH_PATHS.cities);
  });
});

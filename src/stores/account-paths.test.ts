import { describe, expect, it } from 'vitest';
import { authEndpoints } from '../api/auth.ts';
import { privacyEndpoints } from '../api/privacy.ts';
import { ACCOUNT_PATHS, PRIVACY_PATHS, PRIVACY_RECORD_PATH } from './account-paths.ts';

describe('account call paths', () => {
  it('match the contract', () => {
    for (const [name, path] of Object.entries(ACCOUNT_PATHS)) {
      expect(authEndpoints[name as keyof typeof authEndpoints].path).toBe(path);
    }
    expect(privacyEndpoints.record.path).toBe(PRIVACY_RECORD_PATH);
    for (const [name, path] of Object.entries(PRIVACY_PATHS)) {
      expect(privacyEndpoints[name as keyof typeof privacyEndpoints].path).toBe(path);
    }
  });
});

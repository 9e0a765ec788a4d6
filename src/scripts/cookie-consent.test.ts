import { describe, expect, it } from 'vitest';
import { storeCookieConsent } from './cookie-consent.ts';

describe('cookie consent', () => {
  it('is stored for one year', () => {
    const cookie = storeCookieConsent(new Date('2026-11-22T12:00:00Z'));
    expect(cookie).toContain('cookie_consent=1');
    expect(cookie).toContain('Max-Age=31536000');
    expect(cookie).toContain('Expires=Mon, 22 Nov 2027 12:00:00 GMT');
  });
});

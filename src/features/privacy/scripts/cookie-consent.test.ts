import { describe, expect, it } from 'vitest';
import { analyticsTagFor } from '../rules/google-tag.ts';
import { acceptedCategories, choiceFor, storeCookieChoice } from './consent-choice.ts';
import { readCookieChoice } from './cookie-consent.ts';

const NOW = new Date('2026-11-22T12:00:00Z');

describe('cookie consent', () => {
  it('is stored for one year with the policy version, the categories and the time', () => {
    const cookie = storeCookieChoice(choiceFor('necessary', NOW));
    expect(cookie).toContain(`cookie_consent=v2.0.0|a0|m0|${NOW.getTime()}`);
    expect(cookie).toContain('Max-Age=31536000');
    expect(cookie).toContain('Expires=Mon, 22 Nov 2027 12:00:00 GMT');
  });

  it('reads back what was stored; non-essential categories are off unless chosen', () => {
    const custom = choiceFor({ analytics: true, marketing: false }, NOW);
    const header = `a=1; ${storeCookieChoice(custom).split(';')[0]}; b=2`;
    expect(readCookieChoice(header)).toEqual(custom);
    expect(acceptedCategories(custom)).toEqual(['necessary', 'analytics']);
    expect(acceptedCategories(choiceFor('necessary', NOW))).toEqual(['necessary']);
    expect(acceptedCategories(choiceFor('all', NOW))).toEqual(['necessary', 'analytics', 'marketing']);
  });

  it('asks again when nothing, something unreadable or an older policy is stored', () => {
    expect(readCookieChoice('')).toBeNull();
    expect(readCookieChoice('cookie_consent=1')).toBeNull();
    expect(readCookieChoice(`cookie_consent=v1.0.0|a1|m1|${NOW.getTime()}`)).toBeNull();
  });

  it('picks the analytics tag of the host name, or the default one', () => {
    const tags = { 'loja.exemplo.com.br': 'G-LOJA', '*': 'G-PADRAO' };
    expect(analyticsTagFor('LOJA.exemplo.com.br', tags)).toBe('G-LOJA');
    expect(analyticsTagFor('localhost', tags)).toBe('G-PADRAO');
    expect(analyticsTagFor('localhost', {})).toBeNull();
  });
});

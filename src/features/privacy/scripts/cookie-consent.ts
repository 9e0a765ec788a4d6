/**
 * Cookie consent as the ANPD cookie guide asks: per category, non-essential ones off until
 * accepted, refusing as easy as accepting, kept one year (docs/catalog-and-store.md#header-footer-and-cookies, docs/validation-and-errors.md#constants-and-limits) and revisitable.
 */
export const COOKIE_CONSENT_NAME = 'cookie_consent';
export const COOKIE_CONSENT_MAX_AGE_S = 365 * 24 * 60 * 60;
/** Version of the cookie policy the choice was made under; a new version asks again. */
export const COOKIE_POLICY_VERSION = 'v2.0.0';

/** Categories the visitor may turn on; the necessary cookies are always on. */
export const OPTIONAL_COOKIE_CATEGORIES = ['analytics', 'marketing'] as const;
export type OptionalCookieCategory = (typeof OPTIONAL_COOKIE_CATEGORIES)[number];

export interface CookieChoice {
  version: string;
  analytics: boolean;
  marketing: boolean;
  /** When the choice was made. */
  at: Date;
}

/** What the buttons of the banner and of the preferences dialog choose. */
export type CookieDecision = 'all' | 'necessary' | Record<OptionalCookieCategory, boolean>;

/** The stored choice of the current policy version, or null (absent, unreadable or of an older policy). */
export function readCookieChoice(cookieHeader: string): CookieChoice | null {
  const raw = cookieHeader
    .split(/;\s*/)
    .find((pair) => pair.startsWith(`${COOKIE_CONSENT_NAME}=`))
    ?.slice(COOKIE_CONSENT_NAME.length + 1);
  const match = raw?.match(/^([^|]+)\|a([01])\|m([01])\|(\d+)$/);
  if (!match || match[1] !== COOKIE_POLICY_VERSION) return null;
  return {
    version: match[1],
    analytics: match[2] === '1',
    marketing: match[3] === '1',
    at: new Date(Number(match[4])),
  };
}

/** The DOM event a choice raises, so the islands can record it for a logged-in user. */
export const COOKIE_CHOICE_EVENT = 'cookie-choice';

/** What a choice event carries (the islands record it in the privacy audit for a logged-in user). */
export interface CookieChoiceDetail {
  categories: string[];
  policyVersion: string;
  at: string;
}

/** Cookie consent lasts one year (spec §2.3, §9). */
export const COOKIE_CONSENT_NAME = 'cookie_consent';
export const COOKIE_CONSENT_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The `document.cookie` assignment that records consent given at `now`. */
export function storeCookieConsent(now: Date): string {
  const expires = new Date(now.getTime() + COOKIE_CONSENT_MAX_AGE_S * 1000).toUTCString();
  return `${COOKIE_CONSENT_NAME}=1; Max-Age=${COOKIE_CONSENT_MAX_AGE_S}; Expires=${expires}; Path=/; SameSite=Lax`;
}

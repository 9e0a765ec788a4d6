import { readCookieChoice } from './cookie-consent.ts';

/** The controls of the banner, the preferences and policy dialogs, and every 'Preferências de cookies' opener. */
export const COOKIE_CONTROLS =
  '[data-cookie-choice], [data-open-cookie-preferences], [data-close-cookie-preferences], [data-open-cookie-policy], [data-close-cookie-policy]';

// What the controls do loads with the first press of one (or at once for a visitor whose stored
// choice accepted analytics): a visitor who only reads never loads it.
const loadChoices = () => import('./cookie-choices.ts');

/** Wires the banner, the preferences dialog, the policy dialog and every 'Preferências de cookies' opener. */
export function startCookieConsent(doc: Document): void {
  // A visitor who already chose (most visits) never loads what the banner needs while it shows.
  if (!doc.getElementById('cookie-banner')?.hidden) void import('./banner-shown.ts');
  if (readCookieChoice(doc.cookie)?.analytics) void loadChoices().then((m) => m.loadAnalyticsTag(doc));
  doc.addEventListener('click', (event) => {
    const target = (event.target as Element | null)?.closest<HTMLElement>(COOKIE_CONTROLS);
    if (target) void loadChoices().then((m) => m.pressCookieControl(doc, target));
  });
}

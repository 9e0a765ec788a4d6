import { readCookieChoice } from './cookie-consent.ts';

/** The controls of the banner, the preferences and policy dialogs, and every 'Preferências de cookies' opener. */
export const COOKIE_CONTROLS =
  '[data-cookie-choice], [data-open-cookie-preferences], [data-close-cookie-preferences], [data-open-cookie-policy], [data-close-cookie-policy]';

/** Keeps the banner's height in `--cookie-banner-h`, so fixed controls and the page end move above it. */
function reserveBannerSpace(doc: Document, banner: HTMLElement): void {
  const update = () =>
    doc.documentElement.style.setProperty(
      '--cookie-banner-h',
      banner.hidden ? '0px' : `${banner.offsetHeight}px`,
    );
  update();
  if (typeof ResizeObserver !== 'undefined') new ResizeObserver(update).observe(banner);
  new MutationObserver(update).observe(banner, { attributes: true, attributeFilter: ['hidden'] });
}

// What the controls do loads with the first press of one (or at once for a visitor whose stored
// choice accepted analytics): a visitor who only reads never loads it.
const loadChoices = () => import('./cookie-choices.ts');

/** Wires the banner, the preferences dialog, the policy dialog and every 'Preferências de cookies' opener. */
export function startCookieConsent(doc: Document): void {
  reserveBannerSpace(doc, doc.getElementById('cookie-banner') as HTMLElement);
  if (readCookieChoice(doc.cookie)?.analytics) void loadChoices().then((m) => m.loadAnalyticsTag(doc));
  doc.addEventListener('click', (event) => {
    const target = (event.target as Element | null)?.closest<HTMLElement>(COOKIE_CONTROLS);
    if (target) void loadChoices().then((m) => m.pressCookieControl(doc, target));
  });
}

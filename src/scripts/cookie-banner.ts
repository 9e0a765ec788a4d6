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

/** An open dialog, and a popup holding the focus, answer Escape themselves: the banner stays. */
const MODALS = 'dialog[open], [aria-modal="true"]';
const POPUPS = '[aria-expanded="true"], [role="menu"], [role="listbox"]';

/**
 * Escape closes the banner without a choice, for this page only (it asks again on the next one), so
 * a keyboard user can clear it off whatever it covers. Focus inside it moves to the page's content.
 */
function closeOnEscape(doc: Document, banner: HTMLElement): void {
  doc.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || banner.hidden || event.defaultPrevented) return;
    if (doc.querySelector(MODALS) || doc.activeElement?.closest(POPUPS)) return;
    const hadFocus = banner.contains(doc.activeElement);
    banner.hidden = true;
    if (hadFocus) doc.getElementById('conteudo')?.focus({ preventScroll: true });
  });
}

// What the controls do loads with the first press of one (or at once for a visitor whose stored
// choice accepted analytics): a visitor who only reads never loads it.
const loadChoices = () => import('./cookie-choices.ts');

/** Wires the banner, the preferences dialog, the policy dialog and every 'Preferências de cookies' opener. */
export function startCookieConsent(doc: Document): void {
  const banner = doc.getElementById('cookie-banner') as HTMLElement;
  reserveBannerSpace(doc, banner);
  closeOnEscape(doc, banner);
  if (readCookieChoice(doc.cookie)?.analytics) void loadChoices().then((m) => m.loadAnalyticsTag(doc));
  doc.addEventListener('click', (event) => {
    const target = (event.target as Element | null)?.closest<HTMLElement>(COOKIE_CONTROLS);
    if (target) void loadChoices().then((m) => m.pressCookieControl(doc, target));
  });
}

/**
 * The banner's inline script (src/features/privacy/islands/CookieConsent.astro), self-contained: the
 * layout writes its text, minified, with the stored choice's start. Decided before first paint, so
 * the banner never shifts the layout or delays the largest paint; and from the first paint on,
 * 'Aceitar todos' and 'Rejeitar não essenciais' (any choice) settle it at the tap. The press itself is held
 * until the page's scripts run (src/core/browser/after-paint.ts), which store the choice.
 */
export function showBannerUntilChosen(pairStart: string): void {
  // `pairStart` is '; ' and the stored choice's prefix: each pair of `document.cookie` follows
  // '; ' (the first one too, once prefixed so).
  if (`; ${document.cookie}`.includes(pairStart)) return;
  const banner = document.getElementById('cookie-banner') as HTMLElement;
  banner.hidden = false;
  // Before the page's own listeners, which hold the press: any cookie choice settles the banner.
  addEventListener(
    'click',
    (event) => {
      if ((event.target as HTMLElement).dataset.cookieChoice) banner.hidden = true;
    },
    true,
  );
}

/**
 * The banner's inline script (src/features/privacy/islands/CookieConsent.astro), self-contained: the
 * layout writes its text, minified, with the stored choice's start and what a banner choice is
 * stored with (`earlyChoiceCookies`). Decided before first paint, so the banner never shifts the
 * layout or delays the largest paint; and from the first paint on, 'Aceitar todos' and 'Rejeitar
 * não essenciais' are stored and settle the banner at the tap, so the choice survives a reload
 * before the page's scripts run. The press itself is then held until they run
 * (src/core/browser/after-paint.ts): they store it again, record it, and do any other choice
 * (the preferences saved).
 */
export function showBannerUntilChosen(
  pairStart: string,
  pairs: Record<string, string | undefined>,
  attributes: string,
): void {
  // `pairStart` is '; ' and the stored choice's prefix: each pair of `document.cookie` follows
  // '; ' (the first one too, once prefixed so).
  if (`; ${document.cookie}`.includes(pairStart)) return;
  const banner = document.getElementById('cookie-banner') as HTMLElement;
  banner.hidden = false;
  // Before the page's own listeners, which hold the press.
  addEventListener(
    'click',
    (event) => {
      const choice = (event.target as HTMLElement).dataset.cookieChoice;
      if (!choice) return;
      const pair = pairs[choice];
      // biome-ignore lint/suspicious/noDocumentCookie: at the tap, before any module; the Cookie Store API is asynchronous and missing in Safari before 18.4.
      if (pair) document.cookie = pair + Date.now() + attributes;
      banner.hidden = true;
    },
    true,
  );
}

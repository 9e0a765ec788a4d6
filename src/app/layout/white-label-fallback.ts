import { $chrome } from '../../core/brand/brand.ts';
import { isBlockedForWhiteLabel } from '../../core/brand/page-chrome.ts';
import type { Chrome } from '../../core/brand/white-label.ts';
import { $marketplace } from '../../core/context/store-context.ts';
import { currentRoute, pathFor } from '../../core/routes/route-table.ts';

/**
 * Profile, analytics and QR screens fall back to the error screen in a white-label store
 * (docs/routes-and-guards.md#route-table): the shell carries the static error screen in `[data-wl-fallback]`, shown in place
 * of `[data-wl-content]` once the marketplace says white-label.
 */
export function guardWhiteLabelRoute(doc: Document): void {
  const match = currentRoute(doc.location);
  const route = match?.name ?? null;
  $marketplace.subscribe((market) => {
    if (!market) return;
    const blocked = isBlockedForWhiteLabel(route, market.whitelabel);
    if (blocked) speakForCompany(doc, $chrome.get(), pathFor('home', { pb: match?.params.pb ?? '' }));
    for (const el of doc.querySelectorAll<HTMLElement>('[data-wl-fallback]')) el.hidden = !blocked;
    for (const el of doc.querySelectorAll<HTMLElement>('[data-wl-content]')) el.hidden = blocked;
    if (blocked) doc.querySelector<HTMLElement>('[data-profile-strip]')?.setAttribute('hidden', '');
  });
}

/**
 * The fallback's links and words are the company's, never the provider's: its go-back link
 * (the store's home when it has none) and its banker wording.
 */
function speakForCompany(doc: Document, chrome: Chrome, storeHome: string): void {
  const target = chrome.goBackLink ?? storeHome;
  for (const link of doc.querySelectorAll<HTMLAnchorElement>(
    '[data-wl-fallback] [data-go-back], [data-wl-fallback] [data-find-banker]',
  ))
    link.href = target;
  for (const word of doc.querySelectorAll('[data-wl-fallback] [data-occupation]'))
    word.textContent = chrome.occupation.singular;
}

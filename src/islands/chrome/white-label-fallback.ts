import { isBlockedForWhiteLabel } from '../../domain/browse-chrome.ts';
import { resolveRoute } from '../../routes/route-table.ts';
import { $marketplace } from '../../stores/store-context.ts';

/**
 * Profile, analytics and QR screens fall back to the error screen in a white-label store
 * (spec §2.1): the shell carries the static error screen in `[data-wl-fallback]`, shown in place
 * of `[data-wl-content]` once the marketplace says white-label.
 */
export function guardWhiteLabelRoute(doc: Document): void {
  const route = resolveRoute(doc.location.pathname)?.name ?? null;
  $marketplace.subscribe((market) => {
    if (!market) return;
    const blocked = isBlockedForWhiteLabel(route, market.whitelabel);
    for (const el of doc.querySelectorAll<HTMLElement>('[data-wl-fallback]')) el.hidden = !blocked;
    for (const el of doc.querySelectorAll<HTMLElement>('[data-wl-content]')) el.hidden = blocked;
    if (blocked) doc.querySelector<HTMLElement>('[data-profile-strip]')?.setAttribute('hidden', '');
  });
}

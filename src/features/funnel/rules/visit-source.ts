import type { RouteName } from '../../../core/routes/types.ts';

/**
 * What a page load of a store counts in its funnel (docs/desk.md#funnel): a visit is a store's
 * page opened from outside the store (no referrer, another site, another store), so moving
 * between its pages counts once; where it came from is read from the address only.
 */

/** The pages that are not the public store: the banker's and the customer's areas, and the links of mails. */
const NOT_VISITS: readonly RouteName[] = [
  'analytics',
  'requests',
  'qrcode',
  'invite',
  'report',
  'confirm',
  'solicitation',
];

/** `?origem=qr` on the address a banker prints as the store's QR code. */
export const QR_MARK = { key: 'origem', value: 'qr' } as const;

/** Where a visit came from: the store's QR code, a campaign (`utm_campaign`) or a link. */
export function sourceOf(query: Record<string, string>): string {
  if (query[QR_MARK.key] === QR_MARK.value) return 'qr';
  const campaign = (query.utm_campaign ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return campaign ? `campanha:${campaign}` : 'link';
}

/** Whether the page was opened from outside the store `pb` (the referrer is all the browser tells). */
export function isLanding(referrer: string, origin: string, pb: string): boolean {
  if (!referrer) return true;
  try {
    const from = new URL(referrer);
    const store = `/pb/${pb}`.toLowerCase();
    const path = from.pathname.toLowerCase();
    return from.origin !== origin || !(path === store || path.startsWith(`${store}/`));
  } catch {
    return true;
  }
}

/** Whether a page of this route counts as a visit of the store. */
export const countsAsVisit = (route: RouteName): boolean => !NOT_VISITS.includes(route);

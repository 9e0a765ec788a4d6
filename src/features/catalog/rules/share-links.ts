import { sharePath } from '../contract/share.ts';

/** The share modal's links (docs/routes-and-guards.md#modals): Facebook, LinkedIn, WhatsApp, e-mail; popups of 600x600. */

export const SHARE_POPUP_FEATURES = 'width=600,height=600,noopener,noreferrer';

/**
 * The address shared for a store: the marketplace's share URL (with `{pb}` filled), else the
 * store's link preview on this origin; on a product page, the product's link preview. The share
 * query is appended when present.
 */
export function storeShareUrl(options: {
  shareURL: string | null;
  shareQuery: string | null;
  pb: string;
  origin: string;
  product?: { group: string; id: number } | null;
}): string {
  const { shareURL, shareQuery, pb, origin, product } = options;
  const base = product
    ? `${origin}${sharePath(pb, product)}`
    : shareURL
      ? shareURL.replaceAll('{pb}', pb)
      : `${origin}${sharePath(pb)}`;
  if (!shareQuery) return base;
  const query = shareQuery.replace(/^[?&]/, '');
  return `${base}${base.includes('?') ? '&' : '?'}${query}`;
}

export interface ShareLink {
  network: 'facebook' | 'linkedin' | 'whatsapp' | 'email';
  label: string;
  href: string;
  /** E-mail opens the mail client, the others a 600x600 popup. */
  popup: boolean;
}

export function shareLinks(url: string, text: string): ShareLink[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(text);
  return [
    {
      network: 'facebook',
      label: 'Facebook',
      href: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
      popup: true,
    },
    {
      network: 'linkedin',
      label: 'LinkedIn',
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
      popup: true,
    },
    {
      network: 'whatsapp',
      label: 'WhatsApp',
      href: `https://api.whatsapp.com/send?text=${encodeURIComponent(`${text} ${url}`)}`,
      popup: true,
    },
    { network: 'email', label: 'E-mail', href: `mailto:?subject=${t}&body=${u}`, popup: false },
  ];
}

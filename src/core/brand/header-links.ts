import { HOME_LABEL } from '../context/banker-text.ts';

/** A link of the header's sections, as the header's nav and the phone drawer draw it. */
export interface HeaderLink {
  label: string;
  /** The address before the store is known; `pbHref` fills in the store (src/app/routes/route-runner.ts). */
  href: string;
  pbHref?: string;
  /** One of the brand's own items, which a white-label company's items replace (src/app/layout/apply-chrome.ts). */
  brandItem?: true;
}

/** The store's sections (home, about, products), then the brand's own items. */
export function headerLinks(brandItems: readonly { label: string; href: string }[]): HeaderLink[] {
  const sections = [
    { label: HOME_LABEL, hash: '' },
    { label: 'Sobre', hash: '#openbank' },
    { label: 'Produtos', hash: '#products' },
  ];
  return [
    ...sections.map((s) => ({ label: s.label, href: `/${s.hash}`, pbHref: `/pb/{pb}${s.hash}` })),
    ...brandItems.map((item) => ({ label: item.label, href: item.href, brandItem: true as const })),
  ];
}

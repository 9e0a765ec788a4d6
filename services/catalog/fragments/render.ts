import { familyName } from '../../../src/core/brand/family-name.ts';
import { isStripSurelyShown } from '../../../src/core/brand/page-chrome.ts';
import { pageDescription, pageTitle } from '../../../src/core/brand/screen-title.ts';
import {
  type Chrome,
  type ClientBrand,
  effectiveChrome,
  type MarketplaceChrome,
} from '../../../src/core/brand/white-label.ts';
import {
  displayName,
  replaceBankerTitle,
  replacePb,
  storeOfLabel,
} from '../../../src/core/context/banker-text.ts';
import type { BankerProfileAnswer } from '../../../src/core/contract/auth.ts';
import type {
  MarketplaceAnswer,
  ProductAnswer,
  ProductGroupAnswer,
} from '../../../src/core/contract/store.ts';
import { landingKind } from '../../../src/core/products/product-landing.ts';
import { pathFor } from '../../../src/core/routes/route-table.ts';
import type { RouteMatch, RouteName } from '../../../src/core/routes/types.ts';
import type { CarouselAnswer } from '../../../src/features/catalog/contract/catalog.ts';
import { STORE_DATA_ID } from '../../../src/features/catalog/contract/fragments.ts';
import { shareImagePath, sharePath } from '../../../src/features/catalog/contract/share.ts';
import { trailFromHome } from '../../../src/features/catalog/group/breadcrumb-trail.ts';
import { BANNER_BOX } from '../../../src/features/catalog/home/banner-box.ts';
import { shareLinks, storeShareUrl } from '../../../src/features/catalog/rules/share-links.ts';
import type { FragmentBrand } from './brands.ts';
import { breadcrumbMarkup } from './breadcrumb.ts';
import { companyLineMarkup, disclaimerMarkup, logoMarkup, NOTHING } from './chrome.ts';
import { groupHeadingMarkup } from './group-heading.ts';
import { escapeHtml as e, jsonForHtml } from './html.ts';
import { shareDialogMarkup } from './share-dialog.ts';
import { stripMarkup } from './strip.ts';

/** One early answer as the page's prefetch hands it to the stores (src/core/context/prefetch.ts). */
export interface EarlyAnswer {
  ok: boolean;
  status: number;
  data: unknown;
}

/** What the services know of one page of a store: its route and the answers of its early calls. */
export interface PageData {
  route: RouteMatch;
  pb: string;
  /** Keyed as the prefetch plan keys them: marketplace, banker, carousel, `group:…`, `product:…`. */
  answers: Record<string, EarlyAnswer>;
}

/** The store's state as the fragments see it. */
export interface StoreView {
  /** A store that answers and is enabled: only such a store is painted. */
  open: boolean;
  chrome: Chrome;
  banker: string | null;
  person: BankerProfileAnswer['person'] | null;
  market: MarketplaceAnswer | null;
}

const okData = <T>(answer: EarlyAnswer | undefined): T | null => (answer?.ok ? (answer.data as T) : null);

const productOf = (page: PageData) =>
  okData<ProductAnswer>(Object.entries(page.answers).find(([key]) => key.startsWith('product:'))?.[1]);
const groupOf = (page: PageData) =>
  okData<ProductGroupAnswer>(Object.entries(page.answers).find(([key]) => key.startsWith('group:'))?.[1]);

/** The addresses of a family's page (with or without the business segment). */
const GROUP_ROUTES: ReadonlySet<RouteName> = new Set(['name', 'group-segment']);

/** The chrome and the banker of the page: the brand's words, or the white-label company's. */
export function storeView(brand: ClientBrand, page: PageData): StoreView {
  const market = okData<MarketplaceAnswer>(page.answers.marketplace);
  const profile = okData<BankerProfileAnswer>(page.answers.banker);
  const chrome = effectiveChrome(brand, market as unknown as MarketplaceChrome | null);
  const open = Boolean(market && profile && !market.disabled);
  const person = profile?.person ?? null;
  return { open, chrome, banker: person ? displayName(person) : null, person, market };
}

/** The page's tab title, description, canonical address and link preview. */
function headTags(view: StoreView, page: PageData, origin: string, path: string): string[] {
  const product = page.route.name === 'product' ? productOf(page) : null;
  const group = groupOf(page);
  const subject = product?.title ?? (group ? familyName(group, view.chrome.familyRenames) : null);
  const input = { route: page.route.name, banker: view.banker, subject, siteName: view.chrome.companyName };
  const title = pageTitle(input);
  const description = pageDescription({
    ...input,
    occupation: view.chrome.occupation.singular,
    detail: product?.sub_title ?? group?.sub_title ?? null,
  });
  const share = product
    ? sharePath(page.pb, { group: product.family_slug, id: product.id })
    : sharePath(page.pb);
  const image = `${origin}${shareImagePath(share)}`;
  const url = `${origin}${path}`;
  const tags = [
    `<title>${e(title)}</title>`,
    `<meta name="description" content="${e(description)}">`,
    `<link rel="canonical" href="${e(url)}">`,
    '<meta property="og:type" content="website">',
    '<meta property="og:locale" content="pt_BR">',
    `<meta property="og:site_name" content="${e(view.chrome.companyName)}">`,
    `<meta property="og:title" content="${e(title)}">`,
    `<meta property="og:description" content="${e(description)}">`,
    `<meta property="og:url" content="${e(url)}">`,
    `<meta property="og:image" content="${e(image)}">`,
    '<meta property="og:image:type" content="image/png">',
    '<meta property="og:image:width" content="1200">',
    '<meta property="og:image:height" content="630">',
    `<meta property="og:image:alt" content="${e(product?.title ?? title)}">`,
    '<meta name="twitter:card" content="summary_large_image">',
    `<meta name="twitter:title" content="${e(title)}">`,
    `<meta name="twitter:description" content="${e(description)}">`,
    `<meta name="twitter:image" content="${e(image)}">`,
  ];
  const primary = view.chrome.primary;
  // The company's colour from the first paint; the chrome script sets the same values later.
  if (primary)
    tags.push(`<style>:root{--brand-primary:${primary.color};--brand-on-primary:${primary.onColor}}</style>`);
  return tags;
}

/**
 * The head of a store page: its title, description and link preview, and the data block of the
 * early answers (data, never run: the header's script hands them to the stores instead of asking).
 * A store that is unknown or disabled gets no preview and is not indexed; its answers still go in
 * the block, so the page goes to its error or blocked screen without asking again.
 */
export function headFragment(brand: ClientBrand, page: PageData, origin: string, path: string): string {
  const view = storeView(brand, page);
  const tags = view.open
    ? headTags(view, page, origin, path)
    : [`<title>${e(view.chrome.companyName)}</title>`, '<meta name="robots" content="noindex">'];
  const data = { pb: page.pb, answers: page.answers };
  tags.push(`<script type="application/json" id="${STORE_DATA_ID}">${jsonForHtml(data)}</script>`);
  return `${tags.join('\n')}\n`;
}

/** Classes of the banner slide (src/features/catalog/home/BannerSlide.tsx): the same box, so nothing moves. */
const SLIDE = {
  link: `relative flex ${BANNER_BOX} w-full items-center overflow-hidden bg-primary text-on-primary focus-visible:outline-4 focus-visible:-outline-offset-4 focus-visible:outline-white`,
  words:
    'relative z-10 flex max-w-[34rem] flex-col items-start gap-2 px-5 pb-14 pt-5 sm:gap-3 sm:px-16 sm:py-8',
  headline: 'text-xl font-bold leading-tight sm:text-3xl',
  text: 'text-sm opacity-95 sm:text-lg',
  cta: 'mt-1 rounded-md bg-white px-4 py-2 text-sm font-semibold text-gray-900 shadow-sm',
  image: 'absolute -right-10 top-1/2 h-[85%] w-auto -translate-y-1/2 opacity-60 sm:right-8 sm:opacity-100',
} as const;

/** The store's first banner, as the carousel draws its first slide; empty without own banners. */
export function bannerFragment(brand: ClientBrand, page: PageData): string {
  const view = storeView(brand, page);
  const images = okData<CarouselAnswer>(page.answers.carousel)?.images;
  const banner = images?.[0];
  if (!view.open || !banner) return '';
  const position =
    images.length > 1
      ? `<span class="sr-only" data-slot="position">Destaque 1 de ${images.length}: </span>`
      : '';
  const text = banner.text ? `<span class="${SLIDE.text}" data-slot="text">${e(banner.text)}</span>` : '';
  const cta = banner.cta ? `<span class="${SLIDE.cta}" data-slot="cta">${e(banner.cta)}</span>` : '';
  return `<a href="${e(replacePb(banner.url, page.pb))}" class="${SLIDE.link}" data-fragment="banner">${position}<span class="${SLIDE.words}"><span class="${SLIDE.headline}" data-slot="headline">${e(banner.headline || banner.alt)}</span>${text}${cta}</span><img src="${e(banner.image)}" alt="" width="360" height="360" class="${SLIDE.image}" loading="eager" fetchpriority="high" decoding="sync" data-slot="image"></a>`;
}

/**
 * The first view of a product (its title, subtitle and description, src/features/catalog/product/ProductHeading.tsx;
 * landings draw their own page) or of a family (breadcrumb, name, subtitle, tabs).
 */
export function headingFragment(brand: ClientBrand, page: PageData): string {
  const view = storeView(brand, page);
  const group = groupOf(page);
  if (GROUP_ROUTES.has(page.route.name)) {
    if (!view.open || !group) return '';
    const home = pathFor('home', { pb: page.pb });
    const name = familyName(group, view.chrome.familyRenames);
    return groupHeadingMarkup(group, name, home, page.route.params.segment ?? null);
  }
  const product = productOf(page);
  if (!view.open || !product || landingKind(product.id)) return '';
  const description = replaceBankerTitle(product.description, view.chrome.occupation);
  return `<h1 class="text-2xl font-bold text-gray-900 sm:text-3xl" data-slot="title" data-fragment="heading">${e(product.title)}</h1><p class="mt-1 text-lg text-gray-700" data-slot="sub-title">${e(product.sub_title)}</p><p class="mt-6 leading-relaxed text-gray-800" data-slot="description">${e(description)}</p>`;
}

/**
 * The header's logo link of a white-label store (its company's logo and name); empty for a store of
 * the brand itself, whose shell already draws it (the include's stub).
 */
export function logoFragment(brand: FragmentBrand, page: PageData): string {
  const view = storeView(brand, page);
  return view.open && view.chrome.whitelabel ? logoMarkup(view.chrome, brand.logoSvg) : '';
}

/** The footer's company line of a white-label store; empty for a store of the brand itself. */
export function footerFragment(brand: ClientBrand, page: PageData): string {
  const view = storeView(brand, page);
  if (!view.open || !view.chrome.whitelabel) return '';
  return companyLineMarkup(view.chrome, brand.partnerPageUrl, new Date().getFullYear());
}

/** The footer's link columns and contacts speak of the brand: a white-label store has none of them. */
export function linksFragment(brand: ClientBrand, page: PageData): string {
  const view = storeView(brand, page);
  return view.open && view.chrome.whitelabel ? NOTHING : '';
}

/**
 * The footer's disclaimer: always drawn (a white-label company's, or the brand's), so a host shows
 * the shell's stub only when the services fail.
 */
export function disclaimerFragment(brand: FragmentBrand, page: PageData): string {
  const view = storeView(brand, page);
  return disclaimerMarkup(
    view.open ? view.chrome : { ...view.chrome, footerDisclaimer: null },
    brand.disclaimerHtml,
  );
}

/** The store's home title (src/features/catalog/home/HomeTitle.tsx), drawn over the line the island reserves. */
export function titleFragment(brand: ClientBrand, page: PageData): string {
  const view = storeView(brand, page);
  const title = view.open ? view.market?.home_title : null;
  return title
    ? `<h1 class="truncate text-xl font-bold text-gray-900 sm:text-2xl" data-fragment="title">${e(title)}</h1>`
    : '';
}

/** The product id a page's address carries (product, simulator and flow pages), else none. */
const productIdOf = (page: PageData): number | null => {
  const id = Number(page.route.params.product);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * The banker strip under the header, drawn over the box the island reserves, with the share
 * dialog its 'Compartilhar' opens (the address the live dialog shares: src/features/catalog/pages/ShareModal.tsx);
 * none where the page may hide it.
 */
export function stripFragment(brand: ClientBrand, page: PageData, origin: string): string {
  const view = storeView(brand, page);
  if (!view.open || !view.person || !isStripSurelyShown(page.route.name, productIdOf(page))) return '';
  const product = page.route.name === 'product' ? productOf(page) : null;
  const url = storeShareUrl({
    shareURL: view.market?.shareURL || null,
    shareQuery: view.market?.shareQuery ?? null,
    pb: page.pb,
    origin,
    product: product ? { group: product.family_slug, id: product.id } : null,
  });
  return (
    stripMarkup(view.person, view.chrome, pathFor('perfil', { pb: page.pb })) +
    shareDialogMarkup(url, shareLinks(url, storeOfLabel(displayName(view.person))))
  );
}

/**
 * A product's trail (src/features/catalog/product/GenericProduct.tsx): home, its family as the store names
 * it, the product. Landings draw their own page.
 */
export function crumbsFragment(brand: ClientBrand, page: PageData): string {
  const view = storeView(brand, page);
  const product = productOf(page);
  if (!view.open || !product || landingKind(product.id)) return '';
  const group = groupOf(page);
  const family =
    group?.slug === product.family_slug ? familyName(group, view.chrome.familyRenames) : product.family_slug;
  return breadcrumbMarkup(
    trailFromHome(
      pathFor('home', { pb: page.pb }),
      { label: family, href: pathFor('name', { pb: page.pb, group: product.family_slug }) },
      { label: product.title },
    ),
  );
}

import { $bakedBrand, $chrome, $screenProductId } from '../../core/brand/brand.ts';
import { hasWhitePage, isFooterHidden } from '../../core/brand/page-chrome.ts';
import type { Chrome } from '../../core/brand/white-label.ts';
import { $marketplace, startStoreContext } from '../../core/context/store-context.ts';
import type { MarketplaceAnswer } from '../../core/contract/store.ts';
import { currentRoute } from '../../core/routes/route-table.ts';

/**
 * Draws the chrome of the store being visited into the static header and footer (no React):
 * until the marketplace answers, the brand-specific slots keep their size but stay invisible
 * (`html[data-chrome-pending]`); then a white-label company's logo, favicon, header items, footer
 * disclaimer and colour replace the brand's.
 */

function setHidden(elements: Iterable<Element>, hidden: boolean): void {
  for (const el of elements) (el as HTMLElement).hidden = hidden;
}

function applyLogo(doc: Document, chrome: Chrome): void {
  const link = doc.querySelector<HTMLAnchorElement>('[data-brand-logo]');
  if (!link) return;
  const baked = link.querySelector<HTMLElement>('[data-logo-baked]');
  const company = link.querySelector<HTMLImageElement>('[data-logo-company]');
  const useCompany = chrome.whitelabel && chrome.logoUrl !== null;
  if (company && useCompany && chrome.logoUrl) {
    company.src = chrome.logoUrl;
    company.alt = '';
    company.hidden = false;
  }
  if (baked) baked.hidden = useCompany;
  link.setAttribute('aria-label', `${chrome.companyName}: página inicial`);
}

/** The header's nav and the phone drawer each hold the company's items, in their own look. */
function applyHeaderItems(doc: Document, chrome: Chrome): void {
  setHidden(doc.querySelectorAll('[data-brand-header-item]'), chrome.headerItems !== null);
  for (const holder of doc.querySelectorAll<HTMLElement>('[data-company-header-items]'))
    holder.replaceChildren(
      ...(chrome.headerItems ?? []).map((item) => {
        const a = doc.createElement('a');
        a.href = item.href;
        a.textContent = item.label;
        a.className = holder.dataset.itemClass ?? 'text-sm font-medium hover:underline';
        return a;
      }),
    );
}

function applyFooter(doc: Document, chrome: Chrome, market: MarketplaceAnswer | null): void {
  const footer = doc.querySelector<HTMLElement>('[data-footer]');
  if (!footer) return;
  const disclaimer = chrome.footerDisclaimer;
  const company = footer.querySelector<HTMLElement>('[data-company-disclaimer]');
  setHidden(footer.querySelectorAll('[data-brand-disclaimer]'), Boolean(disclaimer));
  if (company) {
    company.hidden = !disclaimer;
    company.replaceChildren(
      ...[disclaimer?.text, disclaimer?.contact, disclaimer?.extraContact]
        .filter((line): line is string => Boolean(line))
        .map((line) => {
          const p = doc.createElement('p');
          p.textContent = line;
          return p;
        }),
    );
  }
  setHidden(footer.querySelectorAll('[data-provider-contacts]'), Boolean(disclaimer?.hideProviderContacts));
  // The brand's link columns speak of the provider: a white-label company shows its disclaimer
  // only; showFooterInfos off leaves only the disclaimer too.
  const linksHidden = market ? !market.showFooterInfos || chrome.whitelabel : false;
  setHidden(footer.querySelectorAll('[data-footer-links]'), linksHidden);
  footer.style.color = (chrome.whitelabel && disclaimer?.color) || '';
  footer.style.backgroundColor = (chrome.whitelabel && disclaimer?.backgroundColor) || '';
  for (const name of footer.querySelectorAll('[data-company-name]')) name.textContent = chrome.companyName;
  // A white-label company's go-back link replaces the brand's partner page.
  const back = footer.querySelector<HTMLAnchorElement>('[data-go-back-link]');
  if (back && chrome.whitelabel && chrome.goBackLink) back.href = chrome.goBackLink;
}

function applyColours(doc: Document, chrome: Chrome): void {
  const style = doc.documentElement.style;
  if (chrome.primary) {
    style.setProperty('--brand-primary', chrome.primary.color);
    style.setProperty('--brand-on-primary', chrome.primary.onColor);
  } else {
    style.removeProperty('--brand-primary');
    style.removeProperty('--brand-on-primary');
  }
}

function applyFavicon(doc: Document, chrome: Chrome): void {
  const icon = doc.getElementById('favicon') as HTMLLinkElement | null;
  if (icon && chrome.whitelabel && chrome.faviconUrl) {
    icon.type = '';
    icon.href = chrome.faviconUrl;
  }
  if (!chrome.whitelabel) return;
  // The brand's touch icon and manifest name the provider: a company's store shows its own icon.
  const touch = doc.querySelector<HTMLLinkElement>('[data-brand-touch-icon]');
  if (touch && chrome.faviconUrl) touch.href = chrome.faviconUrl;
  else touch?.remove();
  doc.querySelector('[data-brand-manifest]')?.remove();
  const theme = doc.querySelector('meta[name="theme-color"]');
  if (chrome.primary) theme?.setAttribute('content', chrome.primary.color);
  else theme?.remove();
}

let bakedTitleName: string | null = null;
function applyTitle(doc: Document, chrome: Chrome, brandName: string): void {
  bakedTitleName ??= brandName;
  if (chrome.whitelabel && bakedTitleName && doc.title.includes(bakedTitleName)) {
    doc.title = doc.title.replace(bakedTitleName, chrome.companyName);
  }
}

/** Draws one state of the chrome. */
export function applyChrome(
  doc: Document,
  chrome: Chrome,
  market: MarketplaceAnswer | null,
  brandName = '',
): void {
  if (chrome.status === 'pending') return;
  applyLogo(doc, chrome);
  applyHeaderItems(doc, chrome);
  applyFooter(doc, chrome, market);
  applyColours(doc, chrome);
  applyFavicon(doc, chrome);
  applyTitle(doc, chrome, brandName);
  delete doc.documentElement.dataset.chromePending;
}

/** Hides the footer on the flow screens docs/catalog-and-store.md#header-footer-and-cookies lists, for their products. */
export function applyFooterVisibility(doc: Document, productId: number | null): void {
  const footer = doc.querySelector<HTMLElement>('[data-footer]');
  const route = currentRoute(doc.location ?? { pathname: '/' })?.name ?? null;
  if (footer) footer.hidden = isFooterHidden(route, productId);
}

/** Starts loading the store of the address and keeps the chrome in step with it. */
export function startChrome(win: Window): void {
  const doc = win.document;
  void startStoreContext();
  $chrome.subscribe((chrome) => applyChrome(doc, chrome, $marketplace.get(), $bakedBrand.get().name));
  $screenProductId.subscribe((id) => {
    applyFooterVisibility(doc, id);
    doc.body.toggleAttribute('data-white-page', hasWhitePage(id));
  });
}

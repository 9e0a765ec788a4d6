import {
  type ClientBrand,
  effectiveChrome,
  type MarketplaceChrome,
} from '../../../core/brand/white-label.ts';
import { replaceBankerTitle } from '../../../core/context/banker-text.ts';
import { earlyRequests } from '../../../core/context/prefetch.ts';
import type { ProductAnswer } from '../../../core/contract/store.ts';
import { landingKind } from '../../../core/products/product-landing.ts';

/** The heading as the product page draws it: the shell's template filled with the product's words. */
export function fillHeading(
  template: HTMLTemplateElement,
  product: ProductAnswer,
  description: string,
): Node {
  const heading = template.content.cloneNode(true) as DocumentFragment;
  const fill = (name: string, value: string) => {
    const element = heading.querySelector(`[data-slot="${name}"]`);
    if (element) element.textContent = value;
  };
  fill('title', product.title);
  fill('sub-title', product.sub_title);
  fill('description', description);
  return heading;
}

/**
 * Paints the product's title, subtitle and description into the skeleton as soon as the early
 * product and marketplace answers are both in (the description names the store's banker title).
 * Landings draw a different page: they wait for their island. The fallback of hosts without includes.
 */
export function paintEarlyProduct(brand: ClientBrand, doc: Document = document): void {
  const early = earlyRequests();
  const key = early && Object.keys(early).find((name) => name.startsWith('product:'));
  const slot = doc.querySelector('[data-product-heading]');
  const template = doc.querySelector<HTMLTemplateElement>('template[data-product-template]');
  // Where the host included the heading fragment, the heading is already there.
  if (!early || !key || !early[key] || !early.marketplace || !slot || !template) return;
  if (slot.querySelector('[data-fragment]')) return;
  void Promise.all([early[key], early.marketplace]).then(([product, market]) => {
    if (!product.ok || !slot.isConnected) return;
    const answer = product.data as ProductAnswer;
    if (landingKind(answer.id)) return;
    const chrome = effectiveChrome(brand, market.ok ? (market.data as MarketplaceChrome) : null);
    slot.replaceChildren(
      fillHeading(template, answer, replaceBankerTitle(answer.description, chrome.occupation)),
    );
  });
}

import { computed } from 'nanostores';
import { $chrome, familyTitle } from '../../core/brand/brand.ts';
import { pageDescription, pageTitle } from '../../core/brand/screen-title.ts';
import { displayName } from '../../core/context/banker-text.ts';
import { $group, $product } from '../../core/context/catalog.ts';
import { $banker } from '../../core/context/store-context.ts';
import { currentRoute } from '../../core/routes/route-table.ts';

/** The tab title and meta description of the screen, from what the store has loaded so far. */
export const $pageHead = computed([$banker, $product, $group, $chrome], (banker, product, group, chrome) => {
  const route = currentRoute();
  if (!route) return null;
  const onProduct = route.name === 'product' && product !== null;
  const onGroup = (route.name === 'name' || route.name === 'group-segment') && group !== null;
  const input = {
    route: route.name,
    banker: banker ? displayName(banker.person) : null,
    subject: onProduct ? product.title : onGroup ? familyTitle(group) : null,
    siteName: chrome.companyName,
  };
  return {
    title: pageTitle(input),
    description: pageDescription({
      ...input,
      occupation: chrome.occupation.singular,
      detail: onProduct ? product.sub_title : onGroup ? group.sub_title : null,
    }),
  };
});

/**
 * Keeps the document's title and meta description in step with the screen while `known` says the
 * store has answered (src/app/layout/page-title.ts starts it).
 */
export function followPageHead(doc: Document, known: () => boolean): void {
  $pageHead.subscribe((head) => {
    if (!head || !known()) return;
    doc.title = head.title;
    doc.querySelector('meta[name="description"]')?.setAttribute('content', head.description);
  });
}

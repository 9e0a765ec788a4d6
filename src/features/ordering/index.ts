/**
 * What the ordering feature offers the others (docs/maintaining.md#feature-walls): the order modal
 * and the product page's 'Solicitar agora', which loads the request flow on demand. Import it statically: a page that needs the order only after a click loads
 * a module of its own that re-exports what it needs (`import()` of this module would load all of it).
 */

export { RequestButton } from './islands/RequestButton.tsx';
export { loadRequestedProduct, storedProductId } from './requesting/request-family.ts';
export { homeEquityVariant } from './requesting/request-routing.ts';
export { handsOverToPartner, successButtonLabel } from './rules/order-modal.ts';
export { BUSINESS_PAGE_PRODUCTS } from './rules/request-extra.ts';
export { earliestBrazilianToday } from './rules/schedule.ts';
export { $cities, loadCities } from './stores/cities.ts';
export { openOrder } from './stores/order.ts';

import { atom } from 'nanostores';
import { takePrefetched } from '../../../core/context/prefetch.ts';
import type { ProductGroupAnswer } from '../../../core/contract/store.ts';
import { call } from '../../../core/transport/api.ts';
import { settle } from '../../../core/transport/load-failure.ts';
import type { CarouselAnswer, PartnerAnswer } from '../contract/catalog.ts';
import { CATALOG_ROUTES } from '../contract/catalog-routes.ts';

/**
 * The lists the home shows (docs/catalog-and-store.md#home): every family with its products (the
 * learn-more page and the invitation form list them too), the banners and the partner logos.
 */

/** The home's calls; the early answer of the page (src/core/context/prefetch.ts) when there is one. */
const fetchGroups = (pb: string) => call(CATALOG_ROUTES.productGroups, { params: { pb } });
const fetchCarousel = (slug: string) =>
  takePrefetched<CarouselAnswer>('carousel', slug) ?? call(CATALOG_ROUTES.carousel, { params: { slug } });
const fetchPartners = (slug: string) => call(CATALOG_ROUTES.partners, { query: { slug } });

export const $groups = atom<ProductGroupAnswer[] | null>(null);
export const $banners = atom<CarouselAnswer['images'] | null>(null);
export const $partners = atom<PartnerAnswer[] | null>(null);

/** Every family of the store with its products (home). A failure leaves the grid empty. */
export async function loadGroups(pb: string): Promise<void> {
  const outcome = await settle(fetchGroups(pb));
  $groups.set(outcome.ok ? outcome.value : []);
}

/** Banners of the store, or the general set (`carousel/last/`) when the store has none. */
export async function loadBanners(pb: string): Promise<void> {
  const own = await settle(fetchCarousel(pb));
  if (own.ok && own.value.images.length > 0) {
    $banners.set(own.value.images);
    return;
  }
  const general = await settle(fetchCarousel('last'));
  $banners.set(general.ok ? general.value.images : []);
}

/** Partner logos shown on the store. */
export async function loadPartners(pb: string): Promise<void> {
  const outcome = await settle(fetchPartners(pb));
  $partners.set(outcome.ok ? outcome.value : []);
}

/** Forgets the loaded lists (tests). */
export function resetHomeCatalog(): void {
  $groups.set(null);
  $banners.set(null);
  $partners.set(null);
}

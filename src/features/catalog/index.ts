/**
 * What the catalog feature offers the others (docs/maintaining.md#feature-walls): the landing sections and banners a product page draws, and the
 * families of the home.
 */
export { $groups, loadGroups } from './stores/home-catalog.ts';
export { BrandLogo } from './ui/BrandLogo.tsx';
export { LandingSections } from './ui/LandingSections.tsx';
export {
  FROM_RATE,
  LANDING_CONTENT,
  type LandingContent,
  UP_TO_TERM,
  withOccupation,
} from './ui/landing-content.ts';
export { ProductBanner } from './ui/ProductBanner.tsx';

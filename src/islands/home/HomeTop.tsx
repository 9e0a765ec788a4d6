import { useStore } from '@nanostores/react';
import { $chrome } from '../../stores/brand.ts';
import { $banners, $groups } from '../../stores/catalog.ts';
import { $marketplace, $pb } from '../../stores/store-context.ts';
import { useClientStore } from '../chrome/hooks.ts';
import { BannerCarousel } from './BannerCarousel.tsx';
import { FamilyGrid } from './FamilyGrid.tsx';

/** Above the fold of the home page: banners, families and the way to the product list. */
export function HomeTop() {
  const pb = useStore($pb) ?? '';
  const banners = useClientStore($banners, null);
  const groups = useClientStore($groups, null);
  const market = useClientStore($marketplace, null);
  const chrome = useStore($chrome);
  const showButton = market ? market.showSeeProductsButton && market.showProductList : true;
  return (
    <div className="mx-auto max-w-6xl px-4 pt-6">
      {market?.home_title ? (
        <h1 className="mb-4 text-2xl font-bold text-gray-900">{market.home_title}</h1>
      ) : (
        <h1 className="sr-only">Início</h1>
      )}
      <BannerCarousel banners={banners} pb={pb} />
      <FamilyGrid groups={groups} pb={pb} renames={chrome.familyRenames} />
      {showButton ? (
        <div className="mt-6 flex h-11 justify-center">
          <a href="#products" className="btn-primary" aria-disabled={market ? undefined : true}>
            Conheça todos os produtos
          </a>
        </div>
      ) : null}
    </div>
  );
}

import { useChrome, useClientStore } from '../../../core/brand/hooks.ts';
import { useStore } from '../../../core/browser/use-store.ts';
import { $marketplace, $pb } from '../../../core/context/store-context.ts';
import { $groups } from '../stores/home-catalog.ts';
import { FamilyGrid } from './FamilyGrid.tsx';

/** The family grid and the way to the product list ('Conheça todos os produtos'). */
export function HomeFamilies() {
  const pb = useStore($pb) ?? '';
  const groups = useClientStore($groups, null);
  const market = useClientStore($marketplace, null);
  const chrome = useChrome();
  const showButton = market ? market.showSeeProductsButton && market.showProductList : true;
  return (
    <>
      <FamilyGrid groups={groups} pb={pb} renames={chrome.familyRenames} />
      {showButton ? (
        <div className="mt-6 flex h-11 justify-center">
          <a href="#products" className="btn-primary">
            Conheça todos os produtos
          </a>
        </div>
      ) : null}
    </>
  );
}

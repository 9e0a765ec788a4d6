import { useStore } from '../../../core/browser/use-store.ts';
import { useChrome, useClientStore } from '../../brand/chrome/hooks.ts';
import { $groups } from '../stores/home-catalog.ts';
import { $marketplace, $pb } from '../stores/store-context.ts';
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

import { useStore } from '@nanostores/react';
import { landingKind } from '../../domain/browse-product.ts';
import { $product } from '../../stores/catalog.ts';
import { $pb } from '../../stores/store-context.ts';
import { useClientStore } from '../chrome/hooks.ts';
import { ProductCardSkeleton } from '../group/ProductCard.tsx';
import { GenericProduct } from './GenericProduct.tsx';
import { Landing } from './Landing.tsx';

/** The product of the address: its landing (55, 91, 118) or the generic product page. */
export function ProductPage() {
  const product = useClientStore($product, null);
  const pb = useStore($pb) ?? '';
  if (!product) {
    return (
      <div className="mx-auto min-h-screen max-w-6xl px-4 py-6" aria-busy="true">
        <div className="skeleton h-4 w-64" />
        <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_360px]">
          <div>
            <div className="skeleton h-9 w-2/3" />
            <div className="skeleton mt-2 h-6 w-1/2" />
            <div className="skeleton mt-6 h-24 w-full" />
          </div>
          <ProductCardSkeleton />
        </div>
      </div>
    );
  }
  const kind = landingKind(product.id);
  return kind ? (
    <Landing product={product} kind={kind} pb={pb} />
  ) : (
    <GenericProduct product={product} pb={pb} />
  );
}

import { lazy, Suspense, useLayoutEffect } from 'react';
import { useClientStore } from '../../../core/brand/hooks.ts';
import { useStore } from '../../../core/browser/use-store.ts';
import { $product } from '../../../core/context/catalog.ts';
import { $pb } from '../../../core/context/store-context.ts';
import { landingKind } from '../../../core/products/product-landing.ts';
import { currentRoute } from '../../../core/routes/route-table.ts';
import { GenericProduct } from './GenericProduct.tsx';

// The three landings are their own page: their code loads for them only, asked for as soon as
// the address names one (before the product's answer is in).
const loadLanding = () => import('./Landing.tsx');
const Landing = lazy(() => loadLanding().then((m) => ({ default: m.Landing })));
if (typeof window !== 'undefined' && landingKind(Number(currentRoute()?.params.product))) void loadLanding();

/** Drops the shell's static skeleton once the page it stood in for is drawn. */
function SkeletonGone() {
  useLayoutEffect(() => document.querySelector('[data-product-static]')?.remove(), []);
  return null;
}

/** The product of the address: its landing (55, 91, 118) or the generic product page. */
export function ProductPage() {
  const product = useClientStore($product, null);
  const pb = useStore($pb) ?? '';
  // Until the product is here, the shell's static skeleton (painted early when it can) stands in.
  if (!product) return null;
  const kind = landingKind(product.id);
  return (
    <Suspense fallback={null}>
      {kind ? (
        <Landing product={product} kind={kind} pb={pb} />
      ) : (
        <GenericProduct product={product} pb={pb} />
      )}
      <SkeletonGone />
    </Suspense>
  );
}

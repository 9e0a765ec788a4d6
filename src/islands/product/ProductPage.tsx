import { useStore } from '@nanostores/react';
import { useLayoutEffect } from 'react';
import { landingKind } from '../../domain/browse-product.ts';
import { $product } from '../../stores/catalog.ts';
import { $pb } from '../../stores/store-context.ts';
import { useClientStore } from '../chrome/hooks.ts';
import { GenericProduct } from './GenericProduct.tsx';
import { Landing } from './Landing.tsx';

/** The product of the address: its landing (55, 91, 118) or the generic product page. */
export function ProductPage() {
  const product = useClientStore($product, null);
  const pb = useStore($pb) ?? '';
  // Until the product is here, the shell's static skeleton (painted early when it can) stands in.
  useLayoutEffect(() => {
    if (product) document.querySelector('[data-product-static]')?.remove();
  }, [product]);
  if (!product) return null;
  const kind = landingKind(product.id);
  return kind ? (
    <Landing product={product} kind={kind} pb={pb} />
  ) : (
    <GenericProduct product={product} pb={pb} />
  );
}

import { useEffect, useState } from 'react';
import type { ProductAnswer } from '../../../core/contract/store.ts';
import { ctaLabel } from '../../../core/products/product-landing.ts';

// The request flow (order modal, e-mail check, partner flows) is loaded when it can be needed,
// not with the page: it is most of the product page's code.
const loadRequest = () => import('../stores/request.ts');

/** The product's call to action ('Solicitar agora', or the landing labels of docs/catalog-and-store.md#product-page). */
export function RequestButton({ product, className = '' }: { product: ProductAnswer; className?: string }) {
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1500));
    idle(() => void loadRequest());
  }, []);
  const request = async () => {
    setBusy(true);
    try {
      const { requestProduct } = await loadRequest();
      await requestProduct(product);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className={`btn-primary ${className}`}
      disabled={busy}
      aria-busy={busy || undefined}
      onPointerEnter={() => void loadRequest()}
      onFocus={() => void loadRequest()}
      onClick={() => void request()}
    >
      {ctaLabel(product.id)}
    </button>
  );
}

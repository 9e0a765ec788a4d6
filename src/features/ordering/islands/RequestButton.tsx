import { useEffect, useState } from 'react';
import type { ProductAnswer } from '../../../core/contract/store.ts';
import { ctaLabel } from '../../../core/products/product-landing.ts';
import { passesEmailCheck, productIdToLoad } from '../../../core/products/product-rules.ts';
import { FIRST_PAINT_IDS, opensDialog } from '../../../core/ui/first-paint-dialog.ts';
import { visitorContext } from '../stores/request-context.ts';

// The request flow (order modal, e-mail check, partner flows) is loaded when it can be needed,
// not with the page: it is most of the product page's code.
const loadRequest = () => import('../stores/request.ts');
const fetchAhead = () => void loadRequest();

/**
 * The product's call to action ('Solicitar agora', or the landing labels of
 * docs/catalog-and-store.md#product-page). Where the request starts with the e-mail check, the
 * button opens the check the page drew by itself (`command`), at the tap, and the flow's code takes
 * it over when it comes (docs/catalog-and-store.md#first-paint).
 */
export function RequestButton({ product, className = '' }: { product: ProductAnswer; className?: string }) {
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1500));
    idle(fetchAhead);
  }, []);
  // Read at each drawing: the button draws again after each request, when the visitor may be known.
  const checksFirst = !passesEmailCheck(productIdToLoad(product), visitorContext());
  const request = async () => {
    // Disabled at once, the button would not open the check its press asked for (`command` runs after the handlers).
    if (!checksFirst) setBusy(true);
    try {
      const { requestProduct } = await loadRequest();
      await requestProduct(product, checksFirst);
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
      {...(checksFirst ? opensDialog(FIRST_PAINT_IDS.checkEmail) : {})}
      onPointerEnter={fetchAhead}
      onFocus={fetchAhead}
      onClick={() => void request()}
    >
      {ctaLabel(product.id)}
    </button>
  );
}

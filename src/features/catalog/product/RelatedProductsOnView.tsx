import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useViewportWidth } from '../../../core/brand/hooks.ts';
import { onFirstTab } from '../../../core/browser/first-tab.ts';
import type { ProductSummaryAnswer } from '../../../core/contract/store.ts';
import { relatedPerPage } from '../rules/carousel-breakpoints.ts';
import { RelatedFrame } from './RelatedFrame.tsx';

// Below the product: its carousel loads when scrolled near, as the store's other islands below the
// fold do, not with the page.
const RelatedProducts = lazy(() =>
  import('./RelatedProducts.tsx').then((m) => ({ default: m.RelatedProducts })),
);

/** How far below the screen the carousel starts loading (the home's islands below the fold wait as long). */
const NEAR_MARGIN = '200px';

/**
 * 'Outros clientes também compraram' (docs/catalog-and-store.md#product-page), none without
 * related products; it loads when scrolled near or at the visitor's first Tab. Until its carousel
 * loads, its frame holds the room: the title, the arrows' place and one row of cards.
 */
export function RelatedProductsOnView({ products, pb }: { products: ProductSummaryAnswer[]; pb: string }) {
  const perPage = relatedPerPage(useViewportWidth());
  const frame = useRef<HTMLElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = frame.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(element);
    // A keyboard visitor reaches its cards in reading order, before the footer (once near, a Tab changes nothing).
    onFirstTab(document, () => setNear(true));
    return () => observer.disconnect();
  }, [near]);
  if (products.length === 0) return null;
  const held = <RelatedFrame ref={frame} perPage={perPage} paged={products.length > perPage} />;
  if (!near) return held;
  return (
    <Suspense fallback={held}>
      <RelatedProducts products={products} pb={pb} perPage={perPage} />
    </Suspense>
  );
}

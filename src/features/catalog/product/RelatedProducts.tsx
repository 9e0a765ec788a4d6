import type { ProductSummaryAnswer } from '../../../core/contract/store.ts';
import { ProductCard } from '../group/ProductCard.tsx';
import { useAutoplayPages } from '../home/use-autoplay-pages.ts';
import { RELATED_AUTOPLAY_MS } from '../rules/carousel.ts';
import { RelatedArrows } from './RelatedArrows.tsx';
import { RelatedFrame } from './RelatedFrame.tsx';

/** The related products' carousel (docs/catalog-and-store.md#product-page): `perPage` cards a page, autoplay every 3000 ms. */
export function RelatedProducts({
  products,
  pb,
  perPage,
}: {
  products: ProductSummaryAnswer[];
  pb: string;
  perPage: number;
}) {
  const { pages, current, previous, next, regionProps } = useAutoplayPages(
    products,
    perPage,
    RELATED_AUTOPLAY_MS,
  );
  return (
    <RelatedFrame
      perPage={perPage}
      paged={pages.length > 1}
      arrows={<RelatedArrows previous={previous} next={next} />}
      region={regionProps}
    >
      {(pages[current] ?? []).map((product) => (
        <li key={product.id}>
          <ProductCard product={product} pb={pb} />
        </li>
      ))}
    </RelatedFrame>
  );
}

import type { ProductSummaryAnswer } from '../../api/store.ts';
import { RELATED_AUTOPLAY_MS, relatedPerPage } from '../../domain/browse-carousel.ts';
import { useViewportWidth } from '../chrome/hooks.ts';
import { ProductCard } from '../group/ProductCard.tsx';
import { CarouselArrow } from '../ui/CarouselArrow.tsx';
import { useAutoplayPages } from '../ui/use-autoplay-pages.ts';

/** 'Outros clientes também compraram' (docs/catalog-and-store.md#product-page): related products, autoplay every 3000 ms. */
export function RelatedProducts({ products, pb }: { products: ProductSummaryAnswer[]; pb: string }) {
  const width = useViewportWidth();
  const perPage = relatedPerPage(width);
  const { pages, current, previous, next, regionProps } = useAutoplayPages(
    products,
    perPage,
    RELATED_AUTOPLAY_MS,
  );
  if (products.length === 0) return null;
  return (
    <section
      aria-labelledby="related-title"
      aria-roledescription="carrossel"
      className="mt-12"
      {...regionProps}
    >
      <div className="mb-4 flex items-center justify-between gap-4">
        <h2 id="related-title" className="text-xl font-bold text-gray-900">
          Outros clientes também compraram
        </h2>
        {pages.length > 1 ? (
          <div className="flex gap-2">
            <CarouselArrow
              direction="previous"
              label="Produtos anteriores"
              className="rounded-full bg-white p-2 shadow-sm hover:bg-gray-50"
              onClick={previous}
            />
            <CarouselArrow
              direction="next"
              label="Próximos produtos"
              className="rounded-full bg-white p-2 shadow-sm hover:bg-gray-50"
              onClick={next}
            />
          </div>
        ) : null}
      </div>
      <ul
        className="grid min-h-44 gap-4"
        style={{ gridTemplateColumns: `repeat(${perPage}, minmax(0, 1fr))` }}
      >
        {(pages[current] ?? []).map((product) => (
          <li key={product.id}>
            <ProductCard product={product} pb={pb} />
          </li>
        ))}
      </ul>
    </section>
  );
}

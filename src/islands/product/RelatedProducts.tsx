import { useEffect, useState } from 'react';
import type { ProductSummaryAnswer } from '../../api/store.ts';
import {
  nextPage,
  paginate,
  RELATED_AUTOPLAY_MS,
  relatedPerPage,
  shouldAutoplay,
} from '../../domain/browse-carousel.ts';
import { useReducedMotion, useViewportWidth } from '../chrome/hooks.ts';
import { ProductCard } from '../group/ProductCard.tsx';
import { Icon } from '../ui/Icon.tsx';

/** 'Outros clientes também compraram' (spec §2.6): related products, autoplay every 3000 ms. */
export function RelatedProducts({ products, pb }: { products: ProductSummaryAnswer[]; pb: string }) {
  const width = useViewportWidth();
  const reducedMotion = useReducedMotion();
  const [page, setPage] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const perPage = relatedPerPage(width);
  const pages = paginate(products, perPage);
  const current = Math.min(page, Math.max(0, pages.length - 1));
  const playing = shouldAutoplay({ hovered, focused, reducedMotion, pages: pages.length });
  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => setPage((p) => nextPage(p, pages.length)), RELATED_AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [playing, pages.length]);
  if (products.length === 0) return null;
  return (
    <section
      aria-labelledby="related-title"
      aria-roledescription="carrossel"
      className="mt-12"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="mb-4 flex items-center justify-between gap-4">
        <h2 id="related-title" className="text-xl font-bold text-gray-900">
          Outros clientes também compraram
        </h2>
        {pages.length > 1 ? (
          <div className="flex gap-2">
            <button
              type="button"
              aria-label="Produtos anteriores"
              className="rounded-full bg-white p-2 shadow-sm hover:bg-gray-50"
              onClick={() => setPage(nextPage(current, pages.length, -1))}
            >
              <Icon name="chevronLeft" />
            </button>
            <button
              type="button"
              aria-label="Próximos produtos"
              className="rounded-full bg-white p-2 shadow-sm hover:bg-gray-50"
              onClick={() => setPage(nextPage(current, pages.length))}
            >
              <Icon name="chevronRight" />
            </button>
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

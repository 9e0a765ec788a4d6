import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { CarouselArrow } from '../../../core/ui/CarouselArrow.tsx';

const ARROW_CLASSES = 'rounded-full bg-white p-2 shadow-sm hover:bg-gray-50';
const STILL = () => undefined;

interface Props {
  /** Cards per page: the columns of the row. */
  perPage: number;
  /** More than one page: the arrows show. */
  paged: boolean;
  /** What the arrows do; without it they only hold their room, unseen, while the carousel loads. */
  turn?: { previous: () => void; next: () => void };
  region?: HTMLAttributes<HTMLElement>;
  ref?: Ref<HTMLElement>;
  children?: ReactNode;
}

/**
 * 'Outros clientes também compraram' (docs/catalog-and-store.md#product-page): the section, its
 * title row with the carousel's arrows and the row of cards, drawn the same by the carousel and by
 * the room held for it until it loads (./RelatedProductsOnView.tsx), so nothing moves when it comes.
 */
export function RelatedFrame({ perPage, paged, turn, region, ref, children }: Props) {
  return (
    <section
      ref={ref}
      aria-labelledby="related-title"
      aria-roledescription="carrossel"
      className="mt-12"
      {...region}
    >
      <div className="mb-4 flex items-center justify-between gap-4">
        <h2 id="related-title" className="text-xl font-bold text-gray-900">
          Outros clientes também compraram
        </h2>
        {paged ? (
          <div className={turn ? 'flex gap-2' : 'invisible flex gap-2'}>
            <CarouselArrow
              direction="previous"
              label="Produtos anteriores"
              className={ARROW_CLASSES}
              onClick={turn?.previous ?? STILL}
            />
            <CarouselArrow
              direction="next"
              label="Próximos produtos"
              className={ARROW_CLASSES}
              onClick={turn?.next ?? STILL}
            />
          </div>
        ) : null}
      </div>
      <ul
        className="grid min-h-44 gap-4"
        style={{ gridTemplateColumns: `repeat(${perPage}, minmax(0, 1fr))` }}
      >
        {children}
      </ul>
    </section>
  );
}

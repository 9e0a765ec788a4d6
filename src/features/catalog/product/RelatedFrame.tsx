import type { HTMLAttributes, ReactNode, Ref } from 'react';

/** An arrow's box (./RelatedArrows.tsx: 20-px chevron, 8-px padding), held while the carousel loads. */
const ARROW_ROOM = 'block h-9 w-9';

interface Props {
  /** Cards per page: the columns of the row. */
  perPage: number;
  /** More than one page: the arrows show. */
  paged: boolean;
  /**
   * The carousel's arrows (./RelatedArrows.tsx); without them their room is held, unseen, while the
   * carousel loads, and the first load carries none of their code.
   */
  arrows?: ReactNode;
  region?: HTMLAttributes<HTMLElement>;
  ref?: Ref<HTMLElement>;
  children?: ReactNode;
}

/**
 * 'Outros clientes também compraram' (docs/catalog-and-store.md#product-page): the section, its
 * title row with the carousel's arrows and the row of cards, drawn the same by the carousel and by
 * the room held for it until it loads (./RelatedProductsOnView.tsx), so nothing moves when it comes.
 */
export function RelatedFrame({ perPage, paged, arrows, region, ref, children }: Props) {
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
          <div className={arrows ? 'flex gap-2' : 'invisible flex gap-2'}>
            {arrows ?? (
              <>
                <span className={ARROW_ROOM} />
                <span className={ARROW_ROOM} />
              </>
            )}
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

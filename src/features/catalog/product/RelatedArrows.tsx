import { CarouselArrow } from '../../../core/ui/CarouselArrow.tsx';

const ARROW_CLASSES = 'rounded-full bg-white p-2 shadow-sm hover:bg-gray-50';

/** The related products' carousel arrows (./RelatedFrame.tsx holds their room until they load). */
export function RelatedArrows({ previous, next }: { previous: () => void; next: () => void }) {
  return (
    <>
      <CarouselArrow
        direction="previous"
        label="Produtos anteriores"
        className={ARROW_CLASSES}
        onClick={previous}
      />
      <CarouselArrow direction="next" label="Próximos produtos" className={ARROW_CLASSES} onClick={next} />
    </>
  );
}

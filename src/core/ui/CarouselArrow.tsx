import { Icon } from './Icon.tsx';

export interface CarouselArrowProps {
  direction: 'previous' | 'next';
  label: string;
  className: string;
  onClick: () => void;
  disabled?: boolean;
}

/** A carousel's previous/next button: a chevron with the spoken label. */
export function CarouselArrow({ direction, label, className, onClick, disabled }: CarouselArrowProps) {
  return (
    <button type="button" aria-label={label} className={className} disabled={disabled} onClick={onClick}>
      <Icon name={direction === 'previous' ? 'chevronLeft' : 'chevronRight'} />
    </button>
  );
}

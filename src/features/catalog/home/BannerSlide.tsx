import type { CarouselAnswer } from '../contract/catalog.ts';
import { BANNER_BOX } from './banner-box.ts';

type Banner = CarouselAnswer['images'][number];

interface Props {
  banner: Banner;
  href: string;
  /** 'Destaque 1 de 3: ' for screen readers when there are several. */
  position: string | null;
  eager: boolean;
}

/**
 * One banner drawn as text over the brand's colour beside its family drawing. The home shell also
 * renders it once with `data-slot` markers as a template that paints the first banner before the
 * carousel hydrates (src/features/catalog/stores/early-banner.ts), so both look the same.
 */
export function BannerSlide({ banner, href, position, eager }: Props) {
  return (
    <a
      href={href}
      className={`relative flex ${BANNER_BOX} w-full items-center overflow-hidden bg-primary text-on-primary focus-visible:outline-4 focus-visible:-outline-offset-4 focus-visible:outline-white`}
    >
      {position !== null ? (
        <span className="sr-only" data-slot="position">
          {position}
        </span>
      ) : null}
      <span className="relative z-10 flex max-w-[34rem] flex-col items-start gap-2 px-5 pb-14 pt-5 sm:gap-3 sm:px-16 sm:py-8">
        <span className="text-xl font-bold leading-tight sm:text-3xl" data-slot="headline">
          {banner.headline || banner.alt}
        </span>
        {banner.text ? (
          <span className="text-sm opacity-95 sm:text-lg" data-slot="text">
            {banner.text}
          </span>
        ) : null}
        {banner.cta ? (
          <span
            className="mt-1 rounded-md bg-white px-4 py-2 text-sm font-semibold text-gray-900 shadow-sm"
            data-slot="cta"
          >
            {banner.cta}
          </span>
        ) : null}
      </span>
      <img
        src={banner.image || undefined}
        alt=""
        width={360}
        height={360}
        className="absolute -right-10 top-1/2 h-[85%] w-auto -translate-y-1/2 opacity-60 sm:right-8 sm:opacity-100"
        loading={eager ? 'eager' : 'lazy'}
        // The first slide's drawing is the page's largest paint: fetched first, painted with its frame.
        fetchPriority={eager ? 'high' : undefined}
        decoding={eager ? 'sync' : 'async'}
        data-slot="image"
      />
    </a>
  );
}

/** Every slot filled, for the shell's template. */
export const TEMPLATE_BANNER: Banner = { image: '', url: '', alt: '', headline: '-', text: '-', cta: '-' };

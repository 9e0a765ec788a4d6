import { useClientStore, useViewportWidth } from '../../../core/brand/hooks.ts';
import { CarouselArrow } from '../../../core/ui/CarouselArrow.tsx';
import { partnersAutoplayMs, partnersPerPage } from '../rules/carousel.ts';
import { $partners } from '../stores/home-catalog.ts';
import { BrandLogo } from '../ui/BrandLogo.tsx';
import { useAutoplayPages } from './use-autoplay-pages.ts';

// Keys of their own, so React never reuses a placeholder's node for a logo.
const PLACEHOLDERS = Array.from({ length: 8 }, (_, i) => `placeholder-${i}`);

/**
 * Partner logos (docs/catalog-and-store.md#home): 8, 6, 4 or 2 per page by width; autoplay every 4000 ms (2500 ms on
 * phones), paused while hovered or focused and when the user prefers reduced motion.
 */
export function PartnersCarousel() {
  const partners = useClientStore($partners, null);
  const width = useViewportWidth();
  const perPage = partnersPerPage(width);
  const { pages, current, playing, previous, next, regionProps } = useAutoplayPages(
    partners ?? [],
    perPage,
    partnersAutoplayMs(width),
  );

  // The two arrows differ only in their direction, label and action.
  const arrow = (direction: 'previous' | 'next', label: string, onClick: () => void) => (
    <CarouselArrow
      direction={direction}
      label={label}
      className="rounded-full p-2 text-gray-700 hover:bg-gray-100 disabled:opacity-30"
      disabled={pages.length < 2}
      onClick={onClick}
    />
  );

  return (
    <section
      aria-labelledby="partners-title"
      aria-roledescription="carrossel"
      className="mx-auto mt-12 max-w-6xl px-4"
      {...regionProps}
      data-partners-per-page={perPage}
    >
      <h2 id="partners-title" className="mb-4 text-xl font-bold text-gray-900">
        Instituições parceiras
      </h2>
      {/* On phones the arrows sit centred under the logos, clear of the floating actions button. */}
      <div className="flex flex-wrap items-center justify-center gap-2 rounded-lg bg-white p-2 shadow-sm sm:h-24 sm:flex-nowrap sm:py-0">
        {arrow('previous', 'Parceiros anteriores', previous)}
        <ul
          className="order-first grid h-16 w-full min-w-0 items-center gap-4 overflow-hidden sm:order-none sm:h-auto sm:w-auto sm:flex-1"
          style={{ gridTemplateColumns: `repeat(${perPage}, minmax(0, 1fr))` }}
          aria-live={playing ? 'off' : 'polite'}
        >
          {partners
            ? (pages[current] ?? []).map((partner) => (
                <li key={partner.id} className="flex justify-center">
                  <BrandLogo src={partner.image} alt={partner.name} size="partner" loading="lazy" />
                </li>
              ))
            : PLACEHOLDERS.slice(0, perPage).map((key) => (
                <li key={key} className="skeleton mx-auto h-10 w-full max-w-[100px]" aria-hidden="true" />
              ))}
        </ul>
        {arrow('next', 'Próximos parceiros', next)}
      </div>
    </section>
  );
}

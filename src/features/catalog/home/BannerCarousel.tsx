import { useLayoutEffect, useState } from 'react';
import { useClientStore } from '../../../core/brand/hooks.ts';
import { useStore } from '../../../core/browser/use-store.ts';
import { replacePb } from '../../../core/context/banker-text.ts';
import { $pb } from '../../../core/context/store-context.ts';
import { CarouselArrow } from '../../../core/ui/CarouselArrow.tsx';
import { nextPage } from '../rules/carousel.ts';
import { $banners } from '../stores/home-catalog.ts';
import { BannerSlide } from './BannerSlide.tsx';

const ARROW =
  'absolute bottom-3 rounded-full bg-white/90 p-2 text-gray-900 shadow hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white sm:bottom-auto sm:top-1/2 sm:-translate-y-1/2';

/**
 * The banners of the store (docs/catalog-and-store.md#home), links with `{pb}` filled. Each banner is drawn as text over
 * the brand's colour (headline, one line, call to action) beside its family drawing, so it reads,
 * translates and paints without waiting for an image. Until it has them, the page shows a static
 * box (`[data-banner-static]`) of the same size, which the carousel replaces in the same frame.
 */
export function BannerCarousel() {
  const banners = useClientStore($banners, null);
  const pb = useStore($pb) ?? '';
  const [index, setIndex] = useState(0);
  useLayoutEffect(() => {
    if (banners) document.querySelector('[data-banner-static]')?.remove();
  }, [banners]);
  if (!banners || banners.length === 0) return null;
  const count = banners.length;
  return (
    <section
      aria-roledescription="carrossel"
      aria-label="Destaques"
      className="relative overflow-hidden rounded-lg"
    >
      <div
        className="flex transition-transform duration-500 motion-reduce:transition-none"
        style={{ transform: `translateX(-${index * 100}%)` }}
      >
        {banners.map((banner, i) => (
          <div key={`${banner.url}|${banner.headline}`} className="w-full shrink-0" inert={i !== index}>
            <BannerSlide
              banner={banner}
              href={replacePb(banner.url, pb)}
              position={count > 1 ? `Destaque ${i + 1} de ${count}: ` : null}
              eager={i === 0}
            />
          </div>
        ))}
      </div>
      {count > 1 ? (
        <>
          <CarouselArrow
            direction="previous"
            label="Destaque anterior"
            className={`${ARROW} right-14 sm:left-3 sm:right-auto`}
            onClick={() => setIndex(nextPage(index, count, -1))}
          />
          <CarouselArrow
            direction="next"
            label="Próximo destaque"
            className={`${ARROW} right-3`}
            onClick={() => setIndex(nextPage(index, count))}
          />
          {/* Each dot is drawn 10 px wide inside a 24 px button: the target WCAG 2.2 AA asks for. */}
          <div className="absolute inset-x-0 bottom-px hidden justify-center sm:flex">
            {banners.map((banner, i) => (
              <button
                key={`${banner.url}|${banner.headline}`}
                type="button"
                aria-label={`Ir para o destaque ${i + 1}`}
                aria-current={i === index}
                className="flex h-6 w-6 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-white"
                onClick={() => setIndex(i)}
              >
                <span
                  aria-hidden="true"
                  className={`h-2.5 w-2.5 rounded-full border border-white ${i === index ? 'bg-white' : 'bg-white/40'}`}
                />
              </button>
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}

import { useStore } from '@nanostores/react';
import { useLayoutEffect, useState } from 'react';
import { nextPage } from '../../domain/browse-carousel.ts';
import { replacePb } from '../../domain/browse-text.ts';
import { $banners } from '../../stores/catalog.ts';
import { $pb } from '../../stores/store-context.ts';
import { useClientStore } from '../chrome/hooks.ts';
import { CarouselArrow } from '../ui/CarouselArrow.tsx';

/**
 * The banners of the store (spec §2.4), links with `{pb}` filled; the box keeps a 10:3 ratio.
 * Until it has them, the page shows a static box (`[data-banner-static]`) that an inline script
 * fills with the first banner as soon as its address is known; the carousel takes its place
 * in the same frame, at the same size.
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
          <div key={banner.image} className="w-full shrink-0" inert={i !== index}>
            <a
              href={replacePb(banner.url, pb)}
              className="block aspect-[10/3] w-full"
              aria-label={`${banner.alt || 'Destaque'} (${i + 1} de ${count})`}
            >
              <img
                src={banner.image}
                alt=""
                width={1200}
                height={360}
                className="h-full w-full object-cover"
                fetchPriority={i === 0 ? 'high' : 'low'}
                loading={i === 0 ? 'eager' : 'lazy'}
              />
            </a>
          </div>
        ))}
      </div>
      {count > 1 ? (
        <>
          <CarouselArrow
            direction="previous"
            label="Destaque anterior"
            className="absolute left-2 top-1/2 -translate-y-1/2 rounded-full bg-white/90 p-2 text-gray-900 shadow hover:bg-white"
            onClick={() => setIndex(nextPage(index, count, -1))}
          />
          <CarouselArrow
            direction="next"
            label="Próximo destaque"
            className="absolute right-2 top-1/2 -translate-y-1/2 rounded-full bg-white/90 p-2 text-gray-900 shadow hover:bg-white"
            onClick={() => setIndex(nextPage(index, count))}
          />
          <div className="absolute inset-x-0 bottom-2 flex justify-center gap-2">
            {banners.map((banner, i) => (
              <button
                key={banner.image}
                type="button"
                aria-label={`Ir para o destaque ${i + 1}`}
                aria-current={i === index}
                className={`h-2.5 w-2.5 rounded-full border border-white ${i === index ? 'bg-white' : 'bg-white/40'}`}
                onClick={() => setIndex(i)}
              />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}

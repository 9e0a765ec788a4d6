// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { BannerSlide, TEMPLATE_BANNER } from '../home/BannerSlide.tsx';
import { fillBanner, paintEarlyBanner } from './early-banner.ts';

const banner = {
  image: '/api/store/media/banners/emprestimos.svg',
  url: '/pb/{pb}/emprestimos',
  alt: 'Empréstimos',
  headline: 'Crédito com taxas justas',
  text: '',
  cta: 'Simular',
};

function mountShell(): void {
  const template = renderToStaticMarkup(<BannerSlide banner={TEMPLATE_BANNER} href="" position="-" eager />);
  document.body.innerHTML = `<div data-banner-static class="skeleton"></div><template data-banner-template>${template}</template>`;
}

function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

afterEach(() => {
  delete (globalThis as { __storePrefetch?: unknown }).__storePrefetch;
});

describe('early banner', () => {
  it('fills the slide template as the carousel draws its first banner', () => {
    mountShell();
    const template = document.querySelector('template') as HTMLTemplateElement;
    const slide = fillBanner(template, banner, 'ana-souza', 3) as HTMLAnchorElement;
    const drawn = renderToStaticMarkup(
      <BannerSlide banner={banner} href="/pb/ana-souza/emprestimos" position="Destaque 1 de 3: " eager />,
    );
    const expected = document.createElement('div');
    expected.innerHTML = drawn;
    expect(slide.isEqualNode(expected.querySelector('a'))).toBe(true);
  });

  it('drops the position for a single banner and the text and call to action when empty', () => {
    mountShell();
    const template = document.querySelector('template') as HTMLTemplateElement;
    const slide = fillBanner(template, { ...banner, cta: '' }, 'ana-souza', 1) as HTMLElement;
    expect(slide.querySelector('[data-slot="position"]')).toBeNull();
    expect(slide.querySelector('[data-slot="cta"]')).toBeNull();
    expect(slide.querySelector('[data-slot="text"]')).toBeNull();
  });

  it('paints the early answer into the static box, and leaves it when the store has no banners', async () => {
    mountShell();
    const answer = (images: unknown[]) => Promise.resolve({ ok: true, data: { images, partners: [] } });
    (globalThis as { __storePrefetch?: unknown }).__storePrefetch = {
      pb: 'ana-souza',
      carousel: answer([banner]),
    };
    paintEarlyBanner();
    await settle();
    const box = document.querySelector('[data-banner-static]') as HTMLElement;
    expect(box.classList.contains('skeleton')).toBe(false);
    expect(box.querySelector('a')?.getAttribute('href')).toBe('/pb/ana-souza/emprestimos');

    mountShell();
    (globalThis as { __storePrefetch?: unknown }).__storePrefetch = { pb: 'ana-souza', carousel: answer([]) };
    paintEarlyBanner();
    await settle();
    expect(document.querySelector('[data-banner-static]')?.innerHTML).toBe('');
  });
});

describe('early banner behind a host with includes', () => {
  it('leaves the banner the host included', async () => {
    mountShell();
    const box = document.querySelector('[data-banner-static]') as HTMLElement;
    box.innerHTML = '<a data-fragment="banner">Incluído pelo host</a>';
    (globalThis as { __storePrefetch?: unknown }).__storePrefetch = {
      pb: 'ana-souza',
      carousel: Promise.resolve({ ok: true, status: 200, data: { images: [banner] } }),
    };
    paintEarlyBanner();
    await settle();
    expect(box.textContent).toBe('Incluído pelo host');
  });
});

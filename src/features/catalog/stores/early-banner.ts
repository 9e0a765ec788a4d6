import { replacePb } from '../../../core/context/banker-text.ts';
import { earlyRequests } from '../../../core/context/prefetch.ts';
import type { CarouselAnswer } from '../contract/catalog.ts';

type Banner = CarouselAnswer['images'][number];

/**
 * The first banner, drawn from the shell's template (the carousel's own slide rendered at build
 * time) with the banner's words, link and drawing. The carousel replaces it when it hydrates.
 */
export function fillBanner(template: HTMLTemplateElement, banner: Banner, pb: string, count: number): Node {
  const slide = template.content.firstElementChild?.cloneNode(true) as HTMLAnchorElement;
  const slot = (name: string) => slide.querySelector<HTMLElement>(`[data-slot="${name}"]`);
  const setOrDrop = (name: string, value: string) => {
    const element = slot(name);
    if (!element) return;
    if (value) element.textContent = value;
    else element.remove();
  };
  slide.href = replacePb(banner.url, pb);
  setOrDrop('position', count > 1 ? `Destaque 1 de ${count}: ` : '');
  setOrDrop('headline', banner.headline || banner.alt);
  setOrDrop('text', banner.text);
  setOrDrop('cta', banner.cta);
  slot('image')?.setAttribute('src', banner.image);
  return slide;
}

/**
 * Paints the store's first banner into the static box as soon as the early carousel request answers:
 * the fallback of hosts without includes (where the host included the banner fragment, it is there).
 */
export function paintEarlyBanner(doc: Document = document): void {
  const early = earlyRequests();
  const box = doc.querySelector('[data-banner-static]');
  const template = doc.querySelector<HTMLTemplateElement>('template[data-banner-template]');
  if (!early?.carousel || !box || !template || box.querySelector('[data-fragment]')) return;
  const pb = early.pb ?? '';
  void early.carousel.then((answer) => {
    const images = answer.ok ? (answer.data as CarouselAnswer | null)?.images : undefined;
    // No own banners: the carousel falls back to the general set; it draws that one itself.
    if (!images?.length || !box.isConnected) return;
    box.classList.remove('skeleton');
    box.replaceChildren(fillBanner(template, images[0], pb, images.length));
  });
}

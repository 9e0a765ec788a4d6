// @vitest-environment happy-dom
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { STRIP_CLASSES, STRIP_LABEL } from '../../../src/core/brand/profile-strip-classes.ts';
import type { ClientBrand } from '../../../src/core/brand/white-label.ts';
import type { ProductAnswer } from '../../../src/core/contract/store.ts';
import { resolveRoute } from '../../../src/core/routes/route-table.ts';
import { BankerCard } from '../../../src/core/ui/BankerCard.tsx';
import { NativeDialog, type NativeDialogProps } from '../../../src/core/ui/NativeDialog.tsx';
import type { CarouselAnswer } from '../../../src/features/catalog/contract/catalog.ts';
import { Breadcrumb } from '../../../src/features/catalog/group/Breadcrumb.tsx';
import { BannerSlide } from '../../../src/features/catalog/home/BannerSlide.tsx';
import { FIRST_PAINT_SHARE_ID } from '../../../src/features/catalog/pages/host-share.ts';
import { ShareBody } from '../../../src/features/catalog/pages/ShareBody.tsx';
import { ProductHeading } from '../../../src/features/catalog/product/ProductHeading.tsx';
import { shareLinks } from '../../../src/features/catalog/rules/share-links.ts';
import {
  bannerFragment,
  crumbsFragment,
  headFragment,
  headingFragment,
  type PageData,
  stripFragment,
} from './render.ts';

/** The origin the services answer the fragments under. */
const ORIGIN = 'https://loja.exemplo.com.br';

const brand = {
  id: 'offices',
  name: 'Escritórios Conecta',
  bankerTitle: { singular: 'advisor', plural: 'advisors' },
  familyRenames: {},
  colors: { primary: '#0f5e5a', onPrimary: '#ffffff' },
} as unknown as ClientBrand;

const market = {
  whitelabel: false,
  disabled: false,
  customHeaderItems: [],
  translatedProductFamilies: {},
  company: {},
};
const banker = {
  person: {
    full_name: 'Ana Souza',
    nickname: null,
    email: 'ana.souza@exemplo.com.br',
    principal_contact: '(51) 99876-5432',
    photo: null,
  },
};
const banner = {
  image: '/api/store/media/banners/emprestimos.svg',
  url: '/pb/{pb}/emprestimos',
  alt: 'Empréstimos',
  headline: 'Crédito com taxas justas',
  text: 'Fale com quem entende',
  cta: 'Simular',
} satisfies CarouselAnswer['images'][number];
const product = {
  id: 1,
  title: 'Crédito pessoal',
  sub_title: 'Taxas a partir de 1,5% a.m.',
  description: 'Conte com o seu Personal Banker para contratar.',
  family_slug: 'emprestimos',
} as unknown as ProductAnswer;

const ok = (data: unknown) => ({ ok: true, status: 200, data });
function page(path: string, answers: PageData['answers']): PageData {
  const route = resolveRoute(path);
  if (!route) throw new Error(path);
  return { route, pb: 'ana-souza', answers: { marketplace: ok(market), banker: ok(banker), ...answers } };
}

/**
 * Two pieces of markup as the browser reads them, the fragment's own marker left out (and the
 * image preload hint React adds to the head, which a fragment in the body does not need).
 */
function sameNodes(fragment: string, island: string): boolean {
  const a = document.createElement('div');
  a.innerHTML = fragment;
  for (const marked of a.querySelectorAll('[data-fragment]')) marked.removeAttribute('data-fragment');
  const b = document.createElement('div');
  b.innerHTML = island;
  for (const hint of b.querySelectorAll('link[rel="preload"]')) hint.remove();
  return a.isEqualNode(b);
}

describe('fragment markup', () => {
  it('draws the first banner exactly as the carousel draws its first slide, so nothing moves', () => {
    const html = bannerFragment(brand, page('/pb/ana-souza', { carousel: ok({ images: [banner, banner] }) }));
    const island = renderToStaticMarkup(
      createElement(BannerSlide, {
        banner,
        href: '/pb/ana-souza/emprestimos',
        position: 'Destaque 1 de 2: ',
        eager: true,
      }),
    );
    expect(sameNodes(html, island)).toBe(true);
  });

  it('draws the product heading exactly as the product page does, with the brand banker title', () => {
    const html = headingFragment(brand, page('/pb/ana-souza/emprestimos/1', { 'product:1': ok(product) }));
    const island = renderToStaticMarkup(
      createElement(ProductHeading, {
        title: product.title,
        subTitle: product.sub_title,
        description: 'Conte com o seu advisor para contratar.',
      }),
    );
    expect(sameNodes(html, island)).toBe(true);
  });

  it('draws the banker strip exactly as the island draws the banker, with the brand banker title', () => {
    const drawn = document.createElement('div');
    drawn.innerHTML = stripFragment(brand, page('/pb/ana-souza/emprestimos', {}), ORIGIN);
    // What the host adds for the first paint: the share dialog, and what opens it.
    drawn.querySelector('dialog')?.remove();
    for (const share of drawn.querySelectorAll('[commandfor]')) {
      expect(share.getAttribute('commandfor')).toBe(FIRST_PAINT_SHARE_ID);
      share.removeAttribute('commandfor');
      share.removeAttribute('command');
    }
    const html = drawn.innerHTML;
    const card = createElement(BankerCard, {
      person: banker.person as never,
      occupation: 'advisor',
      profileHref: '/pb/ana-souza/perfil',
    });
    const row = createElement('div', { className: STRIP_CLASSES.row }, card);
    const island = renderToStaticMarkup(
      createElement('section', { 'aria-label': STRIP_LABEL, className: STRIP_CLASSES.section }, row),
    );
    expect(html).not.toBe('');
    expect(sameNodes(html, island)).toBe(true);
  });

  it("draws the share dialog its 'Compartilhar' opens as the live one draws it, sharing the store's address", () => {
    const drawn = document.createElement('div');
    drawn.innerHTML = stripFragment(brand, page('/pb/ana-souza/emprestimos', {}), ORIGIN);
    const dialog = drawn.querySelector(`dialog#${FIRST_PAINT_SHARE_ID}`);
    expect(dialog).not.toBeNull();
    const url = `${ORIGIN}/s/ana-souza`;
    expect(dialog?.querySelector('input')?.getAttribute('value')).toBe(url);
    // What only the host's holds: the copy's mark and its hidden 'Link copiado!', answered by the page's scripts.
    dialog?.querySelector('[data-share-copy]')?.removeAttribute('data-share-copy');
    dialog?.querySelector('[data-share-copied]')?.remove();
    const body = createElement(ShareBody, {
      url,
      links: shareLinks(url, 'Loja de Ana Souza'),
      urlId: `${FIRST_PAINT_SHARE_ID}-url`,
      copied: false,
      onCopy: () => undefined,
    });
    const shell: NativeDialogProps = {
      id: FIRST_PAINT_SHARE_ID,
      title: 'Compartilhar',
      width: 'share',
      children: body,
    };
    const live = renderToStaticMarkup(createElement(NativeDialog, shell));
    expect(sameNodes(dialog?.outerHTML ?? '', live)).toBe(true);
  });

  it("draws a product's trail exactly as the product page does, the family as the store names it", () => {
    const family = { slug: 'emprestimos', name: 'Empréstimos', sub_title: '', items: [] };
    const html = crumbsFragment(
      brand,
      page('/pb/ana-souza/emprestimos/1', { 'product:1': ok(product), 'group:emprestimos': ok(family) }),
    );
    const island = renderToStaticMarkup(
      createElement(Breadcrumb, {
        steps: [
          { label: 'Início', href: '/pb/ana-souza' },
          { label: 'Empréstimos', href: '/pb/ana-souza/emprestimos' },
          { label: product.title },
        ],
      }),
    );
    expect(sameNodes(html, island)).toBe(true);
  });

  it('escapes every text of the store in the markup and keeps the data block closed', () => {
    const evil = '</script><img src=x onerror=alert(1)>"\'&';
    const answers = {
      banker: ok({ person: { full_name: evil, nickname: null } }),
      carousel: ok({
        images: [{ ...banner, headline: evil, text: evil, cta: evil, url: evil, image: evil }],
      }),
    };
    const head = headFragment(brand, page('/pb/ana-souza', answers), 'https://loja.example', '/pb/ana-souza');
    const slide = bannerFragment(brand, page('/pb/ana-souza', answers));
    for (const html of [head, slide]) {
      expect(html).not.toContain('<img src=x');
      expect(html).not.toContain('</script><');
    }
    const holder = document.createElement('div');
    holder.innerHTML = head;
    const data = JSON.parse(holder.querySelector('script[type="application/json"]')?.textContent ?? '');
    expect(data.answers.banker.data.person.full_name).toBe(evil);
    expect(holder.querySelector('title')?.textContent).toBe(`Início · Loja de ${evil}`);
    expect(holder.querySelectorAll('script')).toHaveLength(1);
  });

  it('paints nothing for a landing product, nor for a store without its own banners', () => {
    const landing = { ...product, id: 118 };
    expect(
      headingFragment(brand, page('/pb/ana-souza/emprestimos/118', { 'product:118': ok(landing) })),
    ).toBe('');
    expect(bannerFragment(brand, page('/pb/ana-souza', { carousel: ok({ images: [] }) }))).toBe('');
  });
});

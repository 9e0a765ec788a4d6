// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import type { ClientBrand } from '../../../core/brand/white-label.ts';
import type { ProductAnswer } from '../../../core/contract/store.ts';
import { ProductHeading } from '../product/ProductHeading.tsx';
import { ProductSkeleton } from '../product/ProductSkeleton.tsx';
import { paintEarlyProduct } from './early-product.ts';

const brand = {
  bankerTitle: { singular: 'Assessor', plural: 'Assessores' },
  familyRenames: {},
  name: 'Offices',
} as unknown as ClientBrand;

const product = {
  id: 1,
  title: 'Crédito pessoal',
  sub_title: 'Taxas a partir de 1,5% a.m.',
  description: 'Conte com o seu Personal Banker para contratar.',
} as ProductAnswer;

type Early = Record<string, Promise<{ ok: boolean; data: unknown }>>;
const answer = (data: unknown, ok = true) => Promise.resolve({ ok, data });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function mount(early: Early): void {
  document.body.innerHTML = renderToStaticMarkup(<ProductSkeleton brandId="offices" />);
  (globalThis as { __storePrefetch?: Early }).__storePrefetch = early;
}

afterEach(() => {
  delete (globalThis as { __storePrefetch?: unknown }).__storePrefetch;
});

describe('early product heading', () => {
  it('draws the heading the product page draws, with the brand banker title', async () => {
    mount({
      'product:1': answer(product),
      marketplace: answer({ whitelabel: false, customHeaderItems: [] }),
    });
    paintEarlyProduct(brand);
    await settle();
    const expected = renderToStaticMarkup(
      <ProductHeading
        title={product.title}
        subTitle={product.sub_title}
        description="Conte com o seu Assessor para contratar."
      />,
    );
    expect(document.querySelector('[data-product-heading]')?.innerHTML).toBe(expected);
  });

  it("uses a white-label company's banker title", async () => {
    const market = {
      whitelabel: true,
      occupation: 'Consultor',
      occupationPlural: 'Consultores',
      customHeaderItems: [],
      company: {},
    };
    mount({ 'product:1': answer(product), marketplace: answer(market) });
    paintEarlyProduct(brand);
    await settle();
    expect(document.querySelector('[data-slot="description"]')?.textContent).toBe(
      'Conte com o seu Consultor para contratar.',
    );
  });

  it('leaves the skeleton for a landing product and for a failed answer', async () => {
    mount({ 'product:55': answer({ ...product, id: 55 }), marketplace: answer(null, false) });
    paintEarlyProduct(brand);
    await settle();
    expect(document.querySelector('[data-slot="title"]')).toBeNull();

    mount({ 'product:1': answer({ detail: 'x' }, false), marketplace: answer(null, false) });
    paintEarlyProduct(brand);
    await settle();
    expect(document.querySelectorAll('[data-product-heading] .skeleton')).toHaveLength(3);
  });
});

describe('early product heading behind a host with includes', () => {
  it('leaves the heading the host included', async () => {
    mount({
      'product:1': answer(product),
      marketplace: answer({ whitelabel: false, customHeaderItems: [] }),
    });
    const slot = document.querySelector('[data-product-heading]') as HTMLElement;
    slot.innerHTML = '<h1 data-slot="title" data-fragment="heading">Incluído pelo host</h1>';
    paintEarlyProduct(brand);
    await settle();
    expect(slot.textContent).toBe('Incluído pelo host');
  });

  it('carries the include of the heading fragment, the grey lines as its stub', () => {
    const html = renderToStaticMarkup(<ProductSkeleton brandId="offices" />);
    expect(html).toContain(
      '<!--# block name="heading" --><div class="skeleton h-9 w-2/3"></div><div class="skeleton mt-2 h-6 w-1/2"></div><div class="skeleton mt-6 h-24 w-full"></div><!--# endblock --><!--# include virtual="/fragments/offices/heading$request_uri" stub="heading" -->',
    );
  });
});

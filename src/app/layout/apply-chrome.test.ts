// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { effectiveChrome } from '../../core/brand/white-label.ts';
import type { MarketplaceAnswer } from '../../core/contract/store.ts';
import { clientBrand } from '../../core/format/test-fixtures.ts';
import { applyChrome } from './apply-chrome.ts';

const brand = clientBrand({
  id: 'horizonte',
  name: 'Horizonte Investimentos',
  bankerTitle: { singular: 'Consultor', plural: 'Consultores' },
  partnerPageUrl: 'https://horizonte.example/',
  colors: { primary: '#b4420f', onPrimary: '#ffffff' },
});

const market = {
  whitelabel: true,
  companyName: 'Atlântica',
  occupation: 'Consultor',
  occupationPlural: 'Consultores',
  headerLogo: '/media/atlantica.svg',
  favicon: '/media/atlantica-favicon.svg',
  goBackLink: 'https://atlantica.example/',
  footerDisclaimer: {
    text: 'Texto da Atlântica',
    contact: 'contato@atlantica.example',
    hideProviderContacts: true,
  },
  customHeaderItems: [{ label: 'Quem somos', url: 'https://atlantica.example/quem-somos' }],
  storeColor: '#0b3d5c',
  translatedProductFamilies: {},
  showFooterInfos: true,
  company: { logo: null, favicon: null, plan: 'full' },
} as unknown as MarketplaceAnswer;

beforeEach(() => {
  document.documentElement.dataset.chromePending = '';
  document.head.innerHTML = '<link rel="icon" id="favicon" href="/favicon.svg" type="image/svg+xml">';
  document.title = 'Início · Horizonte Investimentos';
  document.body.innerHTML = `
    <header>
      <a data-brand-logo aria-label="Horizonte Investimentos: página inicial"><span data-logo-baked><svg></svg></span><img data-logo-company hidden></a>
      <nav><a data-brand-header-item href="/blog">Blog</a><span data-company-header-items></span></nav>
    </header>
    <dialog id="drawer"><a data-brand-header-item href="/blog">Blog</a><span data-company-header-items data-item-class="drawer-item"></span></dialog>
    <footer data-footer>
      <div data-footer-links><section data-provider-contacts>contato@horizonte.example</section></div>
      <div data-brand-disclaimer>Texto da Horizonte</div><div data-company-disclaimer hidden></div>
      <p><a data-go-back-link href="https://horizonte.example/">Conheça a <span data-company-name>Horizonte Investimentos</span></a></p>
    </footer>`;
});

describe('drawing the chrome', () => {
  it('waits for the marketplace before touching anything', () => {
    applyChrome(document, effectiveChrome(brand, null), null, brand.name);
    expect(document.documentElement.dataset.chromePending).toBe('');
    expect(document.querySelector<HTMLElement>('[data-logo-baked]')?.hidden).toBe(false);
  });

  it("shows a white-label company's logo, items, footer, colour, favicon, title and go-back link", () => {
    applyChrome(document, effectiveChrome(brand, market), market, brand.name);
    const q = <T extends HTMLElement>(selector: string) => document.querySelector<T>(selector) as T;
    expect(document.documentElement.dataset.chromePending).toBeUndefined();
    expect(q('[data-logo-baked]').hidden).toBe(true);
    expect(q<HTMLImageElement>('[data-logo-company]').hidden).toBe(false);
    expect(q<HTMLImageElement>('[data-logo-company]').getAttribute('src')).toBe('/media/atlantica.svg');
    expect(q('[data-brand-logo]').getAttribute('aria-label')).toBe('Atlântica: página inicial');
    expect(q('[data-brand-header-item]').hidden).toBe(true);
    expect(q('[data-company-header-items]').textContent).toBe('Quem somos');
    // The phone drawer's copy of the items, in the drawer's own look.
    expect(q('#drawer [data-brand-header-item]').hidden).toBe(true);
    expect(q('#drawer [data-company-header-items] a').textContent).toBe('Quem somos');
    expect(q('#drawer [data-company-header-items] a').className).toBe('drawer-item');
    expect(q('header [data-company-header-items] a').className).toBe('text-sm font-medium hover:underline');
    expect(q('[data-brand-disclaimer]').hidden).toBe(true);
    expect(q('[data-company-disclaimer]').textContent).toBe('Texto da Atlânticacontato@atlantica.example');
    expect(q('[data-provider-contacts]').hidden).toBe(true);
    expect(q('[data-footer-links]').hidden).toBe(true);
    expect(q('[data-go-back-link]').getAttribute('href')).toBe('https://atlantica.example/');
    expect(q('[data-go-back-link]').textContent).toBe('Conheça a Atlântica');
    expect(document.documentElement.style.getPropertyValue('--brand-primary')).toBe('#0b3d5c');
    expect(q<HTMLLinkElement>('#favicon').getAttribute('href')).toBe('/media/atlantica-favicon.svg');
    expect(document.title).toBe('Início · Atlântica');
  });

  it("keeps the brand's chrome for a store that is not white-label", () => {
    const own = { ...market, whitelabel: false, storeColor: null } as MarketplaceAnswer;
    applyChrome(document, effectiveChrome(brand, own), own, brand.name);
    expect(document.querySelector<HTMLElement>('[data-logo-baked]')?.hidden).toBe(false);
    expect(document.querySelector<HTMLElement>('[data-brand-header-item]')?.hidden).toBe(false);
    expect(document.querySelector<HTMLElement>('[data-provider-contacts]')?.hidden).toBe(false);
    expect(document.querySelector<HTMLElement>('[data-footer-links]')?.hidden).toBe(false);
    expect(document.title).toBe('Início · Horizonte Investimentos');
  });
});

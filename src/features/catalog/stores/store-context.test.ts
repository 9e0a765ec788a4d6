import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_ROUTES, STORE_ROUTES } from '../../../contract/routes.ts';
import type { RouteName } from '../../../core/routes/types.ts';
import { setTransport } from '../../../core/transport/api.ts';
import { serveRoutes } from '../../../core/transport/test-helpers.ts';
import type { BankerProfileAnswer } from '../../accounts/contract/auth.ts';
import type { MarketplaceAnswer, TermsOfServiceAnswer } from '../contract/store.ts';
import {
  $banker,
  $marketplace,
  $terms,
  configureStoreContext,
  loadBanker,
  loadMarketplace,
  resetStoreContext,
} from './store-context.ts';

function market(over: Partial<MarketplaceAnswer> = {}): MarketplaceAnswer {
  return {
    id: 1,
    slug: 'ana-souza',
    whitelabel: false,
    disabled: false,
    company: {
      id: 2169,
      name: 'Escritórios',
      plan: 'lite',
      whitelabel: false,
      logo: null,
      favicon: null,
      store_url: null,
      tos: null,
      metadata: [{ key: 'segment', value: 'offices' }],
    },
    occupation: 'advisor',
    occupationPlural: 'advisors',
    companyName: 'Escritórios',
    headerLogo: null,
    favicon: null,
    orderConfirmedLogo: null,
    goBackLink: null,
    footerDisclaimer: null,
    loginSection: { dark: false },
    showProductList: true,
    showSeeProductsButton: true,
    showFooterInfos: true,
    aboutComponent: true,
    customHeaderItems: [],
    product_groups: [],
    termsOfService: null,
    storeColor: null,
    shareURL: '',
    shareQuery: null,
    home_title: null,
    translatedProductFamilies: {},
    customStyling: null,
    metadata: {},
    ...over,
  };
}

const notFound = Object.assign(new Error('404'), {
  status: 404,
  data: { detail: 'Personal Banker não encontrado.' },
});

let navigate: ReturnType<typeof vi.fn<(path: string) => void>>;
let clear: ReturnType<typeof vi.fn<() => void>>;
let route: RouteName;

/** The answers of the store and auth services, replaced by each test. */
let services: {
  fetchMarketplace(pb: string): Promise<MarketplaceAnswer>;
  fetchTerms(id: number): Promise<TermsOfServiceAnswer>;
  fetchBanker(pb: string): Promise<BankerProfileAnswer>;
};
const answer = (next: Partial<typeof services>) => Object.assign(services, next);

beforeEach(() => {
  resetStoreContext();
  navigate = vi.fn();
  clear = vi.fn();
  route = 'home';
  configureStoreContext({
    navigate,
    clearSession: clear,
    route: () => route,
  });
  services = {
    fetchMarketplace: async () => market(),
    fetchTerms: async (id) => ({ id, version: 'v2.0.0', title: 'Termos', content: '', created_at: '' }),
    fetchBanker: async () => ({}) as BankerProfileAnswer,
  };
  setTransport(
    serveRoutes(
      [STORE_ROUTES.marketplace, ({ pb = '' }) => services.fetchMarketplace(pb)],
      [STORE_ROUTES.termsOfService, ({ id }) => services.fetchTerms(Number(id))],
      [AUTH_ROUTES.bankerProfile, ({ pb = '' }) => services.fetchBanker(pb)],
    ),
  );
});

describe('marketplace load (docs/catalog-and-store.md#marketplace-and-product-load)', () => {
  it('keeps an active store and copies the company metadata in', async () => {
    answer({ fetchMarketplace: async () => market() });
    await loadMarketplace('ana-souza');
    expect(navigate).not.toHaveBeenCalled();
    expect($marketplace.get()?.metadata).toEqual({ segment: 'offices' });
  });

  it('attaches the terms of service of the company', async () => {
    answer({ fetchMarketplace: async () => market({ termsOfService: { id: 2 } }) });
    await loadMarketplace('carlos-lima');
    expect($terms.get()?.version).toBe('v2.0.0');
  });

  it('sends a disabled store to the blocked page', async () => {
    answer({ fetchMarketplace: async () => market({ disabled: true }) });
    await loadMarketplace('loja-pausada');
    expect(navigate).toHaveBeenCalledWith('/lojabloqueada');
    expect(clear).not.toHaveBeenCalled();
    expect($marketplace.get()).toBeNull();
  });

  it('clears the session and goes to the error route when the store is unknown', async () => {
    answer({
      fetchMarketplace: async () => {
        throw notFound;
      },
    });
    await loadMarketplace('ninguem');
    expect(clear).toHaveBeenCalledOnce();
    expect(navigate).toHaveBeenCalledWith('/404');
  });

  it('does nothing on the blocked page', async () => {
    route = 'bloqueada';
    answer({
      fetchMarketplace: async () => {
        throw notFound;
      },
    });
    await loadMarketplace('x');
    expect(navigate).not.toHaveBeenCalled();
    expect(clear).not.toHaveBeenCalled();
  });
});

describe('banker load (docs/catalog-and-store.md#marketplace-and-product-load)', () => {
  it('keeps the profile', async () => {
    answer({ fetchBanker: async () => ({ bio: 'x' }) as BankerProfileAnswer });
    await loadBanker('ana-souza');
    expect($banker.get()?.bio).toBe('x');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('clears the session and goes to the error route on failure', async () => {
    answer({
      fetchBanker: async () => {
        throw notFound;
      },
    });
    await loadBanker('ninguem');
    expect(clear).toHaveBeenCalledOnce();
    expect(navigate).toHaveBeenCalledWith('/404');
  });

  it('does not override the blocked page once a disabled store was found', async () => {
    answer({
      fetchMarketplace: async () => market({ disabled: true }),
      fetchBanker: async () => {
        throw notFound;
      },
    });
    await loadMarketplace('loja-pausada');
    await loadBanker('loja-pausada');
    expect(navigate.mock.calls).toEqual([['/lojabloqueada']]);
  });
});

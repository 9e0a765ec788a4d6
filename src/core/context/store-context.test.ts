import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageAt, useEnvironment } from '../browser/test-helpers.ts';
import type { BankerProfileAnswer } from '../contract/auth.ts';
import { AUTH_ROUTES } from '../contract/auth-routes.ts';
import type { MarketplaceAnswer, TermsOfServiceAnswer } from '../contract/store.ts';
import { STORE_ROUTES } from '../contract/store-routes.ts';
import { readStored, SESSION, writeStored } from '../storage/session-table.ts';
import { memoryEnv } from '../storage/storage-env.ts';
import { setTransport } from '../transport/api.ts';
import { serveRoutes } from '../transport/test-helpers.ts';
import {
  $banker,
  $marketplace,
  $terms,
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

/** How the services answer for a store or banker they do not know. */
const notFound = async (): Promise<never> => {
  throw Object.assign(new Error('404'), { status: 404, data: { detail: 'Personal Banker não encontrado.' } });
};

let navigate: ReturnType<typeof vi.fn<(path: string, how?: 'assign' | 'replace') => void>>;
/** The page's address. */
let path: string;
let undo = () => {};

/** Whether a failed load ended the session: the store's slug, kept until then, is gone. */
const sessionEnded = () => readStored(SESSION.storeSlug) === null;

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
  path = '/pb/ana-souza';
  undo = useEnvironment({
    page: { location: () => pageAt(path).location(), navigate },
    storage: memoryEnv(),
  });
  writeStored(SESSION.storeSlug, 'ana-souza');
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

afterEach(() => undo());

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
    expect(navigate).toHaveBeenCalledWith('/lojabloqueada', 'replace');
    expect(sessionEnded()).toBe(false);
    expect($marketplace.get()).toBeNull();
  });

  it('does nothing on the blocked page', async () => {
    path = '/lojabloqueada';
    answer({ fetchMarketplace: notFound });
    await loadMarketplace('x');
    expect(navigate).not.toHaveBeenCalled();
    expect(sessionEnded()).toBe(false);
  });
});

describe('an unknown store or banker (docs/catalog-and-store.md#marketplace-and-product-load)', () => {
  it.each([
    ['store', 'fetchMarketplace', loadMarketplace],
    ['banker', 'fetchBanker', loadBanker],
  ] as const)('an unknown %s clears the session and goes to the error route', async (_who, service, load) => {
    answer({ [service]: notFound });
    await load('ninguem');
    expect(sessionEnded()).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/404', 'replace');
  });
});

describe('banker load (docs/catalog-and-store.md#marketplace-and-product-load)', () => {
  it('keeps the profile', async () => {
    answer({ fetchBanker: async () => ({ bio: 'x' }) as BankerProfileAnswer });
    await loadBanker('ana-souza');
    expect($banker.get()?.bio).toBe('x');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('does not override the blocked page once a disabled store was found', async () => {
    answer({
      fetchMarketplace: async () => market({ disabled: true }),
      fetchBanker: notFound,
    });
    await loadMarketplace('loja-pausada');
    await loadBanker('loja-pausada');
    expect(navigate.mock.calls).toEqual([['/lojabloqueada', 'replace']]);
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { STORE_DATA_ID } from '../../../src/features/catalog/contract/fragments.ts';
import { persons } from '../../db/schema/index.ts';
import { withTestServices } from '../../test/harness.ts';

// No read cache: an edit shows in the next answer, which is what the ETag test needs to see.
const t = withTestServices({ PUBLIC_ORIGIN: 'https://loja.example', STORE_CACHE_SECONDS: '0' });

const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const dataOf = (html: string) => {
  const found = new RegExp(`<script type="application/json" id="${STORE_DATA_ID}">(.*?)</script>`).exec(html);
  return found?.[1] ? JSON.parse(found[1]) : null;
};
const setNickname = (slug: string, nickname: string | null) =>
  t.services.deps.db.update(persons).set({ nickname }).where(eq(persons.slug, slug));

describe('fragments of a store page', () => {
  it('head: the banker in the title, the preview tags and the answers the page would ask for', async () => {
    const res = await t.get('/fragments/offices/head/pb/ana-souza?utm_source=x');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe('public, max-age=30, stale-while-revalidate=60');
    const html = res.body as string;
    expect(titleOf(html)).toBe('Início · Loja de Ana Souza');
    expect(meta(html, 'og:title')).toBe('Início · Loja de Ana Souza');
    expect(meta(html, 'og:image')).toBe('https://loja.example/s/ana-souza/imagem.png');
    expect(html).toContain('<link rel="canonical" href="https://loja.example/pb/ana-souza">');
    const data = dataOf(html);
    expect(data.pb).toBe('ana-souza');
    expect(Object.keys(data.answers).sort()).toEqual(['banker', 'carousel', 'marketplace']);
    // The very answers the islands would get from the calls.
    const market = await t.get('/api/store/pb/ana-souza/marketplace/');
    expect(data.answers.marketplace).toEqual({ ok: true, status: 200, data: market.body });
  });

  it("speaks the brand's words: an offices store says the brand's banker title, never 'Personal Banker'", async () => {
    const html = (await t.get('/fragments/offices/head/pb/ana-souza')).body as string;
    expect(meta(html, 'description')).toContain('Ana Souza, advisor');
    // The data block holds the answers as the services give them; what is shown is in the brand's words.
    expect(html.split(`<script type="application/json"`)[0]).not.toContain('Personal Banker');
    const vitrine = (await t.get('/fragments/vitrine/head/pb/ana-souza')).body as string;
    expect(meta(vitrine, 'description')).toContain('Ana Souza, Personal Banker');
  });

  it("a white-label store speaks its company's words and colour, whatever the brand", async () => {
    const html = (await t.get('/fragments/vitrine/head/pb/carlos-lima')).body as string;
    const market = (await t.get('/api/store/pb/carlos-lima/marketplace/')).body;
    expect(meta(html, 'og:site_name')).toBe(market.companyName);
    expect(meta(html, 'description')).toContain(`Carlos Lima, ${market.occupation}`);
    expect(html).toContain(`--brand-primary:${market.storeColor}`);
    expect(html).not.toContain('Vitrine PB');
  });

  it("white-label chrome: the company's logo and name in the header and footer; nothing for the brand's own store", async () => {
    const market = (await t.get('/api/store/pb/carlos-lima/marketplace/')).body;
    const logo = (await t.get('/fragments/offices/logo/pb/carlos-lima')).body as string;
    expect(logo).toContain(`aria-label="${market.companyName}: página inicial"`);
    expect(logo).toContain(`src="${market.headerLogo}"`);
    expect(logo).not.toContain('Escritórios Conecta');
    const footer = (await t.get('/fragments/offices/footer/pb/carlos-lima')).body as string;
    expect(footer).toContain(
      `href="${market.goBackLink}" data-go-back-link>Conheça a <span data-company-name>${market.companyName}</span>`,
    );
    // Not empty, so the host drops the brand's link columns rather than showing its stub.
    expect((await t.get('/fragments/vitrine/links/pb/carlos-lima')).body).toBe('<!-- -->');
    for (const part of ['logo', 'footer', 'links']) {
      // No body at all: the host shows the shell's own markup (the stub).
      const own = await t.get(`/fragments/offices/${part}/pb/ana-souza`);
      expect(own.status, part).toBe(204);
      expect(own.body, part).toBe('');
    }
  });

  it("the footer's disclaimer: a white-label company's lines and none of the brand's words, the brand's own otherwise", async () => {
    const market = (await t.get('/api/store/pb/carlos-lima/marketplace/')).body;
    const company = await t.get('/fragments/vitrine/disclaimer/pb/carlos-lima');
    expect(company.status).toBe(200);
    expect(company.body).toContain(`<p>${market.footerDisclaimer.text}</p>`);
    expect(company.body).not.toContain('data-brand-disclaimer');
    for (const word of ['Vitrine PB', 'vitrinepb.example', 'Personal Banker'])
      expect(company.body).not.toContain(word);
    // Always a body, the brand's own disclaimer, so a host shows the stub only when the services fail.
    const own = await t.get('/fragments/vitrine/disclaimer/pb/ana-souza');
    expect(own.status).toBe(200);
    expect(own.body).toContain('data-brand-disclaimer');
    expect(own.body).toContain('Vitrine PB Serviços Financeiros Ltda.');
  });

  it("a family's page: breadcrumb, name, subtitle and tabs, the business tab chosen by its address", async () => {
    const group = (await t.get('/api/store/pb/ana-souza/productgroups/emprestimos/')).body;
    const heading = await t.get('/fragments/offices/heading/pb/ana-souza/emprestimos');
    expect(heading.status).toBe(200);
    expect(heading.body).toContain(
      '<a class="underline-offset-2 hover:underline" href="/pb/ana-souza">Início</a>',
    );
    expect(heading.body).toContain(`data-fragment="heading">${group.name}</h1>`);
    expect(heading.body).toContain(`>${group.sub_title}</p>`);
    const selected = (html: string) => /aria-selected="true"[^>]*>([^<]*)<\/button>/.exec(html)?.[1];
    expect(selected(heading.body as string)).toBe('Para você');
    const hasBusiness = group.items.some((item: { is_pj: boolean }) => item.is_pj);
    const business = (await t.get('/fragments/offices/heading/pb/ana-souza/emprestimos/segment/pj'))
      .body as string;
    expect(selected(business)).toBe(hasBusiness ? 'Para sua empresa' : 'Para você');
    // An unknown family has nothing to paint: the host keeps the grey lines.
    expect((await t.get('/fragments/offices/heading/pb/ana-souza/nao-existe')).status).toBe(204);
  });

  it('product: its title in the tab and preview, and its heading with the brand title in the description', async () => {
    const head = (await t.get('/fragments/offices/head/pb/ana-souza/emprestimos/1')).body as string;
    const product = (await t.get('/api/store/pb/ana-souza/product/1/')).body;
    expect(titleOf(head)).toBe(`${product.title} · Loja de Ana Souza`);
    expect(meta(head, 'og:image')).toBe(
      `https://loja.example/s/ana-souza/${product.family_slug}/1/imagem.png`,
    );
    expect(Object.keys(dataOf(head).answers)).toContain('product:1');
    const heading = (await t.get('/fragments/offices/heading/pb/ana-souza/emprestimos/1')).body as string;
    expect(heading).toContain(`data-slot="title" data-fragment="heading">${product.title}</h1>`);
    expect(heading).not.toContain('Personal Banker');
  });

  it("the banker strip: name, occupation and contacts in the brand's words; 'Ver perfil' only on the brand's own store", async () => {
    const banker = (await t.get('/api/auth/person/v2/pbprofile/ana-souza/')).body;
    const strip = await t.get('/fragments/offices/strip/pb/ana-souza/emprestimos');
    expect(strip.status).toBe(200);
    const html = strip.body as string;
    expect(html).toContain('<span class="max-sm:hidden">Ana Souza</span>');
    expect(html).toContain('<span class="sm:hidden">Loja de Ana Souza</span>');
    expect(html).toContain(`href="mailto:${banker.person.email}"`);
    expect(html).toContain('>advisor</p>');
    expect(html).toContain('href="/pb/ana-souza/perfil">Ver perfil</a>');
    const company = (await t.get('/fragments/vitrine/strip/pb/carlos-lima')).body as string;
    const market = (await t.get('/api/store/pb/carlos-lima/marketplace/')).body;
    expect(company).toContain(`>${market.occupation}</p>`);
    expect(company).not.toContain('Ver perfil');
    // A simulator whose product hides the strip, and a flow page whose product the address does not say.
    expect(
      (await t.get('/fragments/offices/strip/pb/ana-souza/simulador/financiamento-imobiliario/97')).status,
    ).toBe(204);
    expect((await t.get('/fragments/offices/strip/pb/ana-souza/consorcio')).status).toBe(204);
  });

  it("a product's trail: home, its family as the store names it, the product; none on a landing", async () => {
    const product = (await t.get('/api/store/pb/ana-souza/product/1/')).body;
    const family = (await t.get(`/api/store/pb/ana-souza/productgroups/${product.family_slug}/`)).body;
    const html = (await t.get(`/fragments/offices/crumbs/pb/ana-souza/${product.family_slug}/1`))
      .body as string;
    expect(html).toContain('href="/pb/ana-souza">Início</a>');
    expect(html).toContain(`href="/pb/ana-souza/${product.family_slug}">${family.name}</a>`);
    expect(html).toContain(
      `<span aria-current="page" class="font-semibold text-gray-900">${product.title}</span>`,
    );
    expect((await t.get('/fragments/offices/crumbs/pb/ana-souza/emprestimos/55')).status).toBe(204);
  });

  it("home: the store's title", async () => {
    const market = (await t.get('/api/store/pb/ana-souza/marketplace/')).body;
    const html = (await t.get('/fragments/offices/title/pb/ana-souza')).body as string;
    expect(html).toBe(
      `<h1 class="truncate text-xl font-bold text-gray-900 sm:text-2xl" data-fragment="title">${market.home_title}</h1>`,
    );
  });

  it('home: the first banner', async () => {
    const carousel = (await t.get('/api/store/carousel/ana-souza/')).body;
    const html = (await t.get('/fragments/offices/banner/pb/ana-souza')).body as string;
    const first = carousel.images[0];
    expect(html).toContain(`data-slot="headline">${first.headline || first.alt}</span>`);
    expect(html).toContain(`Destaque 1 de ${carousel.images.length}: `);
    expect(html).not.toContain('{pb}');
  });

  it('an unknown store: 404 with its answers, no preview, not indexed; the other parts without a body', async () => {
    const res = await t.get('/fragments/offices/head/pb/ninguem-aqui');
    expect(res.status).toBe(404);
    const html = res.body as string;
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(meta(html, 'og:title')).toBeUndefined();
    expect(dataOf(html).answers.marketplace.status).toBe(404);
    const banner = await t.get('/fragments/offices/banner/pb/ninguem-aqui');
    expect(banner.status).toBe(204);
    expect(banner.body).toBe('');
  });

  it('a disabled store: its answers say so (the page goes to the blocked screen), nothing painted', async () => {
    const head = await t.get('/fragments/offices/head/pb/loja-pausada');
    expect(head.status).toBe(200);
    expect(dataOf(head.body as string).answers.marketplace.data.disabled).toBe(true);
    expect(meta(head.body as string, 'og:title')).toBeUndefined();
    const banner = await t.get('/fragments/offices/banner/pb/loja-pausada');
    expect(banner.status).toBe(204);
    expect(banner.body).toBe('');
  });

  it('refuses unknown brands, parts and pages with an empty 404', async () => {
    for (const path of [
      '/fragments/nenhuma/head/pb/ana-souza',
      '/fragments/offices/rodape/pb/ana-souza',
      '/fragments/offices/head/nada',
      '/fragments/offices/head/pb/%ff',
      '/fragments/offices/head/pb/ana-souza/emprestimos/1/a/b/c',
      '/fragments/..%2Fetc/head/pb/ana-souza',
    ]) {
      const res = await t.get(path);
      expect(res.status, path).toBe(404);
      expect(res.body, path).toBe('');
    }
  });

  it('escapes a banker text with markup in it, in the title, the tags and the data block', async () => {
    await setNickname('carlos-lima', '</script><script>alert(1)</script>"\'');
    try {
      const html = (await t.get('/fragments/offices/head/pb/carlos-lima')).body as string;
      expect(html).not.toContain('<script>alert');
      expect(html).not.toContain('</script><script>');
      expect(titleOf(html)).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;');
      expect(dataOf(html).answers.banker.data.person.nickname).toBe('</script><script>alert(1)</script>"\'');
      // One data block only: nothing in it closed its element.
      expect(html.match(/<\/script>/g)).toHaveLength(1);
    } finally {
      await setNickname('carlos-lima', null);
    }
  });

  it('answers 304 to its ETag, and a new body once the banker changes', async () => {
    const path = '/fragments/offices/head/pb/ana-souza';
    const first = await t.get(path);
    const tag = first.headers.get('etag');
    expect(tag).toBeTruthy();
    const same = await t.call('GET', path, { headers: { 'If-None-Match': tag as string } });
    expect(same.status).toBe(304);
    await setNickname('ana-souza', 'Ana S.');
    try {
      const changed = await t.call('GET', path, { headers: { 'If-None-Match': tag as string } });
      expect(changed.status).toBe(200);
      expect(titleOf(changed.body as string)).toBe('Início · Loja de Ana S.');
    } finally {
      await setNickname('ana-souza', null);
    }
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServices, type TestServices } from '../../test/harness.ts';
import { SHARE_RENDER_LIMIT } from './routes.ts';
import { sharePage } from './share-page.ts';

let t: TestServices;
// A folder of this run: cards rendered by an earlier run would be hits here.
const imageDir = mkdtempSync(join(tmpdir(), 'vitrine-share-test-'));
beforeAll(async () => {
  t = await startTestServices({ PUBLIC_ORIGIN: 'https://loja.example', SHARE_IMAGE_DIR: imageDir });
});
afterAll(async () => {
  await t?.close();
  rmSync(imageDir, { recursive: true, force: true });
});

const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];

/** Width and height from a PNG's header chunk. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

async function fetchImage(url: string) {
  const res = await t.services.fetch(new Request(url.replace('https://loja.example', 'http://localhost')));
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

describe('share previews', () => {
  it('answers a store with Open Graph and Twitter tags naming the banker, cacheable, sending people on', async () => {
    const res = await t.get('/s/ana-souza');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toMatch(/public, max-age=\d+/);
    const html = res.body as string;
    expect(meta(html, 'og:title')).toBe('Loja de Ana Souza');
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'og:url')).toBe('https://loja.example/pb/ana-souza');
    expect(html).toContain('http-equiv="refresh" content="0; url=https://loja.example/pb/ana-souza"');
    const image = meta(html, 'og:image') ?? '';
    expect(image).toBe('https://loja.example/s/ana-souza/imagem.png');
    expect(meta(html, 'twitter:image')).toBe(image);
    const { res: png, bytes } = await fetchImage(image);
    expect(png.status).toBe(200);
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
  });

  it('answers a product with its title and carries the query over to the store', async () => {
    const res = await t.get('/s/ana-souza/home-equity/55?utm_source=whatsapp');
    expect(res.status).toBe(200);
    const html = res.body as string;
    expect(meta(html, 'og:title')).toBe('Home Equity Pessoa Física · Loja de Ana Souza');
    expect(meta(html, 'og:url')).toBe('https://loja.example/pb/ana-souza/home-equity/55?utm_source=whatsapp');
    const { bytes } = await fetchImage(meta(html, 'og:image') ?? '');
    expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
  });

  it("speaks the words of the brand built for the store's company: an offices store says its banker title", async () => {
    const html = (await t.get('/s/ana-souza')).body as string;
    expect(meta(html, 'description')).toMatch(/^Ana Souza, advisor:/);
    expect(html).not.toContain('Personal Banker');
  });

  it('names no provider in a white-label store', async () => {
    const html = (await t.get('/s/carlos-lima')).body as string;
    expect(meta(html, 'og:site_name')).toBe('Atlântica Consultoria Financeira');
    expect(html).not.toMatch(/Vitrine|Personal Banker|Escritórios/);
  });

  it('answers unknown stores and products with a pt-BR 404 and bad ids with a 400', async () => {
    expect((await t.get('/s/ninguem-aqui')).status).toBe(404);
    expect((await t.get('/s/ana-souza/home-equity/999999')).status).toBe(404);
    const bad = await t.get('/s/ana-souza/home-equity/abc');
    expect(bad.status).toBe(400);
  });

  it('escapes what it writes into the page', () => {
    const html = sharePage({
      title: '<script>"x"</script>',
      description: 'a & b',
      image: 'https://x/i.png',
      imageAlt: 'i',
      target: 'https://x/?a=1&b=2',
      siteName: 's',
    });
    expect(html).not.toContain('<script>');
    expect(html).toContain('a &amp; b');
    expect(html).toContain('https://x/?a=1&amp;b=2');
  });

  it('renders a card once per address limit: a flood of distinct cards gets 429, hits and other addresses do not', async () => {
    const groups = (await t.get('/api/store/pb/ana-souza/productgroups/')).body as {
      items: { id: number; family_slug: string }[];
    }[];
    const cards = groups
      .flatMap((group) => group.items)
      .map((item) => `/s/ana-souza/${item.family_slug}/${item.id}/imagem.png`);
    expect(cards.length).toBeGreaterThan(SHARE_RENDER_LIMIT.perAddress + 2);
    const from = (address: string) => (path: string) => t.call('GET', path, { address });
    const flooder = from('203.0.113.7');
    const [first, ...others] = cards as [string, ...string[]];
    // The same card twice counts one render.
    const again = [await flooder(first), await flooder(first)];
    expect(again.map((res) => res.status)).toEqual([200, 200]);
    expect(again[1]?.headers.get('cache-control')).toBe('public, max-age=86400');
    const statuses: number[] = [];
    for (const path of others.slice(0, SHARE_RENDER_LIMIT.perAddress))
      statuses.push((await flooder(path)).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(SHARE_RENDER_LIMIT.perAddress - 1);
    const refused = await flooder(others[SHARE_RENDER_LIMIT.perAddress] as string);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ detail: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.' });
    // A card already drawn is still served to the limited address, and another address gets a new one.
    expect((await flooder(first)).status).toBe(200);
    expect((await from('198.51.100.9')(others[SHARE_RENDER_LIMIT.perAddress] as string)).status).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServices, type TestServices } from '../test/harness.ts';
import { sharePage } from './share-page.ts';

let t: TestServices;
beforeAll(async () => {
  t = await startTestServices({ PUBLIC_ORIGIN: 'https://loja.example' });
});
afterAll(async () => {
  await t?.close();
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
});

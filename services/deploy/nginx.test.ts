import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServicesChild, stopChild } from '../../scripts/lib/serve-child.ts';
import { createThrowawayDatabase } from '../test/harness.ts';
import { adaptShippedConfig, freePort, NGINX, startNginx, stopNginx } from './nginx-harness.ts';

/**
 * The deployment with its real parts: nginx with services/deploy/nginx.conf and the offices build's
 * generated nginx.conf (shells with server-side includes) in front of two `node services/main.ts`
 * processes over one PostgreSQL database.
 */
const POSTGRES = process.env.DATABASE_URL?.startsWith('postgres') ?? false;
const BRAND = 'offices';
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** A banker text with markup in it: it must arrive as text. */
const MARKUP_NAME = 'Carlos <script>alert("x")</script> Lima';

if (!NGINX)
  console.warn('services/deploy/nginx.test.ts: nginx is not installed (apt-get install nginx); skipped.');
else if (!POSTGRES)
  console.warn(
    'services/deploy/nginx.test.ts: needs DATABASE_URL=postgres://… (two processes share it); skipped.',
  );

/** Builds one brand into `distDir` (the build writes the shells and their nginx.conf). */
async function buildBrand(distDir: string): Promise<void> {
  const build = spawn(process.execPath, ['scripts/build.ts', '--brand', BRAND], {
    cwd: ROOT,
    env: { ...process.env, DIST_DIR: distDir, DATABASE_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const [code] = await once(build, 'exit');
  if (code !== 0) throw new Error(`a build de ${BRAND} falhou (código ${code})`);
}

describe.skipIf(!NGINX || !POSTGRES)('the deployment: nginx in front of two services processes', () => {
  let dir = '';
  let drop: () => Promise<void> = async () => {};
  let databaseUrl = '';
  const processes: ChildProcess[] = [];
  let nginx: ChildProcess | undefined;
  let base = '';

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'vitrine-nginx-'));
    for (const folder of ['cache', 'tmp']) mkdirSync(join(dir, folder));
    const database = await createThrowawayDatabase();
    drop = database.drop;
    databaseUrl = database.url;
    const proxyPort = await freePort();
    const env = {
      DATABASE_URL: databaseUrl,
      NODE_ENV: 'test',
      TRUST_PROXY: '1',
      PUBLIC_ORIGIN: `http://127.0.0.1:${proxyPort}`,
      SHARE_IMAGE_DIR: join(dir, 'share-images'),
    };
    // The first process migrates and seeds while the brand builds; the second starts on a ready database.
    const [first] = await Promise.all([startServicesChild(env), buildBrand(join(dir, 'dist'))]);
    const second = await startServicesChild({ ...env, SEED: '0' });
    processes.push(first.child, second.child);
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query("UPDATE persons SET nickname = $1 WHERE slug = 'carlos-lima'", [MARKUP_NAME]);
    await client.end();
    const conf = adaptShippedConfig(
      { services: [first.port, second.port], proxy: proxyPort },
      dir,
      join(dir, 'dist', BRAND),
    );
    // Each process's first fragments prepare its statements; on a loaded machine that can take
    // longer than the proxy's 1 s budget, and the page would rightly go out with its stubs.
    for (const port of [first.port, second.port])
      for (const path of [
        '/fragments/offices/head/pb/ana-souza',
        '/fragments/offices/heading/pb/ana-souza/emprestimos/1',
      ])
        await (await fetch(`http://127.0.0.1:${port}${path}`)).arrayBuffer();
    nginx = await startNginx(dir, conf);
    base = `http://127.0.0.1:${proxyPort}`;
  }, 300_000); // a build and a seed on a loaded 2-core machine

  afterAll(async () => {
    await stopNginx(nginx);
    for (const child of processes) await stopChild(child);
    await drop();
    // KEEP_NGINX_DIR=1 keeps the folder (nginx.conf, error.log) to look at after a failure.
    if (dir && !process.env.KEEP_NGINX_DIR) rmSync(dir, { recursive: true, force: true });
  });

  const page = async (path: string) => {
    const res = await fetch(`${base}${path}`);
    return { status: res.status, html: await res.text(), headers: res.headers };
  };
  const api = async (path: string) => (await fetch(`${base}${path}`)).json();
  const meta = (html: string, key: string) =>
    new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
  const titleOf = (html: string) => /<head>[\s\S]*?<title>([^<]*)<\/title>/.exec(html)?.[1];
  const cacheStatus = async (path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${base}${path}`, { headers });
    await res.arrayBuffer();
    expect(res.status).toBe(200);
    return res.headers.get('x-proxy-cache');
  };

  it("home: the banker's name, the first banner, a per-page title and link preview in the HTML", async () => {
    const carousel = await api('/api/store/carousel/ana-souza/');
    const { status, html } = await page('/pb/ana-souza');
    expect(status).toBe(200);
    expect(titleOf(html)).toBe('Início · Loja de Ana Souza');
    expect(meta(html, 'og:title')).toBe('Início · Loja de Ana Souza');
    expect(meta(html, 'og:image')).toMatch(/\/s\/ana-souza\/imagem\.png$/);
    expect(html).toContain(`data-slot="headline">${carousel.images[0].headline || carousel.images[0].alt}<`);
    expect(html).toContain('<script type="application/json" id="store-data">');
    expect(html).not.toContain('<!--#');
  });

  it('sends pages and scripts compressed, the scripts as JavaScript', async () => {
    const home = await fetch(`${base}/pb/ana-souza`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(home.headers.get('content-encoding')).toBe('gzip');
    const script = /src="(\/_astro\/[^"]+\.js)"|"(\/_astro\/client\.[^"]+\.js)"/.exec(await home.text());
    const path = script?.[1] ?? script?.[2];
    expect(path).toBeTruthy();
    const res = await fetch(`${base}${path}`, { headers: { 'Accept-Encoding': 'gzip' } });
    await res.arrayBuffer();
    expect(res.headers.get('content-encoding')).toBe('gzip');
    // A module script runs only when it goes out as JavaScript.
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    // The public catalog compresses; an auth answer, which may carry a token, does not.
    const catalog = await fetch(`${base}/api/store/pb/ana-souza/productgroups/`, {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    await catalog.arrayBuffer();
    expect(catalog.headers.get('content-encoding')).toBe('gzip');
    const auth = await fetch(`${base}/api/auth/person/v2/pbprofile/ana-souza/`, {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    // Long enough that nginx would compress it (gzip_min_length 1024).
    expect((await auth.arrayBuffer()).byteLength).toBeGreaterThan(1024);
    expect(auth.headers.get('content-encoding')).toBeNull();
  });

  it("product: the product's title in the heading, the tab and the preview", async () => {
    const product = await api('/api/store/pb/ana-souza/product/1/');
    const { status, html } = await page('/pb/ana-souza/emprestimos/1?utm_source=teste');
    expect(status).toBe(200);
    expect(titleOf(html)).toBe(`${product.title} · Loja de Ana Souza`);
    expect(meta(html, 'og:title')).toBe(`${product.title} · Loja de Ana Souza`);
    expect(html).toContain(`data-fragment="heading">${product.title}</h1>`);
  });

  it("a white-label store: the company's name in the preview, the brand's name nowhere in the head, its disclaimer in the footer", async () => {
    const market = await api('/api/store/pb/carlos-lima/marketplace/');
    const { html } = await page('/pb/carlos-lima');
    expect(meta(html, 'og:site_name')).toBe(market.companyName);
    expect(html).toContain(
      `aria-label="${market.companyName}: página inicial" data-brand-logo data-wl-slot data-fragment="logo"`,
    );
    expect(html).toContain(
      `data-go-back-link>Conheça a <span data-company-name>${market.companyName}</span>`,
    );
    const head = html.split('</head>')[0] as string;
    expect(head.split('<script type="application/json"')[0]).not.toContain('Escritórios Conecta');
    // The footer carries the company's disclaimer, and none of the brand's.
    expect(html).toContain(`<p>${market.footerDisclaimer.text}</p>`);
    expect(html).not.toContain('data-brand-disclaimer');
  });

  it("a banker's text with <script> in it arrives escaped", async () => {
    const { html } = await page('/pb/carlos-lima');
    expect(html).not.toContain('<script>alert(');
    expect(titleOf(html)).toBe(
      'Início · Loja de Carlos &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Lima',
    );
    expect(html).toContain('\\u003cscript\\u003ealert');
  });

  it('an unknown store gets the shell that shows the error screen, a disabled one the answer that blocks it', async () => {
    const unknown = await page('/pb/ninguem-aqui');
    expect(unknown.status).toBe(200);
    expect(unknown.html).toContain('data-screen="home"');
    expect(meta(unknown.html, 'og:title')).toBeUndefined();
    expect(unknown.html).not.toContain('Loja de');
    const paused = await page('/pb/loja-pausada');
    expect(paused.status).toBe(200);
    expect(meta(paused.html, 'og:title')).toBeUndefined();
    expect(paused.html).toMatch(/"disabled":true/);
  });

  it('serves a store read and a fragment from the proxy cache the second time', async () => {
    for (const path of [
      '/api/store/pb/ana-souza/marketplace/',
      '/fragments/offices/head/pb/ana-souza/contas/6',
    ]) {
      expect(await cacheStatus(path)).toBe('MISS');
      expect(await cacheStatus(path)).toBe('HIT');
    }
  });

  it('never caches a read with a token, nor answers it from the cache', async () => {
    const path = '/api/store/pb/ana-souza/product/55/';
    const token = { Authorization: 'Bearer um-token-qualquer' };
    expect(await cacheStatus(path, token)).toBe('BYPASS');
    expect(await cacheStatus(path)).toBe('MISS');
    expect(await cacheStatus(path, token)).toBe('BYPASS');
    expect(await cacheStatus(path)).toBe('HIT');
  });

  it('caches link previews and their card images', async () => {
    for (const path of ['/s/ana-souza', '/s/ana-souza/imagem.png']) {
      expect(await cacheStatus(path)).toBe('MISS');
      expect(await cacheStatus(path)).toBe('HIT');
    }
  });

  it('sends the other calls to the services uncached', async () => {
    const res = await fetch(`${base}/api/health`);
    expect(await res.json()).toEqual({ status: 'ok' });
    expect(res.headers.get('x-proxy-cache')).toBeNull();
  });

  it('with one services process gone, every page still answers with its content', async () => {
    await stopChild(processes[1] as ChildProcess);
    // A page no request asked before, so its fragments cannot come from the proxy cache.
    const product = await api('/api/store/pb/ana-souza/product/10/');
    const fresh = await page(`/pb/ana-souza/${product.family_slug}/10`);
    expect(fresh.status).toBe(200);
    expect(fresh.html).toContain(`data-fragment="heading">${product.title}</h1>`);
    for (let round = 0; round < 3; round++) {
      const home = await page('/pb/ana-souza');
      expect(home.status).toBe(200);
      expect(titleOf(home.html)).toBe('Início · Loja de Ana Souza');
      const product = await page('/pb/ana-souza/emprestimos/1');
      expect(product.status).toBe(200);
      expect(meta(product.html, 'og:title')).toMatch(/^.+ · Loja de Ana Souza$/);
      const read = await fetch(`${base}/api/store/pb/ana-souza/productgroups/`);
      expect(read.status).toBe(200);
    }
  });
});

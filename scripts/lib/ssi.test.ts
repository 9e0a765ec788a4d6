import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServices, type TestServices } from '../../services/test/harness.ts';
import { includeDirective, STORE_DATA_ID, stubBlock } from '../../src/features/catalog/contract/fragments.ts';
import { headersFile, securityHeaders } from './security-headers.ts';
import { applyIncludes, type Fragment, serviceIncludes } from './ssi.ts';
import { staticHost } from './static-host.ts';

const stub = stubBlock('head');
const SHELL = `<head>${stub.open}<title>Escritórios Conecta</title>${stub.close}${includeDirective('offices', 'head', 'head')}</head><body><div data-banner-static>${includeDirective('offices', 'banner')}</div></body>`;

const answering =
  (answers: Record<string, Fragment>) =>
  async (path: string): Promise<Fragment> =>
    answers[path] ?? { status: 404, body: '' };

describe('includes as nginx performs them', () => {
  it("replaces each include with its fragment for the page's own address, and drops the stub blocks", async () => {
    const html = await applyIncludes(SHELL, {
      requestUri: '/pb/ana-souza?x=1',
      budgetMs: 1000,
      fetchFragment: answering({
        '/fragments/offices/head/pb/ana-souza?x=1': { status: 200, body: '<title>Loja de Ana</title>' },
        '/fragments/offices/banner/pb/ana-souza?x=1': { status: 200, body: '<a>Banner</a>' },
      }),
    });
    expect(html).toBe(
      '<head><title>Loja de Ana</title></head><body><div data-banner-static><a>Banner</a></div></body>',
    );
  });

  it('shows the stub for a failed or empty fragment, nothing where there is no stub', async () => {
    const html = await applyIncludes(SHELL, {
      requestUri: '/pb/ninguem',
      budgetMs: 1000,
      fetchFragment: answering({ '/fragments/offices/head/pb/ninguem': { status: 204, body: '' } }),
    });
    expect(html).toBe(
      '<head><title>Escritórios Conecta</title></head><body><div data-banner-static></div></body>',
    );
    // A body is included whatever its status (an unknown store's head carries its 404 answer).
    const unknown = await applyIncludes(SHELL, {
      requestUri: '/pb/ninguem',
      budgetMs: 1000,
      fetchFragment: answering({
        '/fragments/offices/head/pb/ninguem': { status: 404, body: '<title>x</title>' },
      }),
    });
    expect(unknown).toContain('<head><title>x</title></head>');
    const thrown = await applyIncludes(SHELL, {
      requestUri: '/pb/a',
      budgetMs: 1000,
      fetchFragment: () => Promise.reject(new Error('fora do ar')),
    });
    expect(thrown).toContain('<title>Escritórios Conecta</title>');
  });

  it('sends the shell as it is, comments and all, when the fragments miss the budget', async () => {
    let release: () => void = () => {};
    const never = new Promise<Fragment>((resolve) => {
      release = () => resolve({ status: 200, body: 'tarde' });
    });
    const html = await applyIncludes(SHELL, { requestUri: '/pb/a', budgetMs: 5, fetchFragment: () => never });
    release();
    expect(html).toBe(SHELL);
  });

  it('fetches fragment addresses only', async () => {
    const asked: string[] = [];
    const html = await applyIncludes('<!--# include virtual="/api/auth/users/me/" stub="x" -->', {
      requestUri: '/',
      budgetMs: 1000,
      fetchFragment: async (path) => {
        asked.push(path);
        return { status: 200, body: 'segredo' };
      },
    });
    expect(asked).toEqual([]);
    expect(html).toBe('');
  });
});

describe('the local server performs the includes with the services of its process', () => {
  let t: TestServices;
  let root = '';
  beforeAll(async () => {
    t = await startTestServices({ PUBLIC_ORIGIN: 'http://localhost:4321' });
    root = mkdtempSync(join(tmpdir(), 'ssi-host-'));
    mkdirSync(join(root, 'shell', 'home'), { recursive: true });
    writeFileSync(join(root, 'shell', 'home', 'index.html'), SHELL);
    writeFileSync(join(root, '404.html'), '<h1>Página não encontrada</h1>');
    writeFileSync(join(root, '_headers'), headersFile(securityHeaders([])));
  });
  afterAll(async () => {
    await t?.close();
    rmSync(root, { recursive: true, force: true });
  });

  const host = (budgetMs: number) =>
    staticHost(root, { officeEdition: true }, serviceIncludes(t.services.fetch, budgetMs));

  it("serves the home shell with the banker's head, data block and first banner", async () => {
    const res = await host(2000).request('/pb/ana-souza');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>Início · Loja de Ana Souza</title>');
    expect(html).toContain('<meta property="og:title" content="Início · Loja de Ana Souza">');
    expect(html).toContain(`<script type="application/json" id="${STORE_DATA_ID}">`);
    expect(html).toContain('data-fragment="banner"');
    expect(html).not.toContain('<!--#');
  });

  it('serves the shell as a host without includes when the budget is 0', async () => {
    const html = await (await host(0).request('/pb/ana-souza')).text();
    expect(html).toBe(SHELL);
  });
});

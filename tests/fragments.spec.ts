import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * A store page arrives as HTML (the local server performs the shells' includes): the islands take
 * over what the fragments painted without asking the services again for the same answers.
 */

/** Opens `path`, recording what the page asks for: the HTML that arrived, and the calls of one address path. */
async function openRecording(page: Page, path: string) {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  const response = await page.goto(path);
  return {
    html: (await response?.text()) ?? '',
    asked: (address: string) => urls.filter((url) => new URL(url).pathname === address),
  };
}

/** The text of the heading fragment in a page's HTML. */
const headingIn = (html: string) => /data-fragment="heading">([^<]+)<\/h1>/.exec(html)?.[1] ?? '';

test.describe('per-banker fragments', () => {
  test('home: the banner is in the HTML and the store is not asked again for it', async ({ page }) => {
    const { html, asked } = await openRecording(page, '/pb/ana-souza');
    expect(html).toMatch(/<title>Início · Loja de Ana Souza<\/title>/);
    expect(html).toContain('data-fragment="banner"');
    expect(html).toContain('<span class="max-sm:hidden">Ana Souza</span>'); // the banker strip
    await expect(page.locator('[data-banner-static]')).toHaveCount(0); // the carousel took over
    await expect(page.locator('[data-strip-static]')).toHaveCount(0); // and the strip's island
    await expect(page.locator('[data-profile-strip]')).toContainText('Ana Souza');
    await expect(page).toHaveTitle('Início · Loja de Ana Souza');
    for (const path of [
      '/api/store/pb/ana-souza/marketplace/',
      '/api/auth/person/v2/pbprofile/ana-souza/',
      '/api/store/carousel/ana-souza/',
    ])
      expect(asked(path), path).toHaveLength(0);
  });

  test('product: the heading is in the HTML and the product is not asked again', async ({ page }) => {
    const { html, asked } = await openRecording(page, '/pb/ana-souza/emprestimos/1');
    const title = headingIn(html);
    expect(title).not.toBe('');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(html).toContain('data-fragment="crumbs"');
    await expect(page.locator('[data-product-static]')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Trilha de navegação' })).toContainText(title);
    expect(asked('/api/store/pb/ana-souza/product/1/')).toHaveLength(0);
    // The family, named in the trail, came with the page too.
    expect(asked('/api/store/pb/ana-souza/productgroups/emprestimos/')).toHaveLength(0);
  });

  test("a family's page: its heading and tabs are in the HTML and the family is not asked again", async ({
    page,
  }) => {
    const { html, asked } = await openRecording(page, '/pb/ana-souza/emprestimos');
    const name = headingIn(html);
    expect(name).not.toBe('');
    expect(html).toContain('role="tablist"');
    await expect(page.locator('[data-group-static]')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Para você' })).toHaveAttribute('aria-selected', 'true');
    expect(asked('/api/store/pb/ana-souza/productgroups/emprestimos/')).toHaveLength(0);
  });

  test('a host without includes serves the shell as it is; the early painters and islands paint the store', async ({
    page,
  }) => {
    // The shell file itself, as a static bucket serves it for the address: its include comments inert.
    await page.route('**/pb/ana-souza/emprestimos/1', async (route) => {
      const shell = await route.fetch({
        url: new URL('/shell/product/index.html', route.request().url()).href,
      });
      const body = await shell.text();
      expect(body).toContain('<!--# include virtual="/fragments/');
      await route.fulfill({ response: shell, body });
    });
    const { asked } = await openRecording(page, '/pb/ana-souza/emprestimos/1');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('');
    await expect(page.locator('[data-product-static]')).toHaveCount(0);
    await expect(page).toHaveTitle(/ · Loja de Ana Souza$/);
    // Without the data block, the page asks the services itself.
    expect(asked('/api/store/pb/ana-souza/product/1/').length).toBeGreaterThan(0);
  });
});

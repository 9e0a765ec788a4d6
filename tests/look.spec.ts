import type { Page } from '@playwright/test';
import { DESKTOP, expect, onLongFlowBrandsOnly, PHONE, SCREENS, test } from './fixtures.ts';

/**
 * How the store looks and what it gives away, on every brand: no console error or failed request
 * on any route, no trace of the provider in a white-label store, titles naming the banker, link
 * previews for crawlers, and the screens as approved.
 */

const WHITE_LABEL = { pb: 'carlos-lima', goBackLink: 'https://atlantica.exemplo.com.br/consultores' };
const PROVIDER_COMPANY_NAME = 'Vitrine PB';

/** Every screen of a store, with the parameters the demo data answers. */
function storeRoutes(pb: string, officeEdition: boolean): string[] {
  return [
    `/pb/${pb}`,
    `/pb/${pb}/emprestimos`,
    `/pb/${pb}/emprestimos/segment/pj`,
    `/pb/${pb}/emprestimos/1`,
    `/pb/${pb}/cartoes-de-credito/22`,
    `/pb/${pb}/home-equity/55`,
    `/pb/${pb}/consorcios/117`,
    `/pb/${pb}/perfil`,
    `/pb/${pb}/analytics`,
    `/pb/${pb}/qrcode?qrcode=sim&label=Conta%20Digital%20Lume`,
    `/pb/${pb}/he/pilar`,
    `/pb/${pb}/emprestimo-empresarial`,
    `/pb/${pb}/saiba-mais/pilar`,
    `/pb/${pb}/consorcio/`,
    `/pb/${pb}/simulador/financiamento-imobiliario/97`,
    `/pb/${pb}/simulador/consorcio/117`,
    `/pb/${pb}/financiamento/alicerce`,
    `/pb/${pb}/solicitation/`,
    ...(officeEdition ? [`/pb/${pb}/sobre-escritorios`] : []),
  ];
}

/** Console errors, page errors and failed requests of a page, as readable lines. */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => {
    // Requests cut short by the page moving on (a redirect rule) are not failures.
    if (request.failure()?.errorText !== 'net::ERR_ABORTED') problems.push(`failed: ${request.url()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && !response.url().endsWith('/404')) {
      problems.push(`HTTP ${response.status()}: ${response.url()}`);
    }
  });
  return problems;
}

/** Waits until the page has settled: no request under way and the store's chrome drawn. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('html[data-chrome-pending]')).toHaveCount(0);
}

test.beforeEach(async ({ context, page, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: '1', url: baseURL ?? 'http://localhost' }]);
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test.describe('every route runs clean', () => {
  onLongFlowBrandsOnly();
  for (const pb of ['ana-souza', WHITE_LABEL.pb]) {
    test(`no console error and no failed request on the routes of ${pb}`, async ({ page, brand }) => {
      test.setTimeout(120_000);
      const problems = watchProblems(page);
      for (const path of storeRoutes(pb, brand.officeEdition)) {
        const before = problems.length;
        await page.goto(path);
        await settle(page);
        expect(problems.slice(before), path).toEqual([]);
      }
    });
  }
});

test.describe('a white-label store shows no trace of the provider', () => {
  onLongFlowBrandsOnly();
  test('walks every route of carlos-lima', async ({ page, brand }) => {
    test.setTimeout(120_000);
    const banned = [
      brand.name,
      PROVIDER_COMPANY_NAME,
      new URL(brand.partnerPageUrl).host,
      brand.contacts.email,
      'Personal Banker',
      // A brand whose banker title is the company's own word cannot leak it.
      ...(brand.bankerTitle.singular === 'Consultor' ? [] : [brand.bankerTitle.singular]),
    ];
    for (const path of storeRoutes(WHITE_LABEL.pb, brand.officeEdition)) {
      await page.goto(path);
      await settle(page);
      const seen = await page.evaluate((primary) => {
        const shown = (el: Element) => el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
        const attributes: string[] = [document.title];
        for (const el of document.querySelectorAll('body *')) {
          if (!shown(el)) continue;
          for (const name of ['href', 'src', 'alt', 'aria-label', 'title']) {
            const value = el.getAttribute(name);
            if (value) attributes.push(value);
          }
        }
        for (const el of document.head.querySelectorAll('link[rel*="icon"], link[rel="manifest"], meta')) {
          attributes.push(el.getAttribute('href') ?? el.getAttribute('content') ?? '');
        }
        // The provider's colour, as the browser writes computed colours.
        const probe = document.createElement('i');
        probe.style.color = primary;
        document.body.append(probe);
        const rgb = getComputedStyle(probe).color;
        probe.remove();
        const coloured = [...document.querySelectorAll('body *')]
          .filter(shown)
          .filter((el) => {
            const style = getComputedStyle(el);
            return [style.backgroundColor, style.color, style.borderTopColor].includes(rgb);
          })
          .map((el) => el.outerHTML.slice(0, 80));
        // biome-ignore lint/performance/useDomNodeTextContent: only the text people see (hidden slots are left out)
        return { text: document.body.innerText, attributes, coloured };
      }, brand.colors.primary);
      for (const word of banned) {
        expect(seen.text, `${path}: text names "${word}"`).not.toContain(word);
        expect(
          seen.attributes.filter((a) => a.includes(word)),
          `${path}: attributes name "${word}"`,
        ).toEqual([]);
      }
      expect(
        seen.attributes.filter((a) =>
          /^\/(favicon\.svg|apple-touch-icon\.png|manifest\.webmanifest)$/.test(a),
        ),
        `${path}: the brand's icons`,
      ).toEqual([]);
      expect(seen.coloured, `${path}: the brand's colour`).toEqual([]);
    }
  });

  test("the profile's fallback leads to the company's go-back link in its words", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(`/pb/${WHITE_LABEL.pb}/perfil`);
    await settle(page);
    await expect(page.getByRole('heading', { name: 'Algo de errado não está certo.' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Voltar para o marketplace' })).toHaveAttribute(
      'href',
      WHITE_LABEL.goBackLink,
    );
    await expect(page.getByRole('link', { name: 'Encontre um Consultor' })).toHaveAttribute(
      'href',
      WHITE_LABEL.goBackLink,
    );
  });

  test('from the root, the error page follows the last store’s go-back link', async ({ page }) => {
    await page.route(`${WHITE_LABEL.goBackLink}**`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Atlântica</title>' }),
    );
    await page.goto(`/pb/${WHITE_LABEL.pb}`);
    await settle(page);
    await page.goto('/');
    await expect(page).toHaveURL(WHITE_LABEL.goBackLink);
  });

  test('a store without a go-back link stays on the error page', async ({ page }) => {
    await page.goto('/pb/ana-souza');
    await settle(page);
    await page.goto('/');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('heading', { name: 'Algo de errado não está certo.' })).toBeVisible();
  });
});

test.describe('titles and link previews', () => {
  test('the tab names the page and the banker', async ({ page }) => {
    await page.goto('/pb/ana-souza/emprestimos/1');
    await expect(page).toHaveTitle('Crédito Pessoal Aurora · Loja de Ana Souza');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Ana Souza/);
    await page.goto('/pb/ana-souza/cartoes-de-credito');
    await expect(page).toHaveTitle('Cartões de Crédito · Loja de Ana Souza');
    await page.goto('/pb/ana-souza');
    await expect(page).toHaveTitle('Início · Loja de Ana Souza');
  });

  test('/s/ana-souza answers Open Graph tags and a 1200×630 image, and sends people to the store', async ({
    page,
  }) => {
    const response = await page.request.get('/s/ana-souza');
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toMatch(/public/);
    const html = await response.text();
    const meta = (key: string) =>
      new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1] ?? '';
    expect(meta('og:title')).toBe('Loja de Ana Souza');
    expect(meta('twitter:card')).toBe('summary_large_image');
    const image = await page.request.get(meta('og:image'));
    expect(image.headers()['content-type']).toBe('image/png');
    const png = await image.body();
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    await page.goto('/s/ana-souza');
    await expect(page).toHaveURL(/\/pb\/ana-souza$/);
  });

  test("'Compartilhar' shares the store's preview address", async ({ page, baseURL }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/pb/ana-souza');
    await settle(page);
    await page.getByRole('button', { name: 'Compartilhar' }).click();
    const whatsapp = page.getByRole('link', { name: 'WhatsApp' });
    await expect(whatsapp).toHaveAttribute('href', new RegExp(encodeURIComponent(`${baseURL}/s/ana-souza`)));
  });
});

test.describe('small things', () => {
  test('switching the group tab adds a history entry; Back stays in the store', async ({ page }) => {
    await page.goto('/pb/ana-souza/emprestimos');
    await settle(page);
    await page.getByRole('tab', { name: 'Para sua empresa' }).click();
    await expect(page).toHaveURL(/\/pb\/ana-souza\/emprestimos\/segment\/pj$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/pb\/ana-souza\/emprestimos$/);
    await expect(page.getByRole('tab', { name: 'Para você' })).toHaveAttribute('aria-selected', 'true');
  });

  test('the footer’s about link reaches the store home from any page', async ({ page, brand }) => {
    const about = brand.footerLinks.flatMap((c) => c.links).find((l) => l.href === '#openbank');
    test.skip(!about, 'this brand has no footer link to the about section');
    await page.goto('/pb/ana-souza/emprestimos/1');
    await settle(page);
    await expect(page.locator('footer').getByRole('link', { name: about?.label ?? '' })).toHaveAttribute(
      'href',
      '/pb/ana-souza#openbank',
    );
  });

  test('the floating actions button is clear of the partners arrows on phones', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/pb/ana-souza');
    await settle(page);
    const floating = page.getByRole('button', { name: 'Abrir ações' });
    for (const name of ['Parceiros anteriores', 'Próximos parceiros']) {
      const arrow = page.getByRole('button', { name });
      await arrow.scrollIntoViewIfNeeded();
      const f = await floating.boundingBox();
      const a = await arrow.boundingBox();
      if (!f || !a) throw new Error('both controls are on the page');
      const apart = a.x + a.width <= f.x || f.x + f.width <= a.x;
      expect(apart, name).toBe(true);
    }
  });

  test("the user menu's focus ring is drawn in the header focus colour", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/pb/ana-souza');
    await settle(page);
    const menu = page.getByRole('button', { name: 'Abrir menu' });
    await menu.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    const ring = await menu.evaluate((el) => {
      const style = getComputedStyle(el);
      return { width: style.outlineWidth, style: style.outlineStyle };
    });
    expect(ring.style).not.toBe('none');
    expect(Number.parseFloat(ring.width)).toBeGreaterThanOrEqual(2);
  });
});

test.describe('screens look as approved', () => {
  for (const [label, size] of SCREENS) {
    test(`group, card product, profile and QR (${label})`, async ({ page }) => {
      await page.setViewportSize(size);
      await page.goto('/pb/ana-souza/cartoes-de-credito');
      await settle(page);
      await expect(page.locator('[data-product-card]').first()).toBeVisible();
      await expect(page).toHaveScreenshot(`group-${label}.png`, { fullPage: true });
      await page.goto('/pb/ana-souza/cartoes-de-credito/22');
      await settle(page);
      await expect(page.getByRole('heading', { name: 'Vantagens' })).toBeVisible();
      await expect(page).toHaveScreenshot(`product-card-${label}.png`, { fullPage: true });
      await page.goto('/pb/ana-souza/perfil');
      await settle(page);
      await expect(page).toHaveScreenshot(`profile-${label}.png`, { fullPage: true });
      await page.goto('/pb/ana-souza/qrcode?qrcode=sim&label=Conta%20Digital%20Lume');
      await settle(page);
      await expect(page.getByText('Obrigado!')).toBeVisible();
      await expect(page).toHaveScreenshot(`qrcode-${label}.png`, { fullPage: true });
    });
  }
});

import { DESKTOP, expect, expectNoA11yViolations, JOURNEY, PHONE, test } from './fixtures.ts';
import { settle, WHITE_LABEL } from './walk-helpers.ts';

/**
 * How the store looks and what it gives away, on every brand: no console error or failed request
 * on any route, no trace of the provider in a white-label store, titles naming the banker, link
 * previews for crawlers, and the screens as approved.
 */

test.beforeEach(async ({ context, page, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: '1', url: baseURL ?? 'http://localhost' }]);
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test.describe('a white-label store and the error page', { tag: JOURNEY.browse }, () => {
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

test.describe('titles and link previews', { tag: JOURNEY.browse }, () => {
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

test.describe('small things', { tag: JOURNEY.browse }, () => {
  test('switching the group tab adds a history entry; Back stays in the store', async ({ page }) => {
    await page.goto('/pb/ana-souza/emprestimos');
    await settle(page);
    await page.getByRole('tab', { name: 'Para sua empresa' }).click();
    await expect(page).toHaveURL(/\/pb\/ana-souza\/emprestimos\/segment\/pj$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/pb\/ana-souza\/emprestimos$/);
    await expect(page.getByRole('tab', { name: 'Para você' })).toHaveAttribute('aria-selected', 'true');
  });

  test('the footer’s about link reaches the store home from any page', { tag: JOURNEY.brand }, async ({
    page,
    brand,
  }) => {
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

  test("the user menu's focus ring is drawn in the header focus colour", { tag: JOURNEY.brand }, async ({
    page,
  }) => {
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

test.describe('screens pass axe on every brand', { tag: JOURNEY.brand }, () => {
  test('group, card product, profile and QR (desktop)', async ({ page }) => {
    // The brand's colours are the same at every width: axe once per screen, at desktop width.
    await page.setViewportSize(DESKTOP);
    for (const path of [
      '/pb/ana-souza/cartoes-de-credito',
      '/pb/ana-souza/cartoes-de-credito/22',
      '/pb/ana-souza/perfil',
      '/pb/ana-souza/qrcode?qrcode=sim&label=Conta%20Digital%20Lume',
    ]) {
      await page.goto(path);
      await settle(page);
      await expectNoA11yViolations(page);
    }
  });
});

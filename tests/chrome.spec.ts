import { expect, expectNoA11yViolations, JOURNEY, test } from './fixtures.ts';

test.describe('static screens and brand chrome', () => {
  test('the error page shows the documented texts', { tag: JOURNEY.brand }, async ({ page }) => {
    await page.goto('/404');
    await expect(page.getByRole('heading', { name: 'Algo de errado não está certo.' })).toBeVisible();
    await expect(page.getByText('Infelizmente a página que está tentando acessar não existe.')).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test('the blocked page shows the documented texts', { tag: JOURNEY.brand }, async ({ page, brand }) => {
    await page.goto('/lojabloqueada');
    await expect(
      page.getByRole('heading', {
        name: 'Esta loja foi desabilitada temporariamente ou não está disponível!',
      }),
    ).toBeVisible();
    await expect(page.getByText(`Entre em contato com o seu ${brand.bankerTitle.singular}`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Loja com atendimento remoto' })).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test('the root and unknown addresses land on the error page', { tag: JOURNEY.browse }, async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/404$/);
    const response = await page.goto('/nada/por/aqui');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Algo de errado não está certo.' })).toBeVisible();
  });

  test('accepting cookies persists across reloads', { tag: JOURNEY.consent }, async ({ page }) => {
    await page.goto('/404');
    const banner = page.getByRole('region', { name: 'Aviso de cookies' });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Aceitar todos' }).click();
    await expect(banner).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Algo de errado não está certo.' })).toBeVisible();
    await expect(banner).toBeHidden();
    const consent = (await page.context().cookies()).find((c) => c.name === 'cookie_consent');
    const oneYear = Date.now() / 1000 + 364 * 24 * 3600;
    expect(consent?.expires).toBeGreaterThan(oneYear);
  });

  test('the cookie policy dialog lists every section', { tag: JOURNEY.brand }, async ({ page }) => {
    await page.goto('/404');
    await page.getByRole('button', { name: 'Política de Cookies' }).click();
    const dialog = page.getByRole('dialog', { name: 'Política de Cookies' });
    for (const heading of [
      'O que são cookies?',
      'Por que utilizamos cookies?',
      'Tipos de cookies que utilizamos',
      'Como gerenciar os cookies',
      'Disposições finais',
      'Contato',
    ]) {
      await expect(dialog.getByRole('heading', { name: heading })).toBeVisible();
    }
    await expect(dialog.getByText('Necessários:')).toBeVisible();
    await expectNoA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('the footer follows the plan', { tag: JOURNEY.brand }, async ({ page, brand }) => {
    await page.goto('/404');
    const footer = page.locator('footer');
    await expect(footer.getByText('A plataforma não é um banco nem uma distribuidora')).toBeVisible();
    const channels = footer.locator('[data-contact-channels]');
    if (brand.plan === 'lite') await expect(channels).toHaveCount(0);
    else await expect(channels.getByText(brand.contacts.email)).toBeVisible();
  });

  test('sobre-escritorios exists only with the office edition', { tag: JOURNEY.brand }, async ({
    page,
    brand,
  }) => {
    const response = await page.goto('/pb/ana-souza/sobre-escritorios');
    if (brand.officeEdition) {
      expect(response?.status()).toBe(200);
      await expect(page.locator('main')).toHaveAttribute('data-screen', 'about-offices');
    } else {
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Algo de errado não está certo.' })).toBeVisible();
    }
  });

  test('deep links reload into the right shell', { tag: JOURNEY.browse }, async ({ page }) => {
    for (const [path, screen] of [
      ['/pb/ana-souza/perfil', 'perfil'],
      ['/pb/ana-souza/emprestimos/1', 'product'],
      ['/pb/ana-souza/emprestimos/segment/pj', 'group'],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await page.reload();
      await expect(page.locator('main')).toHaveAttribute('data-screen', screen);
    }
  });
});

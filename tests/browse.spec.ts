import type { Page } from '@playwright/test';
import {
  COOKIE_CONSENT,
  expect,
  expectNoA11yViolations,
  JOURNEY,
  PHONE,
  readToEnd,
  test,
} from './fixtures.ts';

/**
 * Browsing a banker's store through the local server with the demo data, on every
 * brand: one page load per screen, several assertions each.
 */

interface ApiProduct {
  id: number;
  title: string;
  family_slug: string;
  description: string;
  products_related: unknown[];
}

const api = (page: Page, path: string) =>
  page.request.get(`/api/store/${path}`).then(async (response) => {
    expect(response.ok(), path).toBe(true);
    return response.json();
  });

test.beforeEach(async ({ context, page, baseURL }) => {
  // No cookie banner over the content and no autoplay moving the screenshots.
  await context.addCookies([{ ...COOKIE_CONSENT, url: baseURL ?? 'http://localhost' }]);
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test.describe('a banker store', { tag: JOURNEY.browse }, () => {
  test('home: strip, banners, families, partners, about and product list', { tag: JOURNEY.brand }, async ({
    page,
    brand,
  }) => {
    await page.goto('/pb/ana-souza');
    await readToEnd(page);
    const strip = page.locator('[data-profile-strip]');
    await expect(strip.getByText('Ana Souza', { exact: true })).toBeVisible();
    await expect(strip.getByText(brand.bankerTitle.singular, { exact: true })).toBeVisible();
    await expect(strip.getByText('ana.souza@exemplo.com.br')).toBeVisible();
    await expect(strip.getByRole('link', { name: 'Ver perfil' })).toHaveAttribute(
      'href',
      '/pb/ana-souza/perfil',
    );

    // Banner links carry the banker slug instead of {pb}.
    const banner = page.getByRole('region', { name: 'Destaques' }).getByRole('link').first();
    await expect(banner).toHaveAttribute('href', /^\/pb\/ana-souza\//);

    // Coming-soon family: ribbon, no link; the others link to their page.
    const soon = page.locator('[data-family="investimentos"]');
    await expect(soon.getByText('EM BREVE')).toBeVisible();
    await expect(soon.getByRole('link')).toHaveCount(0);
    await expect(page.locator('[data-family="emprestimos"] a')).toHaveAttribute(
      'href',
      '/pb/ana-souza/emprestimos',
    );
    const renamed = brand.familyRenames['3'];
    if (renamed) await expect(page.locator('[data-family="financiamentos"]')).toContainText(renamed);

    await expect(page.getByRole('heading', { name: 'Instituições parceiras' })).toBeVisible();
    await expect(page.locator('[data-partners-per-page]')).toHaveAttribute('data-partners-per-page', '8');
    await expect(page.locator('#openbank')).toContainText(brand.bankerTitle.singular);

    // Product list: one tab per listed family (coming soon left out).
    const list = page.locator('#products');
    await expect(list.getByRole('tab', { name: 'Empréstimos' })).toBeVisible();
    await expect(list.getByRole('tab', { name: /Investimentos/ })).toHaveCount(0);
    await list.getByRole('tab', { name: 'Seguros' }).click();
    await expect(list.getByRole('tabpanel')).toContainText('Seguros');

    await page.getByRole('link', { name: 'Conheça todos os produtos' }).click();
    await expect(page).toHaveURL(/#products$/);
    await expect(list.getByRole('heading', { name: 'Todos os produtos' })).toBeInViewport();
    for (const item of brand.headerItems)
      await expect(page.locator('header').getByRole('link', { name: item.label })).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test('home on a phone: store title, panels and the floating menu', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/pb/ana-souza');
    await expect(page.getByText('Loja de Ana Souza')).toBeVisible();
    await readToEnd(page);
    await expect(page.locator('[data-partners-per-page]')).toHaveAttribute('data-partners-per-page', '2');
    const panel = page.locator('#products').getByRole('button', { name: 'Empréstimos' });
    await panel.click();
    await expect(
      page.locator('#products').getByRole('link', { name: 'Crédito Pessoal Aurora' }).last(),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Abrir ações' }).click();
    await expect(page.getByRole('link', { name: 'Ver perfil' })).toBeVisible();
    await page.locator('[data-floating-menu]').getByRole('button', { name: 'Compartilhar' }).click();
    await expect(page.getByRole('heading', { name: 'Compartilhar' })).toBeVisible();
  });

  // The networks, their 600x600 popups, the mailto link, 'Copiar link' with 'Link copiado!' and
  // Escape closing: src/features/catalog/pages/ShareModal.test.tsx. Here what needs the page and a layout.
  test('share modal: opened from the strip, 600 px wide and accessible', async ({ page }) => {
    await page.goto('/pb/ana-souza');
    await page.locator('[data-profile-strip]').getByRole('button', { name: 'Compartilhar' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Compartilhar' })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Endereço da loja' })).toHaveValue(/\/s\/ana-souza/);
    const width = await page
      .locator('[data-modal="share"]')
      .evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBe(600);
    await expectNoA11yViolations(page);
  });

  test('group page: breadcrumb, tabs and the segment in the address', async ({ page }) => {
    const group = await api(page, 'pb/ana-souza/productgroups/emprestimos/');
    await page.goto('/pb/ana-souza/emprestimos');
    await expect(page.getByRole('heading', { level: 1, name: group.name })).toBeVisible();
    await expect(page.getByText(group.sub_title)).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Trilha de navegação' }).getByRole('link', { name: 'Início' }),
    ).toHaveAttribute('href', '/pb/ana-souza');
    const personal = page.getByRole('tab', { name: 'Para você' });
    const business = page.getByRole('tab', { name: 'Para sua empresa' });
    await expect(personal).toHaveAttribute('aria-selected', 'true');
    const firstPersonal = group.items.find((i: { is_pj: boolean }) => !i.is_pj);
    const firstBusiness = group.items.find((i: { is_pj: boolean }) => i.is_pj);
    await expect(page.locator(`[data-product-card="${firstPersonal.id}"]`)).toBeVisible();
    await business.click();
    await expect(page).toHaveURL(/\/pb\/ana-souza\/emprestimos\/segment\/pj$/);
    await expect(page.locator(`[data-product-card="${firstBusiness.id}"]`)).toBeVisible();
    await expectNoA11yViolations(page);

    // A family without business products: that tab is disabled.
    await page.goto('/pb/ana-souza/beneficios/segment/pj');
    await expect(page.getByRole('tab', { name: 'Para sua empresa' })).toBeDisabled();
    await expect(page.getByRole('tab', { name: 'Para você' })).toHaveAttribute('aria-selected', 'true');
  });

  test('product page: description with the brand title, request button, related products, disclaimer', {
    tag: JOURNEY.brand,
  }, async ({ page, brand }) => {
    const product: ApiProduct = await api(page, 'pb/ana-souza/product/1/');
    await page.goto(`/pb/ana-souza/${product.family_slug}/1`);
    await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
    const description = product.description
      .replaceAll('Personal Bankers', brand.bankerTitle.plural)
      .replaceAll('Personal Banker', brand.bankerTitle.singular);
    await expect(page.getByText(description)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Solicitar agora' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Outros clientes também compraram' })).toBeVisible();
    await expect(page.locator('[data-product-disclaimer]')).toContainText('não é uma instituição financeira');
    await expect(page.getByRole('link', { name: 'Voltar' })).toHaveAttribute(
      'href',
      `/pb/ana-souza/${product.family_slug}`,
    );
    await expectNoA11yViolations(page);
  });

  test('the fixed request button appears on phones after 1005 px of scroll', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/pb/ana-souza/emprestimos/1');
    await expect(page.getByRole('button', { name: 'Solicitar agora' })).toBeVisible();
    const sticky = page.locator('[data-sticky-request]');
    await expect(sticky).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 1100));
    await expect(sticky.getByRole('button', { name: 'Solicitar agora' })).toBeInViewport();
  });

  for (const [id, label] of [
    [55, 'Quero solicitar uma cotação'],
    [91, 'Quero solicitar uma cotação'],
    [118, 'Abra sua conta'],
  ] as const) {
    test(`landing of product ${id}`, async ({ page }) => {
      const product: ApiProduct = await api(page, `pb/ana-souza/product/${id}/`);
      await page.goto(`/pb/ana-souza/${product.family_slug}/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
      await expect(page.getByRole('button', { name: label })).toHaveCount(2);
      await expect(page.getByRole('heading', { name: 'Vantagens' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Como funciona' })).toBeVisible();
      await expect(page.locator('ol > li')).toHaveCount(4);
      const questions = page.locator('[data-questions]');
      await expect(questions.getByRole('heading', { name: 'Dúvidas?' })).toBeVisible();
      await expect(questions).toContainText('Ana Souza');
      await expect(questions).toContainText('Porto Alegre - RS');
      await expect(questions.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
        'href',
        'https://wa.me/5551998765432',
      );
      if (id === 118) await expectNoA11yViolations(page);
    });
  }

  test('profile: every section, and the missing city', async ({ page, brand }) => {
    await page.goto('/pb/ana-souza/perfil');
    const occupation = brand.bankerTitle.singular;
    await expect(page.getByRole('heading', { level: 1, name: 'Ana Souza' })).toBeVisible();
    for (const heading of [
      `Tempo como ${occupation}`,
      'Cidade',
      'Carreira',
      'Certificações',
      'Contatos',
      'Assistente',
      'Quem sou eu',
    ]) {
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    }
    await expect(page.getByText('Porto Alegre - RS')).toBeVisible();
    await expect(page.getByText('CPA-20')).toBeVisible();
    for (const label of ['WhatsApp:', 'Facebook:', 'Instagram:', 'LinkedIn:'])
      await expect(page.locator('main').getByText(label)).toBeVisible();
    await expect(page.getByText('Bia Ramos')).toBeVisible();
    await expectNoA11yViolations(page);

    // The same profile without a city. The page is served as a host without includes serves it
    // (the shell file), so it asks for the profile itself instead of reading the included answer.
    await page.route('**/pb/ana-souza/perfil', async (route) => {
      const shell = new URL('/shell/perfil/index.html', route.request().url()).href;
      await route.fulfill({ response: await route.fetch({ url: shell }) });
    });
    await page.route('**/api/auth/person/v2/pbprofile/ana-souza/', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.person.address.city = null;
      await route.fulfill({ response, json: body });
    });
    await page.reload();
    await expect(page.getByText('Cidade não definida.')).toBeVisible();
  });

  test('QR screen: thanks, store links or the QR code', async ({ page }) => {
    await page.goto('/pb/ana-souza/qrcode?qrcode=sim&label=Conta%20Digital');
    await expect(page.getByRole('heading', { name: 'Obrigado!' })).toBeVisible();
    await expect(page.getByText('Este é o último passo da solicitação de Conta Digital.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Baixar na App Store' })).toBeVisible();
    await expectNoA11yViolations(page);

    const png =
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    await page.evaluate(
      (qrcode) => sessionStorage.setItem('qrScreen', JSON.stringify({ qrcode, label: 'Conta Digital' })),
      png,
    );
    await page.goto('/pb/ana-souza/qrcode');
    await expect(page.getByRole('img', { name: /QR code/ })).toHaveAttribute(
      'src',
      `data:image/png;base64,${png}`,
    );
    await expect(page.getByRole('link', { name: 'Baixar na App Store' })).toHaveCount(0);
    await expect(page.getByText('Baixar na App Store')).toHaveAttribute('aria-disabled', 'true');

    await page.evaluate(() => sessionStorage.removeItem('qrScreen'));
    await page.goto('/pb/ana-souza/qrcode');
    await expect(page).toHaveURL(/\/pb\/ana-souza$/);
  });
});

test.describe('white-label, blocked and unknown stores', { tag: JOURNEY.browse }, () => {
  test('carlos-lima shows the company chrome and hides the provider contacts', {
    tag: JOURNEY.brand,
  }, async ({ page, brand }) => {
    const market = await api(page, 'pb/carlos-lima/marketplace/');
    await page.goto('/pb/carlos-lima');
    const logo = page.locator('[data-logo-company]');
    await expect(logo).toBeVisible();
    await expect(logo).toHaveAttribute('src', market.headerLogo);
    await expect(page.locator('[data-logo-baked]')).toBeHidden();
    await expect(page.locator('[data-brand-logo]')).toHaveAttribute(
      'aria-label',
      `${market.companyName}: página inicial`,
    );
    const header = page.locator('header');
    for (const item of market.customHeaderItems)
      await expect(header.getByRole('link', { name: item.label })).toBeVisible();
    for (const item of brand.headerItems)
      await expect(header.getByRole('link', { name: item.label })).toBeHidden();
    await expect(
      page.locator('[data-profile-strip]').getByText(market.occupation, { exact: true }),
    ).toBeVisible();
    await expect(page.locator('[data-profile-strip]').getByRole('link', { name: 'Ver perfil' })).toHaveCount(
      0,
    );
    const footer = page.locator('footer');
    await expect(footer.getByText(market.footerDisclaimer.text)).toBeVisible();
    await expect(footer.getByText(market.footerDisclaimer.contact)).toBeVisible();
    await expect(footer.getByText(market.footerDisclaimer.extraContact)).toBeVisible();
    // The provider's own contacts (channels, and the brand disclaimer that names them) are hidden.
    for (const mention of await footer.getByText(brand.contacts.email).all())
      await expect(mention).toBeHidden();
    await expect(footer.locator('[data-brand-disclaimer]').first()).toBeHidden();
    for (const columns of await footer.locator('[data-footer-links]').all())
      await expect(columns).toBeHidden();
    await expect(footer.getByRole('link', { name: `Conheça a ${market.companyName}` })).toHaveAttribute(
      'href',
      market.goBackLink,
    );
    await expect(page.locator('#favicon')).toHaveAttribute('href', market.favicon);
    const primary = await page.evaluate(() =>
      document.documentElement.style.getPropertyValue('--brand-primary'),
    );
    expect(primary).toBe(market.storeColor);
    // The tab names the page and the banker, never the provider.
    await expect(page).toHaveTitle('Início · Loja de Carlos Lima');
    await expectNoA11yViolations(page);

    // Profile falls back to the error screen in white-label mode.
    await page.goto('/pb/carlos-lima/perfil');
    await expect(page.getByRole('heading', { name: 'Algo de errado não está certo.' })).toBeVisible();
    await expect(page.locator('[data-profile-strip]')).toBeHidden();
  });

  test('loja-pausada lands on the blocked page', async ({ page }) => {
    await page.goto('/pb/loja-pausada');
    await expect(page).toHaveURL(/\/lojabloqueada$/);
    await expect(
      page.getByRole('heading', {
        name: 'Esta loja foi desabilitada temporariamente ou não está disponível!',
      }),
    ).toBeVisible();
  });

  test('an unknown slug lands on the error page and clears the session', async ({ page }) => {
    await page.goto('/404');
    await page.evaluate(() => sessionStorage.setItem('invite', 'true'));
    await page.goto('/pb/ninguem-aqui');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('heading', { name: 'Algo de errado não está certo.' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('invite'))).toBeNull();
  });

  test('an unknown group and an unknown product go home', async ({ page }) => {
    await page.goto('/pb/ana-souza/nao-existe');
    await expect(page).toHaveURL(/\/pb\/ana-souza$/);
    await expect(page.locator('main')).toHaveAttribute('data-screen', 'home');
    await page.goto('/pb/ana-souza/emprestimos/999999');
    await expect(page).toHaveURL(/\/pb\/ana-souza$/);
  });
});

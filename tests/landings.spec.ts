import type { Page } from '@playwright/test';
import { PROFILE_MESSAGES } from '../src/contract/checkout.ts';
import { mailboxOf } from './accounts-helpers.ts';
import { expect, expectNoA11yViolations, JOURNEY, SCREENS, test } from './fixtures.ts';
import { logInCpfHolder } from './holder-helpers.ts';
import {
  acceptCookies,
  bankerLastOrders,
  fillDefaultStep,
  isOrderPost,
  logInBanker,
  logInNewCustomer,
  orderBody,
  randomCnpj,
  routeSandboxToServer,
  STORE,
  startRequest,
} from './requests-helpers.ts';

/** No element wider than the phone screen. */
async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Fills the home-equity request with a credit inside the share of the property. */
async function fillHomeEquity(page: Page, owner: string): Promise<void> {
  const form = page.getByRole('form', { name: /Dados do (imóvel|condomínio) e do crédito/ });
  await form.getByLabel('Tipo de imóvel').selectOption('apartment');
  await form.getByLabel('Proprietário do imóvel').selectOption(owner);
  await form.getByLabel('Valor do imóvel').fill('50000000');
  await form.getByLabel('Estado do imóvel').selectOption('RS');
  // The state's cities arrive from the service; until then the list is disabled.
  const city = form.getByLabel('Cidade do imóvel');
  await expect(city).toBeEnabled();
  if ((await city.evaluate((el) => el.tagName)) === 'SELECT') await city.selectOption('Porto Alegre');
  else await city.fill('Porto Alegre');
  await form.getByLabel('Crédito desejado').fill('20000000');
  await form.getByLabel('Prazo').selectOption('120');
  await form.getByLabel('Finalidade do crédito').selectOption({ index: 1 });
  await form.getByLabel(/Renda mensal|Faturamento mensal/).fill('1500000');
}

test.describe('home equity', { tag: JOURNEY.landings }, () => {
  test.describe.configure({ timeout: 90_000 });

  test('55: from the product page, the request with its estimate, a stored order and the partner', async ({
    page,
    request,
    baseURL,
  }) => {
    const customer = await logInNewCustomer(page, request, baseURL as string);
    await routeSandboxToServer(page, baseURL as string);
    await startRequest(page, '/home-equity/55', 'Quero solicitar uma cotação');
    await expect(page).toHaveURL(/\/pb\/ana-souza\/he\/[a-z-]+$/);
    await expect(page.locator('[data-home-equity="individual"][data-variant="one"]')).toBeVisible();
    // The flow has the page to itself: no profile strip, no footer (docs/catalog-and-store.md#header-footer-and-cookies).
    await expect(page.locator('[data-profile-strip]')).toHaveCount(0);
    await expect(page.locator('[data-footer]')).toBeHidden();

    // Rules of docs/validation-and-errors.md#validation-rules before anything is sent.
    await page.getByRole('button', { name: 'Quero solicitar uma cotação' }).click();
    await expect(page.getByText('Campo obrigatório.').first()).toBeVisible();
    await fillHomeEquity(page, 'own');
    await page.getByLabel('Crédito desejado').fill('40000000');
    await expect(page.getByText(/O empréstimo pode ser de até 60% do valor do imóvel/)).toBeVisible();
    await page.getByLabel('Crédito desejado').fill('20000000');

    // The live estimate: PRICE and SAC at 1,09% a month over 120 months, with the CET.
    const estimate = page.locator('[data-estimate]');
    await expect(estimate.locator('[data-estimate-price]')).toContainText('R$ 2.995,66');
    await expect(estimate.locator('[data-estimate-sac]')).toContainText('R$ 3.846,67');
    await expect(estimate).toContainText('CET 13,89% a.a. (1,09% a.m.)');
    await expect(estimate.locator('[data-max-credit]')).toContainText('R$ 300.000,00');
    // What the law asks of an offer: amount financed, total paid, validity, whom the store acts for.
    await expect(estimate.locator('[data-financed]')).toContainText('R$ 200.000,00');
    await expect(estimate.locator('[data-estimate-price]')).toContainText('Total pago R$ 359.479,05');
    await expect(estimate.locator('[data-offer-validity]')).toHaveText(
      /^Oferta válida até \d{2}\/\d{2}\/\d{4}$/,
    );
    await expect(estimate.locator('[data-correspondent]')).toHaveText(
      'Correspondente de Pilar Sociedade de Crédito Imobiliário S.A. (CNPJ 81.540.269/0001-62)',
    );
    await expectNoA11yViolations(page);

    await page.getByRole('button', { name: 'Quero solicitar uma cotação' }).click();
    const order = page.getByRole('dialog', { name: 'Confirmação de dados' });
    await fillDefaultStep(order, {});
    const posted = page.waitForRequest(isOrderPost);
    const answered = page.waitForResponse((response) => isOrderPost(response.request()));
    await order.getByRole('button', { name: 'Continuar' }).click();
    const sent = await posted;
    expect(new URL(sent.url()).pathname).toBe('/api/checkout/homeequity/v1/order/');
    expect(orderBody(sent)).toMatchObject({
      product: 55,
      customer: customer.id,
      property_type: 'apartment',
      property_owner: 'own',
      home_equity: 500000,
      loan_value: 200000,
      deadline: '120',
      real_estate_address_state: 'RS',
    });
    const [first] = (await (await answered).json()) as { order_id: number; url: string }[];
    expect(first?.order_id).toBeGreaterThan(0);

    const stored = (await bankerLastOrders(request)).find((o) => o.id === first?.order_id);
    expect(stored).toMatchObject({ product: 'Home Equity Pessoa Física', lead: { id: customer.id } });

    // Success as docs/ordering.md#order-modal, then the partner's page of the answer's url.
    await expect(order.getByText('Solicitação enviada!')).toBeVisible();
    await order.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(new RegExp(`/sandbox/pedido/${first?.order_id}-[0-9a-f]+$`));
  });

  test('91: the company request carries the company to orderpj', async ({ page, request, baseURL }) => {
    await logInNewCustomer(page, request, baseURL as string);
    await startRequest(page, '/home-equity/91', 'Quero solicitar uma cotação');
    await expect(page.locator('[data-home-equity="company"]')).toBeVisible();
    await expect(page.locator('[data-footer]')).toBeHidden();
    await expect(
      page.getByLabel('Finalidade do crédito').locator('option', { hasText: 'Capital de giro' }),
    ).toHaveCount(1);
    await fillHomeEquity(page, 'company');
    await page.getByRole('button', { name: 'Quero solicitar uma cotação' }).click();

    const order = page.getByRole('dialog', { name: 'Confirmação de dados' });
    await fillDefaultStep(order, {});
    await order.getByRole('button', { name: 'Continuar' }).click();
    const cnpj = randomCnpj();
    await order.getByLabel('Nome da empresa').fill('Comércio Teste Ltda');
    await order.getByLabel('CNPJ').fill(cnpj);
    const posted = page.waitForRequest(
      (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/checkout/homeequity/v1/orderpj/',
    );
    await order.getByRole('button', { name: 'Continuar' }).click();
    const sent = await posted;
    expect(orderBody(sent)).toMatchObject({ product: 91, cnpj, property_owner: 'company' });
    await expect(order.getByText('Solicitação enviada!')).toBeVisible();
  });

  test('233 is the condo variant two', async ({ page, request, baseURL }) => {
    await logInNewCustomer(page, request, baseURL as string);
    await startRequest(page, '/home-equity/233');
    await expect(page.locator('[data-home-equity="condo"][data-variant="two"]')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'O que é o Crédito para Condomínios?' })).toBeVisible();
    await expect(page.getByLabel('Finalidade do crédito').locator('option')).toHaveCount(7);
    await expectNoA11yViolations(page);
  });
});

test.describe('business credit', { tag: JOURNEY.landings }, () => {
  test.describe.configure({ timeout: 90_000 });

  async function openBusinessPage(page: Page) {
    await startRequest(page, '/emprestimos/118', 'Abra sua conta');
    await expect(page).toHaveURL(/\/pb\/ana-souza\/emprestimo-empresarial$/);
    await expect(page.locator('[data-business-loan="118"]')).toBeVisible();
  }

  // An unknown company's 'CNPJ não encontrado na Receita Federal.': the service's answer is held by
  // services/simulators/credit-and-business.test.ts, the store's message by src/features/simulators/stores/company-check.test.ts
  // and the alert under the field by src/features/simulators/pages/CompanyCheckField.test.tsx.
  test('the known company fills its name and locks', async ({ page }) => {
    await openBusinessPage(page);
    const cnpj = page.getByLabel('CNPJ da empresa');
    await cnpj.fill('11222333000181');
    await page.getByRole('button', { name: 'Consultar CNPJ' }).click();
    await expect(page.getByLabel('Razão social')).toHaveValue('Padaria Pão Quente Ltda');
    await expect(page.getByLabel('Razão social')).toBeDisabled();
    await expect(cnpj).toBeDisabled();
    await expect(cnpj).toHaveValue('11.222.333/0001-81');
    // A visitor is asked to open an account before the request.
    await expect(page.locator('[data-account-needed]')).toBeVisible();
    await expectNoA11yViolations(page);
  });

  // The registry unavailable (three attempts, then the pt-BR message) is held by
  // src/features/simulators/stores/company-check.test.ts and src/features/simulators/pages/CompanyCheckField.test.tsx.

  /** The company checked and the request's form filled and sent, with the calls it made after. */
  async function sendCompanyRequest(page: Page): Promise<string[]> {
    await openBusinessPage(page);
    await page.getByLabel('CNPJ da empresa').fill('45678901000175');
    await page.getByRole('button', { name: 'Consultar CNPJ' }).click();
    await expect(page.getByLabel('Razão social')).toHaveValue('Oficina Mecânica Rota Sul Ltda');

    const form = page.getByRole('form', { name: 'Dados do pedido' });
    await form.getByRole('button', { name: 'Enviar solicitação' }).click();
    await expect(form.getByText('Campo obrigatório.').first()).toBeVisible();
    await form.getByLabel('Seu cargo na empresa').selectOption('Sócio');
    await form.getByLabel('Faturamento anual da empresa').selectOption('De 1MM a 5MM');
    await form.getByLabel('Imóvel da empresa').selectOption('commercial');
    await form.getByLabel('Finalidade do crédito').selectOption('working_capital');
    await form.getByLabel('Crédito desejado').fill('10000000');
    await form.getByLabel('Sua renda mensal').fill('2000000');
    const calls: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (r.method() === 'POST' && path.startsWith('/api/checkout/'))
        calls.push(path.replace('/api/checkout/', ''));
    });
    await form.getByRole('button', { name: 'Enviar solicitação' }).click();
    return calls;
  }

  test('a customer whose CPF is not yet proven is told why no bureau was asked; the order goes on', async ({
    page,
    request,
    baseURL,
  }) => {
    // A new account, its e-mail never confirmed.
    await logInNewCustomer(page, request, baseURL as string);
    const calls = await sendCompanyRequest(page);
    const outcome = page.locator('[data-outcome]');
    await expect(outcome.getByRole('heading', { name: 'Solicitação enviada!' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(outcome).toContainText(
      `${PROFILE_MESSAGES.identity.emailUnconfirmed} O pedido segue para análise mesmo assim.`,
    );
    await expect(outcome.getByRole('listitem')).toHaveText([
      'Serasa: não consultado.',
      'Quod: não consultado.',
      'BMP: não consultado.',
    ]);
    // The first bureau's refusal stands for the three: nothing more is asked, and the order is placed.
    expect(calls.filter((c) => c.endsWith('/calculate/'))).toHaveLength(1);
    expect(calls.at(-1)).toBe('legacy/order/');
  });

  test('a customer sends the company request: profile by the three bureaus and the order', async ({
    page,
    request,
    baseURL,
  }) => {
    // The holder of the CPF, e-mail confirmed: the bureaus may be asked.
    await logInCpfHolder(page, request, baseURL as string, 'Rafael Pedido Teste');
    const calls = await sendCompanyRequest(page);

    const outcome = page.locator('[data-outcome]');
    await expect(outcome.getByRole('heading', { name: 'Solicitação enviada!' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(outcome.getByRole('listitem')).toHaveCount(3);
    await expect(outcome).toContainText(/Serasa: pontuação \d+ de 1000/);
    await expect(outcome).toContainText(/Quod: pontuação/);
    await expect(outcome).toContainText(/BMP: pontuação/);
    await expect(outcome.getByRole('link', { name: 'Continuar na instituição' })).toHaveAttribute(
      'href',
      /\/sandbox\//,
    );
    // Company, solicitation, profile, then serasa, quod and bmp in sequence, then the order.
    expect(calls.map((c) => c.replace(/^profile\/\d+\//, 'profile/{id}/'))).toEqual([
      'open-banking/business/v1/business/',
      'solicitation/handler/',
      'profile/',
      'profile/{id}/serasa/calculate/',
      'profile/{id}/quod/calculate/',
      'profile/{id}/bmp/calculate/',
      'legacy/order/',
    ]);
    await expectNoA11yViolations(page);
  });
});

test('business credit: the banker invites the checked company by e-mail', { tag: JOURNEY.landings }, async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(60_000);
  await logInBanker(page, request, baseURL as string);
  await page.goto(`${STORE}/emprestimo-empresarial`);
  await acceptCookies(page);
  await page.getByLabel('CNPJ da empresa').fill('77889900000166');
  await page.getByRole('button', { name: 'Consultar CNPJ' }).click();
  await expect(page.getByLabel('Razão social')).toHaveValue('Clínica Bem Viver Ltda');
  const invite = page.getByRole('form', { name: 'Convidar a empresa' });
  const email = `representante.${Date.now()}@exemplo.com.br`;
  await invite.getByLabel('Nome do representante').fill('Paula Representante');
  await invite.getByLabel('E-mail do representante').fill(email);
  await invite.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(page.getByText('Convite enviado.')).toBeVisible();
  await expect
    .poll(async () => JSON.stringify(await mailboxOf(request, email)))
    .toContain('Clínica Bem Viver Ltda');
});

test.describe('consortium, saiba mais, sobre escritórios', { tag: JOURNEY.landings }, () => {
  test.describe.configure({ timeout: 60_000 });
  test('the consortium page explains the system and leads into the simulator', async ({ page }) => {
    await page.goto(`${STORE}/consorcio`);
    await expect(page.getByRole('heading', { name: 'Como funciona o consórcio' })).toBeVisible();
    await expect(page.getByText(/Lei nº 11\.795\/2008/)).toBeVisible();
    await expect(page.locator('[data-consortium-product]')).toHaveCount(2);
    await expectNoA11yViolations(page);
    await page.locator('[data-consortium-product="117"]').getByRole('link').click();
    await expect(page).toHaveURL(/\/pb\/ana-souza\/simulador\/consorcio\/117$/);
  });

  test("'saiba mais' shows the institution's products and the correspondent disclaimer", async ({ page }) => {
    await page.goto(`${STORE}/saiba-mais/pilar`);
    await expect(page.getByRole('heading', { level: 1, name: 'Pilar Home Equity' })).toBeVisible();
    await expect(page.locator('[data-product-card="55"]')).toBeVisible();
    await expect(page.locator('[data-product-card="91"]')).toBeVisible();
    await expect(page.locator('[data-correspondent]')).toContainText('Resolução CMN nº 4.935/2021');
    await expectNoA11yViolations(page);
    await page.goto(`${STORE}/saiba-mais/nao-existe`);
    await expect(page.getByRole('heading', { name: 'Instituição não encontrada' })).toBeVisible();
  });

  // The page is missing without the office edition: the chrome test of each brand holds that.
  test("'sobre escritórios' presents the offices", async ({ page }) => {
    await page.goto(`${STORE}/sobre-escritorios`);
    await expect(page.getByRole('heading', { level: 1, name: 'Sobre os escritórios' })).toBeVisible();
    await expect(page.locator('[data-banker-card]')).toContainText('Ana');
    await expect(page.getByRole('link', { name: 'Conheça todos os produtos' })).toHaveAttribute(
      'href',
      '/pb/ana-souza#products',
    );
    await expectNoA11yViolations(page);
  });
});

/** Every image of the page loaded, so full-page screenshots are stable. */
async function imagesLoaded(page: Page): Promise<void> {
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
}

test.describe('landing screens on phones and desktops', { tag: JOURNEY.brand }, () => {
  const screens = [
    {
      name: 'he',
      path: `${STORE}/he/pilar-home-equity`,
      ready: (page: Page) => page.locator('[data-home-equity="individual"]'),
    },
    {
      name: 'business',
      path: `${STORE}/emprestimo-empresarial`,
      ready: (page: Page) => page.getByRole('button', { name: 'Consultar CNPJ' }),
    },
    {
      name: 'consortium',
      path: `${STORE}/consorcio`,
      ready: (page: Page) => page.locator('[data-consortium-product="121"]'),
    },
    {
      name: 'saiba-mais',
      path: `${STORE}/saiba-mais/pilar`,
      ready: (page: Page) => page.locator('[data-product-card="91"]'),
    },
  ];
  for (const [label, size] of SCREENS) {
    for (const screen of screens) {
      test(`${screen.name} (${label}): no overflow`, async ({ page }) => {
        await page.setViewportSize(size);
        // The home-equity page serves the product the request kept (session key `product`).
        await page.addInitScript(() => sessionStorage.setItem('product', '55'));
        await page.goto(screen.path);
        await acceptCookies(page);
        await expect(screen.ready(page)).toBeVisible();
        await imagesLoaded(page);
        await expectNoHorizontalOverflow(page);
        // Axe once per screen and brand, on the desktop run.
        if (label === 'desktop') await expectNoA11yViolations(page);
      });
    }
  }
});

import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  desktopJourneys,
  expect,
  expectNoA11yViolations,
  JOURNEY,
  test,
  waitForHydration,
} from './fixtures.ts';
import { expectFocusAlwaysVisible } from './focus-helpers.ts';
import {
  acceptCookies,
  bankerLastOrders,
  fillDefaultStep,
  isOrderPost,
  orderBody,
  STORE,
  visitAsNewCustomer,
} from './requests-helpers.ts';

const REAL_ESTATE = `${STORE}/simulador/financiamento-imobiliario/97`;
const CONSORTIUM = `${STORE}/simulador/consorcio/117`;
/** A request every partner bank's rules accept (68% of the property, 240 months, ample income). */
const REQUEST_QUERY =
  'real_estate_value=500000&financing_value=340000&term=240&real_estate_type=apartment&real_estate_address_state=RS&monthly_income=30000';
const PARTNER_DOWN = 'O parceiro não respondeu. Tente novamente mais tarde.';

/** The sandbox switch that makes a partner fail (allowed on the loopback test server). */
async function partnerFails(request: APIRequestContext, partner: string, fail: 'always' | 'restore') {
  const answer = await request.post(`/sandbox/control/${partner}`, { data: { fail } });
  expect(answer.status()).toBe(200);
}

const offers = (page: Page) => page.getByRole('list', { name: 'Ofertas' }).locator('[data-offer]');

/** The figure under a label of each offer, in the order shown. */
async function figures(page: Page, label: string): Promise<string[]> {
  return offers(page).evaluateAll(
    (cards, wanted) =>
      cards.map((card) => {
        const term = [...card.querySelectorAll('dt')].find((dt) => dt.textContent === wanted);
        return term?.nextElementSibling?.textContent?.replace(' (melhor valor)', '') ?? '';
      }),
    label,
  );
}

const percentValue = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));

async function fillRealEstateForm(page: Page) {
  const form = page.getByRole('form', { name: 'Dados do financiamento' });
  await waitForHydration(page, form);
  await form.getByLabel('Valor do imóvel').fill('50000000');
  await form.getByLabel('Valor do financiamento').fill('34000000');
  await form.getByLabel('Prazo (meses)').fill('240');
  await form.getByLabel('Tipo de imóvel').selectOption('apartment');
  await form.getByLabel('Estado do imóvel (UF)').selectOption('RS');
  await form.getByLabel('Renda mensal').fill('3000000');
  return form;
}

/** Presses Tab until the element has the focus (keyboard-only runs). */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let i = 0; i < 60 && !(await target.evaluate((el) => el === document.activeElement)); i += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/**
 * Confirms the order modal of a logged-in customer (DEFAULT products: one step); returns the
 * posted body and the stored order's id.
 */
async function confirmOrder(
  page: Page,
  dialog: Locator,
): Promise<{ body: Record<string, unknown>; orderId: number }> {
  await fillDefaultStep(dialog, {});
  const posted = page.waitForRequest(isOrderPost);
  const answered = page.waitForResponse((response) => isOrderPost(response.request()));
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  const answer = await answered;
  expect(answer.status()).toBe(201);
  const { order_id } = (await answer.json()) as { order_id: number };
  return { body: orderBody(await posted), orderId: order_id };
}

test.describe('real-estate financing simulator', { tag: JOURNEY.simulators }, () => {
  desktopJourneys(120_000);
  test.afterEach(async ({ request }) => partnerFails(request, 'pampa', 'restore'));

  test('one partner failing: three offers and its message; sorted by CET; the share link reopens it; an offer is requested with its values', async ({
    page,
    request,
    baseURL,
  }) => {
    await partnerFails(request, 'pampa', 'always');
    await visitAsNewCustomer(page, request, baseURL as string, REAL_ESTATE);
    const form = await fillRealEstateForm(page);
    await expect(page.getByText('Você está financiando 68% do valor do imóvel.')).toBeVisible();
    await form.getByRole('button', { name: 'Simular' }).click();

    await expect(page.getByText('Todos os bancos responderam.')).toBeVisible({ timeout: 20_000 });
    await expect(offers(page)).toHaveCount(3);
    await expect(page.locator('[data-offer-failed="pampa"]')).toContainText(PARTNER_DOWN);
    await expectNoA11yViolations(page);

    await page.getByRole('radio', { name: 'CET' }).check();
    const cets = (await figures(page, 'CET')).map(percentValue);
    expect(cets).toHaveLength(3);
    expect(cets).toEqual([...cets].sort((a, b) => a - b));
    await expect(offers(page).first().getByText('Menor CET')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Valor da parcela ao longo do prazo' })).toBeVisible();
    await page.getByText('Ver as parcelas em tabela').click();
    await expect(page.getByRole('table')).toContainText('240');

    const link = await page.locator('[data-share-link]').inputValue();
    expect(link).toContain(`${REAL_ESTATE}?`);
    const firstInstalments = await figures(page, 'Primeira parcela');
    // The shared link, opened in a new page: the same offers, computed again.
    const shared = await page.context().newPage();
    await shared.goto(link);
    await expect(shared.getByText('Todos os bancos responderam.')).toBeVisible({ timeout: 20_000 });
    await expect(offers(shared)).toHaveCount(3);
    await shared.getByRole('radio', { name: 'CET' }).check();
    expect(await figures(shared, 'Primeira parcela')).toEqual(firstInstalments);
    await expect(shared.locator('[data-offer-failed="pampa"]')).toContainText(PARTNER_DOWN);

    const chosen = offers(shared).first();
    const partner = await chosen.getAttribute('data-offer');
    await chosen.getByRole('button', { name: /Quero esta proposta/ }).click();
    const { body, orderId } = await confirmOrder(
      shared,
      shared.getByRole('dialog', { name: 'Confirmação de dados' }),
    );
    expect(body).toMatchObject({
      product: 97,
      partner,
      financing_value: 340000,
      real_estate_value: 500000,
      term: 240,
    });
    const shownFirst = (firstInstalments[0] ?? '').replace(/[^\d,]/g, '').replace(',', '.');
    expect(body.first_installment).toBe(Number(shownFirst));
    // Found by its id: other journeys may place orders on the same server meanwhile.
    const stored = (await bankerLastOrders(request)).find((order) => order.id === orderId);
    expect(stored?.lead.full_name).toBe('Rafael Pedido Teste');
  });

  test('a banker link pre-fills the form and simulates; keyboard only from the form to a request', async ({
    page,
    request,
    baseURL,
  }) => {
    await visitAsNewCustomer(page, request, baseURL as string, REAL_ESTATE);
    // The logged customer's birthday is filled in.
    await expect(page.getByLabel('Data de nascimento (opcional)')).toHaveValue('15/05/1988');
    await page.getByLabel('Valor do imóvel').focus();
    // Field after field with Tab; a focused select picks the option whose label is typed.
    for (const [i, typed] of ['50000000', '34000000', '240', 'Apartamento', 'RS', '3000000'].entries()) {
      if (i > 0) await page.keyboard.press('Tab');
      await page.keyboard.type(typed);
    }
    await page.keyboard.press('Enter');
    await expect(page.getByText('Todos os bancos responderam.')).toBeVisible({ timeout: 20_000 });
    await expect(offers(page)).toHaveCount(4);
    await tabTo(
      page,
      offers(page)
        .first()
        .getByRole('button', { name: /Quero esta proposta/ }),
    );
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Confirmação de dados' });
    await expect(dialog.getByLabel('Nome completo')).toBeVisible();
    await expectNoA11yViolations(page);
    await tabTo(page, dialog.getByLabel(/termos de uso/i));
    await page.keyboard.press('Space');
    await tabTo(page, dialog.getByLabel(/Autorizo o compartilhamento/));
    await page.keyboard.press('Space');
    await tabTo(page, dialog.getByRole('button', { name: 'Continuar' }));
    const answered = page.waitForResponse((response) => isOrderPost(response.request()));
    await page.keyboard.press('Enter');
    expect((await answered).status()).toBe(201);

    const linked = await page.context().newPage();
    await linked.goto(`${REAL_ESTATE}?${REQUEST_QUERY}`);
    await expect(linked.getByLabel('Valor do imóvel')).toHaveValue(/^R\$\s500\.000,00$/);
    await expect(linked.getByText('Todos os bancos responderam.')).toBeVisible({ timeout: 20_000 });
    await expect(offers(linked)).toHaveCount(4);
    await linked.close();
  });

  test('form errors in pt-BR before any call', async ({ page }) => {
    await page.goto(REAL_ESTATE);
    await acceptCookies(page);
    const form = page.getByRole('form', { name: 'Dados do financiamento' });
    // A value typed before the island hydrates would be reset by it.
    await waitForHydration(page, form);
    await form.getByLabel('Valor do imóvel').fill('100000');
    await form.getByRole('button', { name: 'Simular' }).click();
    await expect(form.getByText('Valor mínimo é R$ 50.000,00')).toBeVisible();
    await expect(form.getByText('Campo obrigatório.')).toHaveCount(5);
    await expect(form.getByLabel('Valor do imóvel')).toHaveAttribute('aria-describedby', /currency/);
    await expectNoA11yViolations(page);
    await expectFocusAlwaysVisible(page);
  });

  test('every offer says what it costs and how long it holds; a shared link of an expired offer says so and simulates again', async ({
    page,
  }) => {
    const interest = page.waitForResponse(
      (response) =>
        response.url().includes('/real-estate/financing/interest/') && response.request().method() === 'POST',
    );
    await page.goto(`${REAL_ESTATE}?${REQUEST_QUERY}`);
    await acceptCookies(page);
    await expect(page.getByText('Todos os bancos responderam.')).toBeVisible({ timeout: 20_000 });
    // The day shown is the one kept with the stored simulation.
    const { valid_until: validUntil } = (await (await interest).json()) as { valid_until: string };
    const [year, month, day] = validUntil.split('-');
    await expect(offers(page).locator('[data-offer-validity]')).toHaveText(
      Array(4).fill(`Oferta válida até ${day}/${month}/${year}`),
    );
    const financed = await figures(page, 'Valor financiado');
    expect(financed.map((value) => value.replace(/\s/g, ' '))).toEqual(Array(4).fill('R$ 340.000,00'));
    for (const label of ['CET ao mês', 'Taxa de juros ao mês'])
      for (const value of await figures(page, label)) expect(value).toMatch(/^\d,\d{2}% a\.m\.$/);
    // The CET holds the fees and insurance: above the interest rate.
    const cets = (await figures(page, 'CET')).map(percentValue);
    const rates = (await figures(page, 'Taxa de juros')).map(percentValue);
    for (const [i, cet] of cets.entries()) expect(cet).toBeGreaterThan(rates[i] ?? Number.POSITIVE_INFINITY);
    expect(await page.locator('[data-share-link]').inputValue()).toContain(`valid_until=${validUntil}`);

    await page.goto(`${REAL_ESTATE}?${REQUEST_QUERY}&valid_until=2020-01-02`);
    await expect(page.getByText('Esta oferta expirou em 02/01/2020.')).toBeVisible();
    await expect(offers(page)).toHaveCount(0);
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Simular novamente' }).click();
    await expect(page.getByText('Todos os bancos responderam.')).toBeVisible({ timeout: 20_000 });
    await expect(offers(page)).toHaveCount(4);
    await expect(page.getByText('Esta oferta expirou em')).toHaveCount(0);
  });
});

test.describe('consortium simulator', { tag: JOURNEY.simulators }, () => {
  desktopJourneys(60_000);

  test('simulate, "Carregar mais" adds a page, sort by fee, request a letter and the order lands', async ({
    page,
    request,
    baseURL,
  }) => {
    await visitAsNewCustomer(page, request, baseURL as string, CONSORTIUM);
    // A choice made before the island hydrates would be reset by it.
    await waitForHydration(page, page.getByLabel('Tipo de consórcio'));
    await page.getByLabel('Tipo de consórcio').selectOption('real_estate');
    await page.getByLabel('Crédito desejado').fill('30000000');
    await page.getByRole('button', { name: 'Simular' }).click();
    const letters = page.getByRole('list', { name: 'Cartas' }).locator('[data-letter]');
    await expect(letters).toHaveCount(10);
    await expect(page).toHaveURL(/consortium_type=real_estate&value_type=full&value=300000/);
    // Each letter: its total, the fee per month, and how long it holds.
    await expect(letters.locator('[data-offer-validity]')).toHaveText(
      Array(10).fill(/^Oferta válida até \d{2}\/\d{2}\/\d{4}$/),
    );
    await expect(letters.first()).toContainText('Taxa de administração ao mês');
    await expect(letters.first()).toContainText('Total pago');
    await expectNoA11yViolations(page);
    await expectFocusAlwaysVisible(page);
    await page.getByRole('button', { name: 'Carregar mais' }).click();
    await expect(letters).toHaveCount(20);
    await page.getByRole('radio', { name: 'Menor taxa de administração' }).check();
    const fees = await letters.evaluateAll((cards) =>
      cards.map((card) => {
        const term = [...card.querySelectorAll('dt')].find(
          (dt) => dt.textContent === 'Taxa de administração',
        );
        return Number(term?.nextElementSibling?.textContent?.replace(/[^\d,]/g, '').replace(',', '.'));
      }),
    );
    expect(fees).toEqual([...fees].sort((a, b) => a - b));

    const chosen = letters.first();
    const code = await chosen.getAttribute('data-letter');
    await chosen.getByRole('button', { name: /Quero esta carta/ }).click();
    const { body } = await confirmOrder(page, page.getByRole('dialog', { name: 'Confirmação de dados' }));
    expect(body).toMatchObject({
      product: 117,
      is_pj: false,
      consortium_type: 'real_estate',
      value_type: 'full',
      letter: code,
    });
    expect(typeof body.term_value).toBe('number');
    expect(typeof body.property_value).toBe('number');
  });
});

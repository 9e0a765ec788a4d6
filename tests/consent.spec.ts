import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { CUSTOMER, logIn } from './accounts-helpers.ts';
import { DESKTOP, expect, expectNoA11yViolations, JOURNEY, liveDialog, PHONE, test } from './fixtures.ts';
import { isOrderPost, logInNewCustomer, orderBody, STORE } from './requests-helpers.ts';

/**
 * Consent a regulator would accept: the order's 'Confirmação de dados', the terms readable where
 * they are accepted, cookie choices per the ANPD guide and the customer's own 'Meus dados'.
 */

const WHITE_LABEL_STORE = '/pb/carlos-lima';

/** Counts the requests of the analytics tag (answered locally: the test machine has no internet). */
async function countAnalyticsTag(page: Page): Promise<() => number> {
  let loads = 0;
  await page.route('**/gtag/js**', (route) => {
    loads += 1;
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
  });
  return () => loads;
}

const banner = (page: Page) => page.getByRole('region', { name: 'Aviso de cookies' });

// Whole flows with axe runs on a small shared machine.
test.describe.configure({ timeout: 90_000 });

test.describe('cookie consent (ANPD guide)', { tag: JOURNEY.consent }, () => {
  test.use({ viewport: DESKTOP });

  test("'Rejeitar não essenciais' keeps the analytics tag away, also after a reload", async ({ page }) => {
    const loads = await countAnalyticsTag(page);
    await page.goto(STORE);
    const region = banner(page);
    const accept = region.getByRole('button', { name: 'Aceitar todos' });
    const reject = region.getByRole('button', { name: 'Rejeitar não essenciais' });
    await expect(region.getByRole('button', { name: 'Personalizar' })).toBeVisible();
    // Refusing is as prominent as accepting: same size and weight.
    const [acceptBox, rejectBox] = [await accept.boundingBox(), await reject.boundingBox()];
    expect(rejectBox?.height).toBe(acceptBox?.height);
    expect(rejectBox?.width).toBe(acceptBox?.width);
    const weight = (button: typeof accept) => button.evaluate((el) => getComputedStyle(el).fontWeight);
    expect(await weight(reject)).toBe(await weight(accept));
    await expectNoA11yViolations(page);

    await reject.click();
    await expect(region).toBeHidden();
    await page.reload({ waitUntil: 'domcontentloaded' });
    await expect(page.locator('[data-screen]')).toBeVisible();
    await expect(region).toBeHidden();
    await expect(page.locator('script[data-analytics-tag]')).toHaveCount(0);
    expect(loads()).toBe(0);
    const consent = (await page.context().cookies()).find((c) => c.name === 'cookie_consent');
    expect(decodeURIComponent(consent?.value ?? '')).toMatch(/^v2\.0\.0\|a0\|m0\|\d+$/);
    expect(consent?.expires).toBeGreaterThan(Date.now() / 1000 + 364 * 24 * 3600);
  });

  test("'Preferências de cookies' in the footer reopens the choice; analytics loads only once accepted", async ({
    page,
  }) => {
    const loads = await countAnalyticsTag(page);
    await page.goto(STORE);
    await banner(page).getByRole('button', { name: 'Personalizar' }).click();
    const preferences = page.getByRole('dialog', { name: 'Preferências de cookies' });
    await expect(preferences.getByLabel('Necessários (sempre ativos)')).toBeChecked();
    await expect(preferences.getByLabel('Necessários (sempre ativos)')).toBeDisabled();
    await expect(preferences.getByLabel('Analíticos')).not.toBeChecked();
    await expect(preferences.getByLabel('Marketing')).not.toBeChecked();
    await expectNoA11yViolations(page);
    await preferences.getByRole('button', { name: 'Salvar preferências' }).click();
    await expect(preferences).toBeHidden();
    expect(loads()).toBe(0);

    await page.locator('footer').getByRole('button', { name: 'Preferências de cookies' }).click();
    await expect(preferences.getByLabel('Analíticos')).not.toBeChecked();
    await preferences.getByLabel('Analíticos').check();
    await preferences.getByRole('button', { name: 'Salvar preferências' }).click();
    await expect(page.locator('script[data-analytics-tag]')).toHaveCount(1);
    await expect.poll(loads).toBe(1);
    await page.reload({ waitUntil: 'domcontentloaded' });
    await expect(banner(page)).toBeHidden();
    await expect.poll(loads).toBe(2);
  });

  test("a logged-in customer's cookie choice is recorded in the privacy audit", async ({ page }) => {
    await page.goto(STORE);
    await logIn(page, CUSTOMER.email, CUSTOMER.password);
    const recorded = page.waitForResponse(
      (r) => r.request().method() === 'POST' && /^\/api\/privacy\/?$/.test(new URL(r.url()).pathname),
    );
    await banner(page).getByRole('button', { name: 'Rejeitar não essenciais' }).click();
    const response = await recorded;
    expect(response.status()).toBe(201);
    expect(JSON.parse(response.request().postData() ?? '{}')).toMatchObject({
      metadata: { user: { action: 'cookie_consent' }, categories: ['necessary'], policy_version: 'v2.0.0' },
    });
  });
});

test.describe('cookie banner on a phone', { tag: JOURNEY.consent }, () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test("never covers another control, such as the floating 'Abrir ações' button", async ({ page }) => {
    await page.goto(STORE);
    const region = banner(page);
    await expect(region).toBeVisible();
    const actions = page.getByRole('button', { name: 'Abrir ações' });
    await expect(actions).toBeVisible();
    // The banner's height reaches the fixed controls once its script has loaded after the first paint.
    const gap = async () => {
      const [bannerBox, actionsBox] = [await region.boundingBox(), await actions.boundingBox()];
      return (bannerBox?.y ?? 0) - (actionsBox?.y ?? 0) - (actionsBox?.height ?? 0);
    };
    await expect.poll(gap).toBeGreaterThanOrEqual(0);
    // The button is still the element under its own centre (nothing drawn over it).
    const hit = await actions.evaluate((el) => {
      const box = el.getBoundingClientRect();
      return el.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
    });
    expect(hit).toBe(true);
    await page.screenshot({ path: test.info().outputPath('banner-phone.png') });
  });
});

test.describe('terms readable where they are accepted', { tag: JOURNEY.consent }, () => {
  test.use({ viewport: DESKTOP });

  test('the footer links the terms and the privacy policy of the store, with version and date', async ({
    page,
  }) => {
    await page.goto(STORE);
    const footer = page.locator('footer');
    await expect(footer.getByText('A loja pode receber remuneração da instituição parceira')).toBeVisible();
    await footer.getByRole('button', { name: 'Política de privacidade' }).click();
    const terms = page.getByRole('dialog', { name: 'Termos de uso e política de privacidade' });
    await expect(terms.getByText(/^Versão v1\.0\.0, de \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test('a white-label store shows its company terms v2.0.0', async ({ page }) => {
    await page.goto(WHITE_LABEL_STORE);
    await page.locator('footer').getByRole('button', { name: 'Termos de uso' }).click();
    const terms = page.getByRole('dialog', { name: 'Termos de uso da Atlântica Consultoria Financeira' });
    await expect(terms.getByText(/^Versão v2\.0\.0, de /)).toBeVisible();
  });
});

test.describe('order consent', { tag: JOURNEY.consent }, () => {
  test.use({ viewport: DESKTOP });

  test("a returning customer who logs in to request sees 'Confirmação de dados' and the order stores terms", async ({
    page,
  }) => {
    await page.goto(`${STORE}/emprestimos/449`);
    await banner(page).getByRole('button', { name: 'Rejeitar não essenciais' }).click();
    await page.getByRole('button', { name: 'Solicitar agora' }).first().click();
    const check = liveDialog(page, 'Solicitação de Produto');
    await check.getByLabel('E-mail').fill(CUSTOMER.email);
    await check.getByRole('button', { name: /continuar/i }).click();
    const login = liveDialog(page, 'Entre na sua conta');
    await login.getByLabel('Senha').fill(CUSTOMER.password);
    await login.getByLabel('Senha').press('Enter');

    // No consent of this store's current terms on record: the boxes show instead of an automatic order.
    const order = page.getByRole('dialog', { name: 'Confirmação de dados' });
    const next = order.getByRole('button', { name: 'Continuar' });
    await expect(order.getByLabel(/Li e aceito/)).not.toBeChecked();
    await expect(order.getByLabel(/Autorizo o compartilhamento/)).not.toBeChecked();
    await expect(next).toBeDisabled();
    await expect(order.getByText('Solicitação enviada!')).toHaveCount(0);
    await expect(
      order.getByText(/encaminhada à instituição .+, que define as taxas, os prazos e a aprovação/),
    ).toBeVisible();

    // The terms open over the form and closing returns to it.
    await order.getByRole('button', { name: 'termos de uso' }).click();
    const terms = page.getByRole('dialog', { name: 'Termos de uso e política de privacidade' });
    await expect(terms.getByText(/^Versão v1\.0\.0/)).toBeVisible();
    await terms.locator('button', { hasText: 'Fechar' }).click();
    await expect(terms).toBeHidden();

    await order.getByLabel(/Li e aceito/).check();
    await order.getByLabel(/Autorizo o compartilhamento/).check();
    await expectNoA11yViolations(page);
    const posted = page.waitForRequest(isOrderPost);
    const answered = page.waitForResponse((response) => isOrderPost(response.request()));
    await next.click();
    expect(orderBody(await posted)).toMatchObject({ product: 449, terms: true });
    expect((await answered).status()).toBe(201);
  });
});

test.describe("'Meus dados'", { tag: JOURNEY.consent }, () => {
  test.use({ viewport: DESKTOP });

  test('a customer sees the consents and downloads a JSON with the orders and consents', async ({
    page,
    request,
    baseURL,
  }) => {
    const customer = await logInNewCustomer(page, request, baseURL as string);
    const token = (await page.context().cookies()).find((c) => c.name === 'token')?.value;
    const placed = await request.post('/api/checkout/legacy/order/', {
      headers: { Authorization: `Bearer ${token}` },
      data: { customer: customer.id, product: 1, personal_banker: 1001, terms: true },
    });
    expect(placed.status()).toBe(201);
    const { order_id } = (await placed.json()) as { order_id: number };

    await page.goto(STORE);
    await banner(page).getByRole('button', { name: 'Rejeitar não essenciais' }).click();
    await page.getByRole('button', { name: 'Rafael Pedido Teste' }).click();
    await page.getByRole('menuitem', { name: 'Meus dados' }).click();
    const mine = page.getByRole('dialog', { name: 'Meus dados' });
    const records = mine.locator('[data-consent-records]');
    await expect(records.getByText(`Pedido nº ${order_id}`)).toBeVisible();
    await expect(
      records.getByText('Cadastro: termos de uso e política de privacidade aceitos'),
    ).toBeVisible();
    await expectNoA11yViolations(page);

    const download = page.waitForEvent('download');
    await mine.getByRole('button', { name: 'Baixar meus dados (JSON)' }).click();
    const file = await (await download).path();
    const data = JSON.parse(await readFile(file, 'utf8')) as {
      person: { id: number };
      orders: { id: number }[];
      consents: { action: string }[];
      solicitations: unknown[];
    };
    expect(data.person.id).toBe(customer.id);
    expect(data.orders.map((o) => o.id)).toContain(order_id);
    expect(data.consents.map((c) => c.action)).toEqual(
      expect.arrayContaining(['create_user', 'create_order']),
    );
    // The download is itself on record.
    await expect(records.getByText('Download dos seus dados')).toBeVisible();

    await mine.getByRole('button', { name: 'Pedir exclusão dos meus dados' }).click();
    await mine.getByRole('button', { name: 'Confirmar pedido de exclusão' }).click();
    await expect(mine.getByText(/Pedido de exclusão registrado/).first()).toBeVisible();
  });
});

import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { AnalyticsAnswer } from '../src/features/analytics/contract/analytics.ts';
import { BANKER, CUSTOMER, logIn, STORE } from './accounts-helpers.ts';
import {
  COOKIE_CONSENT,
  clickTab,
  DESKTOP,
  expect,
  expectNoA11yViolations,
  JOURNEY,
  PHONE,
  SCREENS,
  test,
} from './fixtures.ts';
import { expectFocusAlwaysVisible } from './focus-helpers.ts';

/** The long flows run on these brands; every brand runs the access checks. */
const ANALYTICS = `${STORE}/analytics`;
const WHITE_LABEL_STORE = '/pb/carlos-lima';
/** Leaving waits for the store's settings (and the session check) on a busy machine. */
const LEAVE_TIMEOUT = 15_000;

/** What the services hold for Ana: her analytics answer, read with a token of her own. */
async function analyticsOfBanker(request: APIRequestContext): Promise<AnalyticsAnswer> {
  const login = await request.post('/api/auth/users/login/', {
    data: { username: BANKER.email, password: BANKER.password },
  });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}` };
  const me = await request.get('/api/auth/person/v2/', { headers });
  const { person } = (await me.json()) as { person: { id: number } };
  const answer = await request.get(`/api/store/analytics/${person.id}/`, { headers });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as AnalyticsAnswer;
}

function table(page: Page, title: string): Locator {
  return page.getByRole('region', { name: title, exact: true });
}

/** The body rows of a table region as arrays of cell texts. */
async function bodyRows(region: Locator): Promise<string[][]> {
  return region.locator('tbody tr').evaluateAll((rows) =>
    rows.map((row) =>
      // biome-ignore lint/performance/useDomNodeTextContent: the test reads what is shown, not text hidden on this width
      [...row.querySelectorAll('td')].map((td) => td.innerText.trim()),
    ),
  );
}

/** Every row of a paged table, reading page after page ('Próxima página'). */
async function allRows(region: Locator): Promise<string[][]> {
  const rows: string[][] = [];
  const next = region.getByRole('button', { name: 'Próxima página' });
  for (;;) {
    rows.push(...(await bodyRows(region)));
    if (await next.isDisabled()) return rows;
    const range = await region.locator('[data-table-range]').textContent();
    await next.click();
    await expect(region.locator('[data-table-range]')).not.toHaveText(range ?? '');
  }
}

/** Waits for the page a table asked the services for (its rows stay until the answer comes). */
async function settled(region: Locator): Promise<void> {
  await expect(region.getByRole('table')).not.toHaveAttribute('aria-busy', 'true');
}

async function acceptCookies(page: Page, baseURL: string | undefined): Promise<void> {
  const host = new URL(baseURL ?? 'http://localhost').hostname;
  await page.context().addCookies([{ ...COOKIE_CONSENT, domain: host, path: '/' }]);
}

test.describe('banker analytics', { tag: JOURNEY.analytics }, () => {
  test.use({ viewport: DESKTOP });

  test('a visitor opening analytics is sent home', async ({ page }) => {
    await page.goto(ANALYTICS);
    await expect(page).toHaveURL(new RegExp(`${STORE}$`), { timeout: LEAVE_TIMEOUT });
  });

  test('a white-label store shows the error screen in place of analytics', async ({ page }) => {
    await page.goto(`${WHITE_LABEL_STORE}/analytics`);
    await expect(page.getByRole('heading', { name: 'Algo de errado não está certo.' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${WHITE_LABEL_STORE}/analytics$`));
    await expect(page.getByRole('heading', { name: 'Analytics' })).toBeHidden();
  });

  test('a customer opening analytics is sent home', async ({ page, baseURL }) => {
    await acceptCookies(page, baseURL);
    await page.goto(STORE);
    await logIn(page, CUSTOMER.email, CUSTOMER.password);
    await page.goto(ANALYTICS);
    await expect(page).toHaveURL(new RegExp(`${STORE}$`), { timeout: LEAVE_TIMEOUT });
  });

  test('the banker sees her customers, products, transactions and leads as the services hold them', async ({
    page,
    request,
    baseURL,
  }) => {
    // One long journey through both views (logging in once); the shared machine can be slow.
    test.setTimeout(90_000);
    await acceptCookies(page, baseURL);
    const held = await analyticsOfBanker(request);
    const customers = held.leads_orders.filter((person) => person.total > 0);
    const leads = held.leads_orders.filter((person) => person.total === 0);
    const products = held.pb_order.orders.products;
    expect(customers.length).toBeGreaterThan(5);

    // The page reads pages of the book, never the whole book.
    const asked: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/api/store/analytics/')) asked.push(new URL(sent.url()).pathname);
    });

    // Log in and open Analytics from the user menu.
    await page.goto(STORE);
    await logIn(page, BANKER.email, BANKER.password);
    await page.getByRole('button', { name: 'Ana Souza' }).click();
    await page.getByRole('menuitem', { name: 'Analytics' }).click();
    await expect(page).toHaveURL(new RegExp(`${ANALYTICS}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();

    // Customers: every one with the total the services hold, 5 per page.
    const customersTable = table(page, 'Clientes');
    await expect(customersTable.locator('[data-table-range]')).toHaveText(`1–5 de ${customers.length}`);
    await expect(customersTable.locator('tbody tr')).toHaveCount(5);
    const shown = await allRows(customersTable);
    expect(shown.map(([name, total]) => `${name}: ${total}`).sort()).toEqual(
      customers.map((c) => `${c.full_name}: ${c.total}`).sort(),
    );
    // Back one page from the last: the five rows before it.
    const pages = Math.ceil(customers.length / 5);
    await customersTable.getByRole('button', { name: 'Página anterior' }).click();
    await expect(customersTable.locator('[data-table-range]')).toHaveText(
      `${(pages - 2) * 5 + 1}–${(pages - 1) * 5} de ${customers.length}`,
    );

    // Sorting by transactions puts the largest total first on the second click.
    const byTotal = customersTable.getByRole('button', { name: 'Transações', exact: true });
    await byTotal.click();
    await expect(
      customersTable.getByRole('columnheader', { name: 'Transações', exact: true }),
    ).toHaveAttribute('aria-sort', 'ascending');
    await byTotal.click();
    await expect(
      customersTable.getByRole('columnheader', { name: 'Transações', exact: true }),
    ).toHaveAttribute('aria-sort', 'descending');
    const highest = Math.max(...customers.map((c) => c.total));
    await expect(customersTable.locator('tbody tr').first().locator('td').nth(1)).toHaveText(String(highest));

    // Search narrows the customers table.
    const joao = customers.find((c) => c.full_name.startsWith('João'));
    expect(joao).toBeTruthy();
    if (!joao) return;
    await customersTable.getByLabel('Procurar por cliente').fill('joao');
    await expect(customersTable.locator('tbody tr')).toHaveCount(1);
    await expect(customersTable.locator('tbody tr')).toContainText(joao.full_name);
    await expect(customersTable.locator('[data-table-range]')).toHaveText('1–1 de 1');

    // Choosing him opens his panel and scrolls it to 55 px below the top.
    await customersTable.getByRole('button', { name: `Ver transações de ${joao.full_name}` }).press('Enter');
    const panel = table(page, `Transações de ${joao.full_name}`);
    await expect(panel).toBeVisible();
    await expect(panel).toBeFocused();
    await expect.poll(async () => Math.round((await panel.boundingBox())?.y ?? -1)).toBe(55);
    expect(Math.round((await panel.boundingBox())?.height ?? 0)).toBe(480);
    await expect(panel.locator('tbody tr')).toHaveCount(Math.min(5, joao.total));
    await expect(panel.locator('[data-table-range]')).toHaveText(
      `1–${Math.min(5, joao.total)} de ${joao.total}`,
    );
    const dates = (await bodyRows(panel)).map(([date]) => date);
    for (const date of dates) expect(date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    const firstOrder = joao.orders[0];
    if (firstOrder) {
      const [y, m, d] = new Date(firstOrder.created_at)
        .toLocaleDateString('en-CA', {
          timeZone: await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone),
        })
        .split('-');
      await expect(panel.locator('tbody')).toContainText(`${d}/${m}/${y}`);
    }

    // Products: search narrows to the product searched.
    const productsTable = table(page, 'Produtos');
    const product = products[0];
    expect(product).toBeTruthy();
    if (!product) return;
    await expect(productsTable.locator('[data-table-range]')).toHaveText(
      `1–${Math.min(5, products.length)} de ${products.length}`,
    );
    await productsTable.getByLabel('Procurar por produto').fill(product.title);
    await settled(productsTable);
    for (const [title] of await bodyRows(productsTable))
      expect(title?.toLowerCase()).toContain(product.title.toLowerCase());
    await expect(productsTable.locator('tbody tr').filter({ hasText: product.title }).first()).toContainText(
      String(product.total),
    );

    await expectNoA11yViolations(page);

    // The other view: recent transactions and leads.
    await clickTab(page, 'Transações e leads');
    const transactions = table(page, 'Transações');
    await expect(transactions.locator('[data-table-range]')).toHaveText(
      `1–${Math.min(5, held.last_orders.length)} de ${held.last_orders.length}`,
    );
    await transactions.getByLabel('Procurar por transação').fill(joao.full_name);
    const joaoOrders = held.last_orders.filter((o) => o.lead.full_name === joao.full_name).length;
    await expect(transactions.locator('[data-table-range]')).toHaveText(
      `1–${Math.min(5, joaoOrders)} de ${joaoOrders}`,
    );
    for (const [, customer] of await bodyRows(transactions)) expect(customer).toBe(joao.full_name);

    const leadsTable = table(page, 'Leads');
    await expect(leadsTable.locator('[data-table-range]')).toHaveText(
      leads.length ? `1–${Math.min(5, leads.length)} de ${leads.length}` : '0 de 0',
    );
    const lead = leads[0];
    if (lead) {
      await leadsTable.getByLabel('Procurar por lead').fill(lead.full_name);
      await expect(leadsTable.locator('tbody tr')).toHaveCount(1);
      await leadsTable.getByRole('button', { name: `Ver lead ${lead.full_name}` }).click();
      const single = table(page, `Lead ${lead.full_name}`);
      await expect(single.getByRole('cell', { name: lead.email })).toBeVisible();
      await expect(single).toBeFocused();
      await single.getByRole('button', { name: 'Fechar' }).click();
      await expect(single).toBeHidden();
      await expect(leadsTable.getByRole('button', { name: `Ver lead ${lead.full_name}` })).toBeFocused();
    }
    await expectNoA11yViolations(page);
    expect(asked.filter((path) => /\/analytics\/\d+\/$/.test(path))).toEqual([]);
    expect(asked.some((path) => path.endsWith(`/customers/${joao.id}/orders/`))).toBe(true);
  });

  test('on a phone the tables stay usable and the panel still scrolls into view', async ({
    page,
    request,
    baseURL,
  }) => {
    await acceptCookies(page, baseURL);
    await page.setViewportSize(PHONE);
    const held = await analyticsOfBanker(request);
    const customer = held.leads_orders.find((person) => person.total > 0);
    await page.goto(STORE);
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await logIn(page, BANKER.email, BANKER.password);
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await page
      .getByRole('navigation', { name: 'Sua conta' })
      .getByRole('link', { name: 'Analytics' })
      .click();
    await expect(page).toHaveURL(new RegExp(`${ANALYTICS}$`));
    const customersTable = table(page, 'Clientes');
    await expect(customersTable.locator('tbody tr')).toHaveCount(5);
    if (!customer) return;
    await customersTable.getByLabel('Procurar por cliente').fill(customer.full_name);
    // The search applied first, as a person sees it before choosing: rows leaving the table after
    // the panel has scrolled into view would move it.
    await expect(customersTable.locator('tbody tr').filter({ hasNotText: customer.full_name })).toHaveCount(
      0,
    );
    await customersTable.getByRole('button', { name: `Ver transações de ${customer.full_name}` }).click();
    const panel = table(page, `Transações de ${customer.full_name}`);
    await expect.poll(async () => Math.round((await panel.boundingBox())?.y ?? -1)).toBe(55);
    await expectNoA11yViolations(page);
    await expectFocusAlwaysVisible(page);
  });

  for (const [label, viewport] of SCREENS) {
    test(`'Avisos' keeps the banker's choice of e-mails (${label})`, async ({ page, baseURL }) => {
      await acceptCookies(page, baseURL);
      await page.goto(STORE);
      await logIn(page, BANKER.email, BANKER.password);
      await page.setViewportSize(viewport);
      await page.goto(ANALYTICS);
      await clickTab(page, 'Avisos');
      const settings = page.getByRole('group', { name: 'Avisos por e-mail' });
      const daily = settings.getByRole('radio', { name: 'Um resumo por dia' });
      await expect(settings.getByRole('radio', { name: 'A cada nova solicitação' })).toBeEnabled();
      await daily.check();
      await expect(page.getByRole('status').filter({ hasText: 'Preferência salva.' })).toBeVisible();
      await expectNoA11yViolations(page);
      await expectFocusAlwaysVisible(page, 30);
      await page.reload();
      await clickTab(page, 'Avisos');
      await expect(daily).toBeChecked();
      // Back to the default, for the other journeys of this server.
      await settings.getByRole('radio', { name: 'A cada nova solicitação' }).check();
      await expect(page.getByRole('status').filter({ hasText: 'Preferência salva.' })).toBeVisible();
    });
  }
});

import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { type Mail, mailboxOf } from './accounts-helpers.ts';
import { DESKTOP, desktopJourneys, expect, JOURNEY, PHONE, screenshotEachScreen, test } from './fixtures.ts';
import { expectFocusAlwaysVisible } from './focus-helpers.ts';
import {
  acceptCookies,
  customerAddress,
  fillDefaultStep,
  isOrderPost,
  logInBanker,
  logInNewCustomer,
  routeSandboxToServer,
  STORE,
  startRequest,
} from './requests-helpers.ts';

/**
 * The life of a request: the banker hears of the order, moves it to 'Em análise' with a note, the
 * customer follows it in 'Minhas solicitações' and by mail, a sandbox institution approves it
 * through the signed webhook, and the customer cancels another request.
 */

const BANKER_EMAIL = 'ana.souza@exemplo.com.br';
const SHOTS = 'test-results/request-status';

/** The first message of the local mailbox for `to` that `match` accepts, waiting for it to arrive. */
async function mailMatching(
  request: APIRequestContext,
  to: string,
  match: (mail: Mail) => boolean,
): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(async () => {
      found = (await mailboxOf(request, to, 50)).find(match);
      return found !== undefined;
    })
    .toBe(true);
  return found as Mail;
}

/** The banker logged in on a device of her own, where WhatsApp's chat address opens a stand-in page. */
async function bankerReachingWhatsApp(
  context: BrowserContext,
  request: APIRequestContext,
  baseURL: string,
): Promise<Page> {
  const page = await context.newPage();
  await logInBanker(page, request, baseURL);
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
  );
  return page;
}

test.describe('following a request', { tag: JOURNEY.orders }, () => {
  // Two sessions, a partner page, mail round trips and axe runs on a shared 2-core machine.
  desktopJourneys(120_000);

  test('the banker reviews it with a note, the customer follows it, a partner approves it and another is cancelled', async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    const customer = await logInNewCustomer(page, request, baseURL as string);
    await routeSandboxToServer(page, baseURL as string);
    await startRequest(page, '/cartoes-de-credito/300');
    const form = page.getByRole('region', { name: 'Confirmação de dados' });
    await fillDefaultStep(form, {});
    const posted = page.waitForRequest(isOrderPost);
    await form.getByRole('button', { name: 'Continuar' }).click();
    await posted;
    await expect(page.getByRole('heading', { name: 'Sua solicitação chegou ao parceiro' })).toBeVisible();
    // The partner's page is the order's hand-off address: /sandbox/pedido/{id}-{key}.
    const orderId = /\/sandbox\/pedido\/(\d+)-/.exec(page.url())?.[1];
    expect(orderId, page.url()).toBeTruthy();

    // The banker's message names the customer and opens a WhatsApp chat about the product.
    const notice = await mailMatching(request, BANKER_EMAIL, (mail) => mail.text.includes(customer.email));
    const whatsapp = /https:\/\/wa\.me\/5551991234567\?text=(\S+)/.exec(notice.text);
    expect(whatsapp, notice.text).toBeTruthy();
    expect(decodeURIComponent(whatsapp?.[1] ?? '')).toContain('Cartão Ipê Platinum');

    // A second request, to cancel later.
    const token = (await page.context().cookies()).find((c) => c.name === 'token')?.value;
    const second = await request.post('/api/checkout/legacy/order/', {
      headers: { Authorization: `Bearer ${token}` },
      data: { customer: customer.id, product: 1, personal_banker: 1001, terms: true },
    });
    expect(second.status()).toBe(201);

    // From the notice to a prepared WhatsApp message in two taps: the notice's link opens the
    // request in the desk ('Solicitações', its dialog); one tap prepares the message and records
    // the contact. The banker keeps a private note and a reminder, and sets 'Em análise'.
    const opened = /Abra a solicitação no Analytics, com a mensagem pronta: (\S+)/.exec(notice.text)?.[1];
    expect(opened, notice.text).toBeTruthy();
    const link = new URL(opened as string);
    expect(link.pathname + link.search).toBe(`${STORE}/analytics?solicitacao=order-${orderId}`);
    const bankerContext = await browser.newContext({ baseURL, viewport: DESKTOP });
    const bankerPage = await bankerReachingWhatsApp(bankerContext, request, baseURL as string);
    // A first visit on this device: the cookie banner asks first (the request's dialog is modal and
    // would leave it out of reach), and the dialog opens once the banner is answered.
    await bankerPage.goto(link.pathname + link.search);
    await expect(bankerPage.getByRole('tab', { name: 'Solicitações' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const row = bankerPage.getByRole('dialog', { name: /^Cartão Ipê Platinum de / });
    await expect(bankerPage.getByRole('heading', { name: /^Recebida \(\d+\)$/ })).toBeVisible();
    await expect(bankerPage.getByRole('region', { name: 'Aviso de cookies' })).toBeVisible();
    await expect(row).toHaveCount(0);
    await acceptCookies(bankerPage);
    await expect(row.getByText(customer.email)).toBeVisible();
    const chat = bankerPage.waitForEvent('popup');
    await row.getByRole('button', { name: 'WhatsApp: Primeiro contato' }).click();
    const chatPage = await chat;
    await chatPage.waitForURL(/^https:\/\/wa\.me\//);
    const chatUrl = new URL(chatPage.url());
    expect(chatUrl.origin).toBe('https://wa.me');
    expect(chatUrl.searchParams.get('text')).toContain('Cartão Ipê Platinum');
    await expect(row.getByRole('list', { name: 'Contatos feitos' })).toContainText(
      'Primeiro contato por WhatsApp',
    );
    await row.getByLabel('Nova anotação').fill('Cliente prefere <b>ligação</b> à tarde.');
    await row.getByRole('button', { name: 'Salvar anotação' }).click();
    await expect(row.getByRole('list', { name: 'Anotações salvas' })).toContainText(
      'Cliente prefere <b>ligação</b> à tarde.',
    );
    // A reminder for an hour ago (Brasília time) is due at once.
    const anHourAgo = new Date(Date.now() - 4 * 3_600_000).toISOString().slice(0, 16);
    await row.getByLabel('Nova anotação').fill('Retornar com a proposta');
    await row.getByLabel('Lembrete (opcional)').fill(anHourAgo);
    await row.getByRole('button', { name: 'Salvar anotação' }).click();
    await expect(row.getByRole('list', { name: 'Anotações salvas' })).toContainText(
      'Retornar com a proposta',
    );
    await row.getByLabel('Novo status').selectOption({ label: 'Em análise' });
    await row.getByLabel('Observação para o cliente (opcional)').fill('Vou ligar amanhã às 10h.');
    await row.getByRole('button', { name: 'Atualizar status' }).click();
    await expect(row.getByText('Status atualizado. O cliente recebe um aviso por e-mail.')).toBeVisible();
    await expect(row.getByText('Em análise', { exact: true }).first()).toBeVisible();
    await screenshotEachScreen(bankerPage, `${SHOTS}/analytics-status`, row);
    // Closed: the due reminder heads the desk, and the search finds the request in its new column.
    await bankerPage.keyboard.press('Escape');
    const reminders = bankerPage.getByRole('region', { name: /^Lembretes para agora/ });
    await expect(reminders).toContainText('Retornar com a proposta');
    await bankerPage.getByLabel('Procurar por cliente (nome ou e-mail)').fill(customer.email);
    const searched = bankerPage.waitForResponse((answer) => answer.url().includes('search='));
    await bankerPage.getByLabel('Procurar por cliente (nome ou e-mail)').press('Enter');
    await searched;
    await expect(
      bankerPage
        .getByRole('region', { name: /^Em análise/ })
        .getByRole('button', { name: /Cartão Ipê Platinum/ })
        .first(),
    ).toBeVisible();
    await screenshotEachScreen(bankerPage, `${SHOTS}/desk-pipeline`, reminders);
    await reminders.getByRole('button', { name: 'Concluir' }).click();
    await expect(reminders).toHaveCount(0);
    await bankerContext.close();

    // The customer sees it in 'Minhas solicitações' (from the account menu) and receives the mail.
    await page.goto(STORE);
    await page.getByRole('button', { name: 'Rafael Pedido Teste' }).click();
    await page.getByRole('menuitem', { name: 'Minhas solicitações' }).click();
    await expect(page).toHaveURL(/\/pb\/ana-souza\/minhas-solicitacoes$/);
    const card = page.getByRole('article', { name: 'Cartão Ipê Platinum' });
    await expect(card.getByText('Vou ligar amanhã às 10h.')).toBeVisible();
    await expect(card.getByText('Em análise', { exact: true }).first()).toBeVisible();
    await expect(card.getByText('Ana Paula Souza').first()).toBeVisible();
    const mail = await mailMatching(request, customer.email, (m) => m.subject.endsWith(': Em análise'));
    expect(mail.subject).toBe('Sua solicitação de Cartão Ipê Platinum: Em análise');
    expect(mail.text).toContain('Observação: Vou ligar amanhã às 10h.');
    expect(mail.text).toMatch(/\/pb\/ana-souza\/minhas-solicitacoes/);
    await expectFocusAlwaysVisible(page);
    await screenshotEachScreen(
      page,
      `${SHOTS}/minhas-solicitacoes`,
      page.getByRole('heading', { name: 'Minhas solicitações' }),
    );

    // A sandbox institution approves it through the signed webhook.
    const approved = await request.post('/sandbox/status-events', {
      data: { request: { kind: 'order', id: orderId }, status: 'aprovada', note: 'Limite aprovado.' },
    });
    expect(approved.status()).toBe(200);
    await page.reload();
    await expect(card.getByText('Aprovada', { exact: true }).first()).toBeVisible();
    await expect(card.getByText('Limite aprovado.')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Cancelar solicitação' })).toHaveCount(0);

    // The customer cancels the other request, which the institution has not decided.
    const other = page.getByRole('article').filter({ hasNot: page.getByText('Cartão Ipê Platinum') });
    await other.getByRole('button', { name: 'Cancelar solicitação' }).click();
    await other.getByRole('button', { name: 'Sim, cancelar' }).click();
    await expect(other.getByText('Cancelada pelo cliente').first()).toBeVisible();
    await expect(other.getByRole('button', { name: 'Cancelar solicitação' })).toHaveCount(0);
  });

  test("on a phone the desk lists the requests grouped by status, a card opens its dialog and WhatsApp is one tap; the funnel counts the campaign's visit", async ({
    browser,
    request,
    baseURL,
  }) => {
    // An address of the customer's own: the counts' per-address limit is not the other tests'.
    const context = await browser.newContext({
      baseURL,
      viewport: PHONE,
      extraHTTPHeaders: { 'x-forwarded-for': customerAddress() },
    });
    const page = await context.newPage();
    const customer = await logInNewCustomer(page, request, baseURL as string);
    // The customer's order, with the token the login kept (a page load swaps it for a new one).
    const token = (await context.cookies()).find((c) => c.name === 'token')?.value;
    const order = await request.post('/api/checkout/legacy/order/', {
      headers: { Authorization: `Bearer ${token}` },
      data: { customer: customer.id, product: 1, personal_banker: 1001, terms: true },
    });
    expect(order.status()).toBe(201);
    // The customer lands on the store from a campaign: one visit of that source.
    const campaign = `telefone-${Date.now()}`;
    const counted = page.waitForResponse((answer) =>
      answer.url().includes('/api/store/funnel/ana-souza/events/'),
    );
    await page.goto(`${STORE}?utm_campaign=${campaign}`);
    expect((await counted).status()).toBe(204);
    await context.close();

    const bankerContext = await browser.newContext({ baseURL, viewport: PHONE });
    const bankerPage = await bankerReachingWhatsApp(bankerContext, request, baseURL as string);
    await bankerPage.goto(`${STORE}/analytics`);
    await acceptCookies(bankerPage);
    await bankerPage.getByRole('tab', { name: 'Solicitações' }).click();
    const search = bankerPage.getByLabel('Procurar por cliente (nome ou e-mail)');
    await search.fill(customer.email);
    const searched = bankerPage.waitForResponse((answer) => answer.url().includes('search='));
    await search.press('Enter');
    await searched;
    const received = bankerPage.getByRole('region', { name: /^Recebida/ });
    // Grouped, one status under the other: 'Recebida' above 'Em análise', both the phone's width.
    const [first, second] = await Promise.all([
      received.boundingBox(),
      bankerPage.getByRole('region', { name: /^Em análise \(/ }).boundingBox(),
    ]);
    expect((first?.y ?? 0) < (second?.y ?? 0)).toBe(true);
    expect(first?.width ?? 0).toBeGreaterThan(PHONE.width * 0.8);
    await received
      .getByRole('button', { name: /Rafael Pedido Teste/ })
      .first()
      .click();
    const dialog = bankerPage.getByRole('dialog');
    await expect(dialog.getByText(customer.email)).toBeVisible();
    const chat = bankerPage.waitForEvent('popup');
    await dialog.getByRole('button', { name: 'WhatsApp: Primeiro contato' }).click();
    await (await chat).waitForURL(/^https:\/\/wa\.me\//);
    await expect(dialog.getByRole('list', { name: 'Contatos feitos' })).toContainText(
      'Primeiro contato por WhatsApp',
    );
    await bankerPage.keyboard.press('Escape');

    // The funnel of the campaign counts the one visit.
    await bankerPage.getByRole('tab', { name: 'Funil' }).click();
    const funnel = bankerPage.getByRole('region', { name: 'Funil da loja' });
    await funnel.getByLabel('Origem', { exact: true }).selectOption({ label: `Campanha ${campaign}` });
    await expect(
      funnel.getByRole('list', { name: 'Etapas do funil' }).getByRole('listitem').first(),
    ).toContainText('Visitas1');
    await screenshotEachScreen(bankerPage, `${SHOTS}/desk-funnel`, funnel);
    await bankerContext.close();
  });
});

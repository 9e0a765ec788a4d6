import type { APIRequestContext, Page } from '@playwright/test';
import {
  BANKER,
  createCustomer,
  logIn,
  type Mail,
  mailboxOf,
  newEmail,
  randomCpf,
  STORE,
} from './accounts-helpers.ts';
import { clickTab, expect, expectNoA11yViolations, JOURNEY, test } from './fixtures.ts';

/**
 * Invitations end to end (docs/accounts.md#forgot-password, docs/invitations.md#invitation-and-authorization, docs/invitations.md#solicitation): the banker invites from the analytics screen,
 * the customer follows the e-mailed links, and every modal of the flow opens where docs/invitations.md says.
 */

const CONSORTIUM = 117;
const LOAN = 120;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
/** The first modal of a page waits for the session check and the invitation lookup. */
const FIRST_MODAL = 15_000;

/** The newest message of the local mailbox for an address. */
async function newestMail(request: APIRequestContext, email: string): Promise<Mail> {
  let mail: Mail | undefined;
  await expect
    .poll(async () => {
      mail = (await mailboxOf(request, email))[0];
      return mail?.text ?? '';
    })
    .toContain('/pb/');
  return mail as Mail;
}

/** The path (with query) of the mail's link to a store route. */
function linkTo(mail: Mail, route: 'convite' | 'confirm' | 'report-invite'): string {
  const found = new RegExp(`https?://[^\\s]+/pb/[^/\\s]+/${route}/\\?[^\\s]+`).exec(mail.text)?.[0];
  expect(found, `${route} link in: ${mail.text}`).toBeTruthy();
  const url = new URL(found as string);
  return url.pathname + url.search;
}

/** Ana invites an e-mail through the checkout service (for the flows that start at the mail). */
async function inviteByApi(
  request: APIRequestContext,
  body: Record<string, unknown>,
): Promise<{ id: string }> {
  const login = await request.post('/api/auth/users/login/', {
    data: { username: BANKER.email, password: BANKER.password },
  });
  const { token } = (await login.json()) as { token: string };
  const invited = await request.put('/api/checkout/solicitation/handler/invite/', {
    data: body,
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(invited.status()).toBe(201);
  return (await invited.json()) as { id: string };
}

function dialog(page: Page, name: string | RegExp) {
  return page.getByRole('dialog', { name });
}

test.describe('invitations', { tag: JOURNEY.invitations }, () => {
  // Each flow waits on mail, several services calls and page loads on a shared machine.
  test.describe.configure({ timeout: 90_000 });

  test('the banker invites for review; the new customer signs up, authorises, confirms once', async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    // Two browsers, a mailbox round trip and eight modals: long on a shared machine.
    test.setTimeout(240_000);
    const email = newEmail('convidado');

    // The banker: 'Convidar cliente' in the analytics screen, with the form filled in for review.
    await page.goto(STORE);
    await logIn(page, BANKER.email, BANKER.password);
    await page.goto(`${STORE}/analytics`);
    await clickTab(page, 'Convites');
    const invite = page.getByRole('region', { name: 'Convidar cliente' });
    await invite.getByLabel('Produto').selectOption(String(CONSORTIUM));
    await invite.getByLabel('E-mail do cliente').fill(email);
    await invite.getByLabel(/Preencher a solicitação pelo cliente/).check();
    await invite.getByLabel('Nome completo').fill('Helena Duarte Convidada');
    await invite.getByLabel('Renda mensal').fill('850000');
    await expectNoA11yViolations(page);
    await invite.getByRole('button', { name: 'Enviar convite' }).click();
    const invitations = page.getByRole('region', { name: 'Convites', exact: true });
    const row = invitations.locator('tbody tr', { hasText: email });
    await expect(row).toContainText('Revisão enviada');
    await expect(row).toContainText('Sem conta ainda');

    const mail = await newestMail(request, email);
    const conviteLink = linkTo(mail, 'convite');
    expect(conviteLink).toContain('user=false');
    expect(conviteLink).toContain('review=true');
    expect(linkTo(mail, 'report-invite')).toMatch(/id=[0-9a-f-]{36}/);
    const confirmLink = linkTo(mail, 'confirm');
    expect(confirmLink).toMatch(/token=/);

    // The customer, in a browser of their own.
    const context = await browser.newContext({ baseURL });
    const customer = await context.newPage();
    await customer.goto(conviteLink);
    // A consortium invitation continues on the product's page.
    await expect(customer).toHaveURL(new RegExp(`/${CONSORTIUM}$`));
    const signUp = dialog(customer, 'Olá!');
    await expect(signUp.getByText('Para continuar, crie sua conta')).toBeVisible({ timeout: FIRST_MODAL });
    await expect(signUp.getByLabel('E-mail')).toHaveValue(email);
    // The invited form's e-mail locked, the authorization ticked and 'Já tem conta? Entre aqui!':
    // src/features/accounts/islands/NewAccountModal.rules.test.tsx.
    await expectNoA11yViolations(customer);
    await signUp.getByLabel('Nome completo').fill('Helena Duarte Convidada');
    await signUp.getByLabel('Celular').fill('51987650000');
    await signUp.getByLabel('CPF').fill(randomCpf());
    await signUp.getByLabel('Data de nascimento').fill('12/03/1991');
    await signUp.getByLabel(/termos de uso/).check();
    await signUp.getByRole('button', { name: 'Criar' }).click();

    const password = dialog(customer, 'Cadastre sua senha');
    await password.getByLabel('Nova senha', { exact: true }).fill('Helena2026');
    await password.getByLabel('Confirme a nova senha').fill('Helena2026');
    await password.getByRole('button', { name: 'Salvar senha' }).click();
    await expect(customer.getByRole('heading', { name: 'Cadastrado com sucesso!' })).toBeVisible();

    const authorization = dialog(customer, 'Confirmação');
    await expect(authorization.getByRole('button', { name: 'Prefiro preencher eu mesmo' })).toBeVisible({
      timeout: FIRST_MODAL,
    });
    await expectNoA11yViolations(customer);
    await authorization.getByRole('button', { name: /^Deixar meu .* preencher$/ }).click();
    const confirmed = dialog(customer, 'Confirmado!');
    await expect(confirmed.getByText('Ana Souza').first()).toBeVisible();
    await expect(confirmed.getByRole('link', { name: BANKER.email })).toBeVisible();
    await expect(confirmed.getByRole('link', { name: /WhatsApp/ })).toBeVisible();
    await expectNoA11yViolations(customer);

    // The banker sees the authorization.
    await page.reload();
    await clickTab(page, 'Convites');
    await expect(
      page.getByRole('region', { name: 'Convites', exact: true }).locator('tbody tr', { hasText: email }),
    ).toContainText('Autorizado');

    // The confirm link: sent; the same link again: already sent.
    await customer.goto(confirmLink);
    const sent = dialog(customer, 'Solicitação enviada!');
    await expect(sent.getByText('As opções serão enviadas para o seu e-mail.')).toBeVisible({
      timeout: FIRST_MODAL,
    });
    await expectNoA11yViolations(customer);
    await customer.goto(confirmLink);
    const again = dialog(customer, 'Sua solicitação já foi enviada!');
    await expect(again.getByText('Fechar', { exact: true })).toBeVisible({ timeout: FIRST_MODAL });
    await expectNoA11yViolations(customer);
    await context.close();
  });

  test("the report link says 'Desculpe-nos pelo engano!'", async ({ page, request }) => {
    const email = newEmail('engano');
    await inviteByApi(request, { product: LOAN, invite_customer_email: email });
    await page.goto(linkTo(await newestMail(request, email), 'report-invite'));
    const report = dialog(page, 'Desculpe-nos pelo engano!');
    await expect(report.getByRole('button', { name: 'Continuar a receber e-mails' })).toBeVisible({
      timeout: FIRST_MODAL,
    });
    await expectNoA11yViolations(page);
    await report.getByText('Fechar', { exact: true }).click();
    await expect(report.getByText('Fechar', { exact: true })).toBeHidden();
    expect(await page.evaluate(() => sessionStorage.getItem('solicitationId'))).toBeNull();
  });

  test("an existing customer logs in with 'Olá!', fills in the solicitation and sends it", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const account = await createCustomer(request);
    await inviteByApi(request, { product: LOAN, invite_customer_email: account.email });
    const mail = await newestMail(request, account.email);
    const link = linkTo(mail, 'convite');
    expect(link).toContain('user=true');
    await page.goto(link);

    const hello = dialog(page, 'Olá!');
    await expect(hello.getByLabel('E-mail')).toHaveValue(account.email, { timeout: FIRST_MODAL });
    await expectNoA11yViolations(page);
    await hello.getByLabel('Senha').fill(account.password);
    await hello.getByRole('button', { name: 'Entrar' }).click();

    const authorization = dialog(page, 'Confirmação');
    await authorization.getByRole('button', { name: 'Prefiro preencher eu mesmo' }).click();
    await expect(page).toHaveURL(/\/solicitation\/?$/);
    await expect(
      page.getByRole('heading', { name: /Solicitação de Empréstimo Pessoal Online/ }),
    ).toBeVisible();
    await expect(page.getByLabel('Nome completo')).toHaveValue(account.fullName);
    await page.getByLabel('Renda mensal').fill('700000');
    await page.getByLabel('Valor desejado').fill('2000000');
    await page.getByRole('button', { name: 'Enviar solicitação' }).click();
    await expect(page.getByText('Campo obrigatório.')).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByLabel(/LGPD/).check();
    await page.getByRole('button', { name: 'Enviar solicitação' }).click();
    const sent = dialog(page, 'Solicitação enviada!');
    await expect(sent.getByText(/Sua solicitação foi enviada ao seu/)).toBeVisible();
    await expectNoA11yViolations(page);
  });

  // A card's solicitation, which asks no loan value: the form without 'Valor desejado' and the
  // creation and update sent without one -> src/features/invitations/islands/SolicitationScreen.test.tsx;
  // the service taking it -> services/invitations/solicitation-handler.test.ts ('takes a product without a
  // loan value...'); the invite link, login and 'Prefiro preencher eu mesmo' -> the test above.

  test('an unknown invitation opens the not-found modal', async ({ page }) => {
    await page.goto(`${STORE}/convite/?id=${UNKNOWN_ID}&user=false`);
    const notFound = dialog(page, 'Ops... algo deu errado');
    await expect(notFound.getByText('Fechar', { exact: true })).toBeVisible({ timeout: FIRST_MODAL });
    await expectNoA11yViolations(page);
  });

  test("?q= opens 'Cadastre sua senha' and ?newuser the new account", async ({ page }) => {
    await page.goto(`${STORE}?q=token-do-link`);
    const password = dialog(page, 'Cadastre sua senha');
    await expect(password.getByLabel('Nova senha', { exact: true })).toBeVisible({ timeout: FIRST_MODAL });
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBe('token-do-link');
    await expectNoA11yViolations(page);

    await page.evaluate(() => sessionStorage.clear());
    await page.goto(`${STORE}?newuser`);
    await expect(dialog(page, 'Criar sua conta').getByLabel('Nome completo')).toBeVisible({
      timeout: FIRST_MODAL,
    });
  });

  test('the solicitation screen without an invitation says so and links back', async ({ page }) => {
    await page.goto(`${STORE}/solicitation/`);
    await expect(page.getByText(/Não há solicitação em andamento/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Voltar para a loja' })).toHaveAttribute('href', STORE);
    await expectNoA11yViolations(page);
  });
});

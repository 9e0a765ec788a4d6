import type { Locator, Page } from '@playwright/test';
import { digitsOf } from '../src/core/format/digits.ts';
import type { Brand } from '../src/features/brand/config/load.ts';
import {
  ASSISTANT,
  BANKER,
  CUSTOMER,
  codeFromMailbox,
  cookieNames,
  createCustomer,
  logIn,
  mailboxCount,
  newEmail,
  openAssistantDetails,
  openSignUp,
  randomCpf,
  STORE,
} from './accounts-helpers.ts';
import { DESKTOP, expect, expectNoA11yViolations, JOURNEY, liveDialog, PHONE, test } from './fixtures.ts';
import { expectFocusAlwaysVisible } from './focus-helpers.ts';

/** Logs `person` in on the store's home and opens the header's menu, on the button named after them. */
async function openAccountMenu(page: Page, person: { email: string; password: string }, button: RegExp) {
  await page.goto(STORE);
  await logIn(page, person.email, person.password);
  await page.getByRole('button', { name: button }).click();
  return page.getByRole('menu');
}

/** The menu's entries: the person's `own`, then the brand's customer area when it has one, then 'Sair'. */
async function expectMenuEntries(menu: Locator, brand: Brand, own: string[]) {
  const expected = [...own, ...(brand.customerAreaUrl ? ['Área do cliente'] : []), 'Sair'];
  await expect(menu.getByRole('menuitem')).toHaveText(expected.map((label) => new RegExp(`^${label}`)));
}

test.describe('accounts: header menu on every brand', { tag: JOURNEY.accounts }, () => {
  test.use({ viewport: DESKTOP });

  test('a banker sees Analytics and Dados Cadastrais; Área do cliente only on offices', async ({
    page,
    brand,
  }) => {
    const menu = await openAccountMenu(page, BANKER, /Ana/);
    await expectMenuEntries(menu, brand, ['Analytics', 'Dados Cadastrais']);
    await expect(menu.getByRole('menuitem', { name: 'Analytics' })).toHaveAttribute(
      'href',
      `${STORE}/analytics`,
    );
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });

  test("a customer sees neither Analytics nor Dados Cadastrais, but 'Meus dados'", async ({
    page,
    brand,
  }) => {
    const menu = await openAccountMenu(page, CUSTOMER, /João/);
    await expectMenuEntries(menu, brand, ['Minhas solicitações', 'Meus dados']);
  });

  test('the phone drawer has the same entries', async ({ page, brand }) => {
    await page.setViewportSize(PHONE);
    await page.goto(STORE);
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('link', { name: 'Produtos' })).toBeVisible();
    await drawer.getByRole('button', { name: 'Entrar' }).click();
    const login = liveDialog(page, 'Entre na sua conta');
    await login.getByLabel('E-mail').fill(BANKER.email);
    await login.getByLabel('Senha').fill(BANKER.password);
    await login.getByLabel('Senha').press('Enter');
    await expect(login.getByLabel('Senha')).toBeHidden();
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const account = page.getByRole('navigation', { name: 'Sua conta' });
    await expect(account.getByRole('link', { name: 'Analytics' })).toBeVisible();
    await expect(account.getByRole('button', { name: 'Dados Cadastrais' })).toBeVisible();
    await expect(account.getByRole('link', { name: /Área do cliente/ })).toHaveCount(
      brand.customerAreaUrl ? 1 : 0,
    );
    await expect(account.getByRole('button', { name: 'Sair' })).toBeVisible();
    await expectNoA11yViolations(page);
    // Round the drawer's trap: every stop on screen.
    await expectFocusAlwaysVisible(page, 15);
  });
});

test.describe('accounts: flows', { tag: JOURNEY.accounts }, () => {
  test.use({ viewport: DESKTOP });

  test('a wrong password shows the service’s message', async ({ page }) => {
    await page.goto(STORE);
    await page.getByRole('button', { name: 'Entrar' }).click();
    const dialog = liveDialog(page, 'Entre na sua conta');
    const submit = dialog.getByRole('button', { name: 'Entrar' });
    await dialog.getByLabel('E-mail').fill(CUSTOMER.email);
    await expect(submit).toBeDisabled();
    await dialog.getByLabel('Senha').fill('SenhaErrada1');
    await expect(submit).toBeEnabled();
    await submit.click();
    const message = dialog.getByRole('alert');
    await expect(message).toHaveText('Usuário ou senha incorreto.');
    await expectNoA11yViolations(page);
    await expectFocusAlwaysVisible(page, 10);
    // The button's rule and the message's 3 seconds: src/features/accounts/islands/LoginModal.test.tsx.
  });

  test('keyboard only: the header button, the fields and Enter sign in', async ({ page }) => {
    await page.goto(STORE);
    const entrar = page.getByRole('button', { name: 'Entrar' });
    await expect(entrar).toBeVisible();
    // Tab from the top of the page until the header's 'Entrar' has the focus.
    for (let i = 0; i < 15 && !(await entrar.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(entrar).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = liveDialog(page, 'Entre na sua conta');
    await expect(dialog.getByLabel('E-mail')).toBeFocused();
    await page.keyboard.type(CUSTOMER.email.toUpperCase());
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel('Senha')).toBeFocused();
    await page.keyboard.type(CUSTOMER.password);
    await page.keyboard.press('Enter');
    await expect(dialog.getByLabel('Senha')).toBeHidden();
    const userButton = page.getByRole('button', { name: /João/ });
    await expect(userButton).toBeFocused();
  });

  test('escape closes a modal and gives the focus back to its opener', async ({ page }) => {
    await page.goto(STORE);
    const entrar = page.getByRole('button', { name: 'Entrar' });
    await entrar.click();
    const dialog = liveDialog(page, 'Entre na sua conta');
    await expect(dialog.getByLabel('E-mail')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog.getByLabel('Senha')).toBeHidden();
    await expect(entrar).toBeFocused();
  });

  test('sign up with the e-mailed code, set the password and land logged in', async ({ page, request }) => {
    // Three modals, each checked with axe, and a mailbox round trip.
    test.setTimeout(60_000);
    const email = newEmail('novo');
    const signUp = await openSignUp(page, STORE);
    const create = signUp.getByRole('button', { name: 'Criar' });
    await signUp.getByLabel('Nome completo').fill('Beatriz Nunes Teste');
    await signUp.getByLabel('E-mail').fill(` ${email.toUpperCase()}`);
    await expect(signUp.getByLabel('E-mail')).toHaveValue(email.toUpperCase());
    await signUp.getByLabel('Celular').fill('51987651234');
    await expect(signUp.getByLabel('Celular')).toHaveValue('(51) 98765-1234');
    await signUp.getByLabel('CPF').fill(digitsOf(randomCpf()));
    await signUp.getByLabel('Data de nascimento').fill('15081992');
    await expect(signUp.getByLabel('Data de nascimento')).toHaveValue('15/08/1992');
    await signUp.getByLabel(/termos de uso/).check();
    await expectNoA11yViolations(page);
    await create.click();
    // 'Criar' locked until the terms are ticked: src/features/accounts/islands/NewAccountModal.rules.test.tsx;
    // 'Verificar' locked below six digits: src/features/accounts/islands/ForgotModal.test.tsx.

    const code = page.getByRole('dialog', { name: 'Código de verificação' });
    const verify = code.getByRole('button', { name: 'Verificar' });
    await expect(code.getByText(email)).toBeVisible();
    await expectNoA11yViolations(page);
    await code.getByLabel('Código de verificação').fill(await codeFromMailbox(request, email));
    await verify.click();

    const password = page.getByRole('dialog', { name: 'Redefinição da senha' });
    await password.getByLabel('Nova senha', { exact: true }).fill('Beatriz2026');
    await password.getByLabel('Confirme a nova senha').fill('Beatriz2026');
    await expectNoA11yViolations(page);
    await password.getByRole('button', { name: 'Salvar senha' }).click();
    const created = page.getByRole('heading', { name: 'Cadastrado com sucesso!' });
    await expect(created).toBeVisible();
    await expect(page.getByRole('button', { name: 'Beatriz Nunes Teste' })).toBeVisible();
    await expect(created).toBeHidden({ timeout: 5000 });
    expect(await cookieNames(page)).toEqual(expect.arrayContaining(['user', 'token']));
  });

  // A sign-up with an e-mail already registered: the service's 'E-mail já cadastrado.' is held by
  // services/accounts/people.test.ts, its joining by src/features/accounts/stores/flows.test.ts and the alert that
  // lists each error by src/features/accounts/islands/NewAccountModal.rules.test.tsx.

  test('forgot password end to end', async ({ page, request }) => {
    test.setTimeout(60_000);
    const account = await createCustomer(request);
    await page.goto(STORE);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByRole('button', { name: 'Esqueceu a sua senha?' }).click();

    // 'E-mail não cadastrado.', the refused code's message and 'As senhas não conferem.' are held by
    // src/features/accounts/islands/ForgotModal.test.tsx (the service's answers by services/accounts/sessions.test.ts).
    const check = page.getByRole('dialog', { name: 'Redefinição de senha' });
    await check.getByLabel('E-mail').fill(account.email);
    await expectNoA11yViolations(page);
    const seen = await mailboxCount(request, account.email);
    await check.getByRole('button', { name: 'Continuar' }).click();

    const code = page.getByRole('dialog', { name: 'Código de verificação' });
    await code.getByLabel('Código de verificação').fill(await codeFromMailbox(request, account.email, seen));
    await code.getByRole('button', { name: 'Verificar' }).click();

    const reset = page.getByRole('dialog', { name: 'Redefinição da senha' });
    await reset.getByLabel('Nova senha', { exact: true }).fill('NovaSenha77');
    await reset.getByLabel('Confirme a nova senha').fill('NovaSenha77');
    await reset.getByRole('button', { name: 'Salvar senha' }).click();
    await expect(page.getByRole('button', { name: account.fullName })).toBeVisible();

    // The new password works and the old one no longer does.
    await page.getByRole('button', { name: account.fullName }).click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await page.getByRole('button', { name: 'Entrar' }).click();
    const login = liveDialog(page, 'Entre na sua conta');
    await login.getByLabel('E-mail').fill(account.email);
    await login.getByLabel('Senha').fill(account.password);
    await login.getByLabel('Senha').press('Enter');
    await expect(login.getByRole('alert')).toHaveText('Usuário ou senha incorreto.');
    await login.getByLabel('Senha').fill('NovaSenha77');
    await login.getByLabel('Senha').press('Enter');
    await expect(page.getByRole('button', { name: account.fullName })).toBeVisible();
  });

  test('editing the e-mail asks for confirmation and forces a new login', async ({ page, request }) => {
    test.setTimeout(60_000);
    const password = 'Assistente26';
    const changed = newEmail('bia');
    await openAssistantDetails(page, request, password);

    const edit = page.getByRole('dialog', { name: 'Dados Cadastrais' });
    await expect(edit.getByLabel('E-mail')).toHaveValue(ASSISTANT.email);
    await expectNoA11yViolations(page);
    await edit.getByLabel('E-mail').fill(changed);
    await edit.getByRole('button', { name: 'Salvar' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirmação' });
    await expect(
      confirm.getByText('Ao alterar o e-mail sera necessário que faça o login novamente.'),
    ).toBeVisible();
    await expectNoA11yViolations(page);
    await confirm.getByRole('button', { name: 'Confirmar' }).click();

    // The new address counts only once the code mailed to it comes back.
    await expect(edit.getByText(changed)).toBeVisible();
    await expectNoA11yViolations(page);
    await edit.getByLabel('Código de verificação').fill(await codeFromMailbox(request, changed));
    await edit.getByRole('button', { name: 'Confirmar e-mail' }).click();

    const login = liveDialog(page, 'Entre na sua conta');
    await expect(login.getByLabel('E-mail')).toHaveValue(changed);
    await expect(page.getByRole('button', { name: 'Entrar' }).first()).toBeVisible();
    expect(await cookieNames(page)).not.toContain('token');
    await login.getByLabel('Senha').fill(password);
    await login.getByLabel('Senha').press('Enter');
    await expect(login.getByLabel('Senha')).toBeHidden();

    // Back to the seeded address so other screens keep showing it.
    const token = (await page.context().cookies()).find((c) => c.name === 'token')?.value;
    const headers = { Authorization: `Bearer ${token}` };
    const asked = await request.put('/api/auth/person/v2/', { data: { email: ASSISTANT.email }, headers });
    expect(asked.ok()).toBe(true);
    const code = await codeFromMailbox(request, ASSISTANT.email);
    const restored = await request.put('/api/auth/person/v2/email/', { data: { code }, headers });
    expect(restored.ok()).toBe(true);
  });

  // The authorization toggle ('Autorizar' / 'Remover autorização') and the e-mail locked with
  // 'O e-mail não pode ser alterado enquanto houver uma autorização.', also once withdrawn and when
  // the modal reopens on the service's answer: src/features/accounts/islands/EditUserModal.test.tsx; the
  // service keeping a withdrawn authorization and refusing the e-mail with one:
  // services/accounts/people.test.ts.

  test('reload keeps the session; logout clears cookies and storage', async ({ page }) => {
    await page.goto(STORE);
    await logIn(page, CUSTOMER.email, CUSTOMER.password);
    const before = (await page.context().cookies()).find((c) => c.name === 'token')?.value;
    const fiveDays = Date.now() / 1000 + 4.9 * 24 * 3600;
    const cookies = await page.context().cookies();
    for (const name of ['user', 'token']) {
      expect(cookies.find((c) => c.name === name)?.expires).toBeGreaterThan(fiveDays);
    }
    expect(decodeURIComponent(cookies.find((c) => c.name === 'user')?.value ?? '')).not.toContain(
      'personal_bankers',
    );

    const refreshed = page.waitForResponse((r) => r.url().includes('/users/refreshtoken/') && r.ok());
    await page.reload();
    await refreshed;
    await expect(page.getByRole('button', { name: /João/ })).toBeVisible();
    await expect
      .poll(async () => (await page.context().cookies()).find((c) => c.name === 'token')?.value)
      .not.toBe(before);

    await page.evaluate(() => sessionStorage.setItem('tempEmail', 'x@exemplo.com.br'));
    await page.getByRole('button', { name: /João/ }).click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${STORE}$`));
    expect(await cookieNames(page)).not.toEqual(expect.arrayContaining(['user']));
    expect(await cookieNames(page)).not.toContain('token');
    expect(await page.evaluate(() => sessionStorage.getItem('tempEmail'))).toBeNull();
  });
});

import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, liveDialog } from './fixtures.ts';

/** A CPF with valid check digits, different on every call. */
export function randomCpf(): string {
  const digits = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10));
  if (digits.every((d) => d === digits[0])) digits[0] = ((digits[0] ?? 0) + 1) % 10;
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((acc, d, i) => acc + d * (length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  const s = digits.join('');
  return `${s.slice(0, 3)}.${s.slice(3, 6)}.${s.slice(6, 9)}-${s.slice(9)}`;
}

let counter = 0;
/** A new e-mail address for this run. */
export function newEmail(prefix: string): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}@exemplo.com.br`;
}

export const BANKER = { email: 'ana.souza@exemplo.com.br', password: 'Vitrine2026' };
export const CUSTOMER = { email: 'joao.silva@exemplo.com.br', password: 'Cliente2026' };
export const STORE = '/pb/ana-souza';

/** Opens a store and its 'Criar sua conta' dialog through 'Entrar' and 'Criar nova conta'. */
export async function openSignUp(page: Page, store: string): Promise<Locator> {
  await page.goto(store);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await liveDialog(page, 'Entre na sua conta').getByRole('button', { name: 'Criar nova conta' }).click();
  return page.getByRole('dialog', { name: 'Criar sua conta' });
}

/** One message of the local mailbox (the development mailbox of `npm start`). */
export interface Mail {
  subject: string;
  text: string;
}

/** The local mailbox's messages for an address, newest first (at most `limit`). */
export async function mailboxOf(request: APIRequestContext, email: string, limit?: number): Promise<Mail[]> {
  const query = new URLSearchParams({ to: email, ...(limit ? { limit: String(limit) } : {}) });
  const response = await request.get(`/api/dev/mailbox?${query}`);
  return (await response.json()) as Mail[];
}

/** How many messages the local mailbox holds for an address: read it before a click that mails a code. */
export async function mailboxCount(request: APIRequestContext, email: string): Promise<number> {
  return (await mailboxOf(request, email)).length;
}

/**
 * The 6-digit code of the newest message for an address, once the mailbox holds more than `seen`
 * messages: a click answers before its mail is written, and an older code (the sign-up's) must not
 * be read in its place.
 */
export async function codeFromMailbox(request: APIRequestContext, email: string, seen = 0): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const messages = await mailboxOf(request, email);
      code = messages.length > seen ? /\b(\d{6})\b/.exec(messages[0]?.text ?? '')?.[1] : undefined;
      return code;
    })
    .toBeTruthy();
  return code as string;
}

/** Creates a customer account with a password through the auth service (for flows that start logged out). */
export async function createCustomer(
  request: APIRequestContext,
  password = 'Senhas1234',
): Promise<{ email: string; password: string; fullName: string }> {
  const email = newEmail('cliente');
  const fullName = 'Marina Costa Teste';
  const response = await request.post('/api/auth/person/v2/', {
    data: {
      full_name: fullName,
      email,
      principal_contact: '(51) 99876-1234',
      cpf: randomCpf(),
      birthday: '10/10/1990',
      terms: true,
      personal_banker: 'ana-souza',
      password,
    },
  });
  expect(response.status()).toBe(201);
  return { email, password, fullName };
}

/** Opens the login modal from the header (the drawer on phones) and logs in. */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('button', { name: 'Entrar' }).click();
  const dialog = liveDialog(page, 'Entre na sua conta');
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Senha').fill(password);
  await dialog.getByRole('button', { name: 'Entrar' }).click();
  // The dialog element itself measures 0x0: wait on its content.
  await expect(dialog.getByLabel('Senha')).toBeHidden();
}

/** Names of the cookies the browser holds for the site. */
export async function cookieNames(page: Page): Promise<string[]> {
  return (await page.context().cookies()).map((c) => c.name);
}

/** Ana's assistant (person_type 2): sees Dados Cadastrais; seeded without a password. */
export const ASSISTANT = { email: 'beatriz.ramos@exemplo.com.br', name: 'Bia Ramos' };

/** Gives an account a password through the code flow of the auth service. */
export async function setPasswordByCode(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<void> {
  const sent = await request.post('/api/auth/users/sendverificationcode/', { data: { email } });
  expect(sent.ok()).toBe(true);
  const code = await codeFromMailbox(request, email);
  const checked = await request.put('/api/auth/users/validateverificationcode/', { data: { email, code } });
  expect(checked.ok()).toBe(true);
  const { token } = (await checked.json()) as { token: string };
  const set = await request.put('/api/auth/users/setpassword/', {
    data: { password1: password, password2: password },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(set.ok()).toBe(true);
}

/** Gives the assistant a password, logs her in on the store and opens 'Dados Cadastrais'. */
export async function openAssistantDetails(
  page: Page,
  request: APIRequestContext,
  password: string,
): Promise<void> {
  await setPasswordByCode(request, ASSISTANT.email, password);
  await page.goto(STORE);
  await logIn(page, ASSISTANT.email, password);
  await page.getByRole('button', { name: ASSISTANT.name }).click();
  await page.getByRole('menuitem', { name: 'Dados Cadastrais' }).click();
}

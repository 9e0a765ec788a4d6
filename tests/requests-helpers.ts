import type { APIRequestContext, Page, Request } from '@playwright/test';
import { todayIso } from '../src/features/ordering/rules/request-schedule.ts';
import { newEmail, randomCpf } from './accounts-helpers.ts';
import { expect } from './fixtures.ts';

export const STORE = '/pb/ana-souza';
export const BANKER = { email: 'ana.souza@exemplo.com.br', password: 'Vitrine2026' };

/** A visitor's data as the order form takes it (typed digits; the masks format them). */
export function visitor(prefix = 'visitante') {
  return {
    fullName: 'Maria Visitante Teste',
    email: newEmail(prefix),
    cpf: randomCpf(),
    birthday: '20031990',
    phone: '51998765432',
  };
}

/** A documentation address (TEST-NET-2) of its own for each customer the harness signs up. */
export function customerAddress(): string {
  customers += 1;
  return `198.51.${Math.floor(customers / 256) % 256}.${customers % 256}`;
}
let customers = 0;

/**
 * Logs a new customer in the way the session keeps it (token and user cookies): a lead created
 * through the auth service, so every test orders as a customer with no order yet.
 */
export async function logInNewCustomer(
  page: Page,
  request: APIRequestContext,
  baseURL: string,
): Promise<{ id: number; email: string }> {
  const email = newEmail('pedido');
  const created = await request.post('/api/auth/person/v2/existsoradd/', {
    // Each new customer from an address of its own, as real ones are: the journeys sign up more
    // customers than one address may in 15 minutes (the sign-up limit still holds per address).
    headers: { 'x-forwarded-for': customerAddress() },
    data: {
      full_name: 'Rafael Pedido Teste',
      email,
      principal_contact: '(51) 99123-4567',
      cpf: randomCpf(),
      birthday: '15/05/1988',
      terms: true,
      personal_banker: 'ana-souza',
    },
  });
  expect(created.status()).toBe(201);
  const { person } = (await created.json()) as { person: { token: string; id: number } };
  await keepSession(page, request, baseURL, person.token);
  return { id: person.id, email };
}

/** Logs the banker in the way the session keeps it (token and user cookies). */
export async function logInBanker(page: Page, request: APIRequestContext, baseURL: string): Promise<void> {
  await logInWith(page, request, baseURL, BANKER);
}

/** Logs someone in the way the session keeps it, without the login dialog. */
export async function logInWith(
  page: Page,
  request: APIRequestContext,
  baseURL: string,
  credentials: { email: string; password: string },
): Promise<void> {
  await keepSession(page, request, baseURL, await tokenOf(request, credentials));
}

/** Sets the token and user cookies of the token's person, as the store does after a login. */
async function keepSession(
  page: Page,
  request: APIRequestContext,
  baseURL: string,
  token: string,
): Promise<void> {
  const me = await request.get('/api/auth/person/v2/', { headers: { Authorization: `Bearer ${token}` } });
  const { person } = (await me.json()) as { person: Record<string, unknown> };
  const { personal_bankers: _dropped, ...cookieUser } = person;
  await page.context().addCookies([
    { name: 'token', value: token, url: baseURL },
    { name: 'user', value: encodeURIComponent(JSON.stringify(cookieUser)), url: baseURL },
  ]);
}

async function tokenOf(
  request: APIRequestContext,
  credentials: { email: string; password: string },
): Promise<string> {
  const login = await request.post('/api/auth/users/login/', {
    data: { username: credentials.email, password: credentials.password },
  });
  return ((await login.json()) as { token: string }).token;
}

/** Opens a product of the store (`path` below it), accepts the cookies and presses its request button. */
export async function startRequest(page: Page, path: string, button = 'Solicitar agora'): Promise<void> {
  await page.goto(`${STORE}${path}`);
  await acceptCookies(page);
  await page.getByRole('button', { name: button }).first().click();
}

/** Logs a new customer in, opens `url` and accepts the cookies. */
export async function visitAsNewCustomer(
  page: Page,
  request: APIRequestContext,
  baseURL: string,
  url: string,
): Promise<{ id: number; email: string }> {
  const customer = await logInNewCustomer(page, request, baseURL);
  await page.goto(url);
  await acceptCookies(page);
  return customer;
}

/** Accepts the cookie banner so it does not cover the forms. */
export async function acceptCookies(page: Page): Promise<void> {
  const banner = page.getByRole('region', { name: 'Aviso de cookies' });
  await banner.getByRole('button', { name: 'Aceitar todos' }).click();
  // A press before the page's scripts have run is held and given once they have: wait for it.
  await expect(banner).toBeHidden();
}

/** Fills the default step of the order (a visitor also types the e-mail). */
export async function fillDefaultStep(
  scope: ReturnType<Page['locator']> | Page,
  data: { fullName?: string; cpf?: string; birthday?: string; phone?: string },
): Promise<void> {
  if (data.fullName) await scope.getByLabel('Nome completo').fill(data.fullName);
  if (data.cpf) await scope.getByLabel('CPF').fill(data.cpf);
  if (data.birthday) await scope.getByLabel('Data de nascimento').fill(data.birthday);
  if (data.phone) await scope.getByLabel('Celular').fill(data.phone);
  await scope.getByLabel(/termos de uso/i).check();
  await scope.getByLabel(/Autorizo o compartilhamento/).check();
}

/** A contact date the scheduling rules accept on any day the suite runs: a month from today. */
export const SCHEDULED_DATE = todayIso(new Date(Date.now() + 30 * 86_400_000));

/** Fills the scheduling step: a date and both periods. */
export async function fillScheduling(scope: ReturnType<Page['locator']> | Page): Promise<void> {
  await scope.getByLabel('Data', { exact: true }).fill(SCHEDULED_DATE);
  const morning = scope.getByRole('group', { name: 'Manhã' });
  await morning.getByLabel('Das').selectOption('08:00');
  await morning.getByLabel('Até').selectOption('10:00');
  const afternoon = scope.getByRole('group', { name: 'Tarde' });
  await afternoon.getByLabel('Das').selectOption('13:00');
  await afternoon.getByLabel('Até').selectOption('18:00');
}

/** The JSON body of an order post. */
export function orderBody(request: Request): Record<string, unknown> {
  return JSON.parse(request.postData() ?? '{}') as Record<string, unknown>;
}

/** True for the post of an order to the checkout service. */
export function isOrderPost(request: Request): boolean {
  return request.method() === 'POST' && /\/api\/checkout\/.*order\/$/.test(new URL(request.url()).pathname);
}

/**
 * The services answer hand-off urls on their public origin, which the local test servers do not
 * set; the partner page is served by the same server, so the test opens it there.
 */
export async function routeSandboxToServer(page: Page, baseURL: string): Promise<void> {
  await page.route(
    (url) => url.pathname.startsWith('/sandbox/') && url.origin !== new URL(baseURL).origin,
    async (route) => {
      const url = new URL(route.request().url());
      const response = await page.request.get(`${baseURL}${url.pathname}`);
      await route.fulfill({ response });
    },
  );
}

/** A stored order as the banker's analytics lists it. */
export interface AnalyticsOrder {
  id: number;
  product: string;
  lead: { id: number; full_name: string };
}

/** The banker's latest orders (what the services stored), read with the banker's token. */
export async function bankerLastOrders(request: APIRequestContext): Promise<AnalyticsOrder[]> {
  const token = await tokenOf(request, BANKER);
  const me = await request.get('/api/auth/person/v2/', { headers: { Authorization: `Bearer ${token}` } });
  const { person } = (await me.json()) as { person: { id: number } };
  const analytics = await request.get(`/api/store/analytics/${person.id}/`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(analytics.status()).toBe(200);
  return ((await analytics.json()) as { last_orders: AnalyticsOrder[] }).last_orders;
}

/** A CNPJ with valid check digits (digits only), different on every call. */
export function randomCnpj(): string {
  const digits = [...Array.from({ length: 8 }, () => Math.floor(Math.random() * 10)), 0, 0, 0, 1];
  for (const weights of [
    [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2],
    [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2],
  ]) {
    const rest = weights.reduce((sum, w, i) => sum + w * (digits[i] ?? 0), 0) % 11;
    digits.push(rest < 2 ? 0 : 11 - rest);
  }
  return digits.join('');
}

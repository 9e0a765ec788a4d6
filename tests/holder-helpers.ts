import type { APIRequestContext, Page } from '@playwright/test';
import { codeFromMailbox, newEmail, randomCpf } from './accounts-helpers.ts';
import { expect } from './fixtures.ts';
import { acceptCookies, logInWith } from './requests-helpers.ts';

/** What the new holders of the journeys sign in with. */
const HOLDER_PASSWORD = 'Titular2026';
/** A clean history: every sandbox bureau scores it at least this, so most partners lend to it. */
const CLEAN_HISTORY_SCORE = 700;
let holders = 0;

interface SandboxHolder {
  full_name: string;
  birthday: string;
  history_scores: Record<string, number>;
}

/**
 * A fresh CPF whose holder has a clean history at every bureau, with that holder: the journeys
 * want offers, and a random CPF's history may be one no partner lends to.
 */
async function cleanHistoryHolder(request: APIRequestContext): Promise<SandboxHolder & { cpf: string }> {
  for (let tries = 0; tries < 500; tries += 1) {
    const cpf = randomCpf().replace(/\D/g, '');
    const holder = (await (
      await request.get(`/sandbox/control/bureaus/holder/${cpf}`)
    ).json()) as SandboxHolder;
    if (Object.values(holder.history_scores).every((score) => score >= CLEAN_HISTORY_SCORE))
      return { ...holder, cpf };
  }
  throw new Error('no CPF with a clean history among 500 tries');
}

/**
 * Signs up a new customer as the holder of a fresh CPF with a clean history (the name and birth date
 * the sandbox bureaus hold for it, `GET /sandbox/control/bureaus/holder/{cpf}`), confirms the e-mail with its code and
 * logs in, so the customer's own, proven CPF can be looked up. The header shows `nickname`, so the
 * pages read as they do for any new customer.
 */
export async function logInCpfHolder(
  page: Page,
  request: APIRequestContext,
  baseURL: string,
  nickname: string,
): Promise<{ email: string; cpf: string }> {
  holders += 1;
  const email = newEmail('titular');
  const holder = await cleanHistoryHolder(request);
  const cpf = holder.cpf;
  const created = await request.post('/api/auth/person/v2/', {
    // Each from an address of its own, as for the other new customers of the journeys.
    headers: { 'x-forwarded-for': `198.51.200.${holders % 256}` },
    data: {
      full_name: holder.full_name,
      email,
      principal_contact: '(51) 99123-4567',
      cpf,
      birthday: holder.birthday,
      terms: true,
      password: HOLDER_PASSWORD,
      personal_banker: 'ana-souza',
    },
  });
  expect(created.status()).toBe(201);
  const confirmed = await request.put('/api/auth/users/validateverificationcode/', {
    data: { email, code: await codeFromMailbox(request, email) },
  });
  expect(confirmed.status()).toBe(200);
  const login = await request.post('/api/auth/users/login/', {
    data: { username: email, password: HOLDER_PASSWORD },
  });
  const { token } = (await login.json()) as { token: string };
  const named = await request.put('/api/auth/person/v2/', {
    headers: { Authorization: `Bearer ${token}` },
    data: { nickname },
  });
  expect(named.status()).toBe(200);
  await logInWith(page, request, baseURL, { email, password: HOLDER_PASSWORD });
  return { email, cpf };
}

/** Logs a new CPF holder in (`logInCpfHolder`), opens `url` and accepts the cookies. */
export async function visitAsCpfHolder(
  page: Page,
  request: APIRequestContext,
  baseURL: string,
  url: string,
  nickname = 'Rafael Pedido Teste',
): Promise<{ email: string; cpf: string }> {
  const holder = await logInCpfHolder(page, request, baseURL, nickname);
  await page.goto(url);
  await acceptCookies(page);
  return holder;
}

import type { APIRequestContext, Locator, Page, Response } from '@playwright/test';
import { isoToBrDate } from '../src/core/format/dates.ts';
import { formatBRL } from '../src/core/format/money.ts';
import { percentText } from '../src/core/products/offer-terms.ts';
import type {
  MyOffersAnswer,
  OfferEntryAnswer,
  OfferSetAnswer,
} from '../src/features/offers/contract/offers.ts';
import { OFFER_MESSAGES, OFFER_TEXTS } from '../src/features/offers/contract/offers-messages.ts';
import { CONSENT_ACTIONS } from '../src/features/privacy/contract/privacy.ts';
import { CONSENT_ACTION_LABELS } from '../src/features/privacy/rules/privacy-records.ts';
import { CUSTOMER } from './accounts-helpers.ts';
import {
  clickTab,
  DESKTOP,
  expect,
  expectNoA11yViolations,
  JOURNEY,
  liveDialog,
  PHONE,
  test,
  waitForHydration,
} from './fixtures.ts';
import { visitAsCpfHolder } from './holder-helpers.ts';
import { acceptCookies, logInBanker, logInWith, STORE } from './requests-helpers.ts';

/**
 * 'Ofertas para você' end to end (docs/offers.md): from the home page to offers ranked by CET in
 * three screens, one of them asked for and followed in 'Minhas solicitações', the banker seeing its
 * figures; a visitor asked to log in; every partner declining; the bureaus down.
 */

const OFFERS = `${STORE}/ofertas`;
const BUREAUS = ['serasa', 'quod', 'bmp'] as const;

const isAsk = (response: Response) =>
  response.url().includes('/api/checkout/offers/') && response.request().method() === 'POST';

/** Fills the form (typed digits: the money fields read them as centavos) and asks for the offers. */
async function askOffers(
  page: Page,
  values: { amount: string; term: string; income: string; other?: string },
) {
  const form = page.getByRole('form', { name: OFFER_TEXTS.title });
  await waitForHydration(page, form);
  await form.getByLabel('Valor desejado').fill(values.amount);
  await form.getByLabel('Prazo (meses)').fill(values.term);
  await form.getByLabel('Renda mensal').fill(values.income);
  if (values.other) await form.getByLabel('Outras parcelas que você já paga por mês').fill(values.other);
  await form.getByLabel(/^Autorizo uma consulta ao meu CPF/).check();
  const answered = page.waitForResponse(isAsk);
  await form.getByRole('button', { name: OFFER_TEXTS.submit }).click();
  return answered;
}

async function bureausFail(request: APIRequestContext, fail: 'always' | 'restore') {
  for (const bureau of BUREAUS) {
    const answer = await request.post(`/sandbox/control/${bureau}`, { data: { fail } });
    expect(answer.status()).toBe(200);
  }
}

const cards = (page: Page) => page.getByRole('article', { name: /^Oferta de / });

const DETAILS = 'Detalhes da oferta';

/**
 * The demo customer's offers (docs/offers.md#demo) on the page: the stored ones while they hold,
 * otherwise asked for through the form; the answer the page drew them from.
 */
async function demoOffers(page: Page, request: APIRequestContext, baseURL: string): Promise<OfferSetAnswer> {
  await logInWith(page, request, baseURL, CUSTOMER);
  const stored = page.waitForResponse(
    (response) => response.url().includes('/api/checkout/offers/') && response.request().method() === 'GET',
  );
  await page.goto(OFFERS);
  await acceptCookies(page);
  const { offers } = (await (await stored).json()) as MyOffersAnswer;
  if (offers) return offers;
  const answer = await askOffers(page, { amount: '1000000', term: '24', income: '600000', other: '30000' });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { offers: OfferSetAnswer }).offers;
}

/** True when `first` comes before `second` in the document. */
async function precedes(first: Locator, second: Locator): Promise<boolean> {
  const other = await second.elementHandle();
  return first.evaluate(
    (a, b) => Boolean(b && a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING),
    other,
  );
}

/** 'Detalhes da oferta', and what it unfolds, sits before 'Quero esta oferta' in the DOM and on the screen. */
async function expectDetailsBeforeRequest(card: Locator, before: Locator): Promise<void> {
  const ask = card.getByRole('button', { name: OFFER_TEXTS.requestOffer });
  expect(await precedes(before, ask)).toBe(true);
  const [above, below] = [await before.boundingBox(), await ask.boundingBox()];
  expect(above && below && above.y + above.height <= below.y).toBe(true);
}

/** What CDC art. 54-B asks of an offer that shows without unfolding it. */
async function expectFace(card: Locator, entry: OfferEntryAnswer): Promise<void> {
  const figures = entry.figures;
  if (!figures) throw new Error(`${entry.institution.name}: an offer without figures`);
  await expect(card).toContainText(entry.institution.name);
  await expect(card).toContainText(
    `CET${percentText(figures.cet_monthly)} a.m. (${percentText(figures.cet_yearly)} a.a.)`,
  );
  await expect(card).toContainText(
    `Taxa efetiva de juros${percentText(figures.rate_monthly)} a.m. (${percentText(figures.rate_yearly)} a.a.)`,
  );
  await expect(card).toContainText(`Parcelas${figures.term}x de ${formatBRL(figures.instalment)}`);
  await expect(card).toContainText(`Primeira parcela${isoToBrDate(figures.first_due_date)}`);
  await expect(card).toContainText(`Total a pagar${formatBRL(figures.total_payable)}`);
  await expect(card).toContainText(`Oferta válida até ${isoToBrDate(entry.valid_until)}`);
}

/** The legal detail under 'Detalhes da oferta': every item of CDC art. 54-B the face leaves out. */
async function expectDetails(details: Locator, entry: OfferEntryAnswer): Promise<void> {
  const figures = entry.figures;
  if (!figures || !entry.lender) throw new Error(`${entry.institution.name}: an offer without its lender`);
  // The CET's four elements, value and share of the total payable, adding up to it.
  const parts = figures.cet_breakdown;
  expect(parts.map((part) => part.label)).toEqual(['Valor liberado', 'Juros', 'IOF', 'Tarifa']);
  expect(Math.round(parts.reduce((sum, part) => sum + part.share, 0) * 100)).toBe(10_000);
  const table = details.getByRole('table');
  for (const part of parts)
    await expect(table.getByRole('row', { name: new RegExp(`^${part.label} `) })).toHaveText(
      `${part.label}${formatBRL(part.amount)}${percentText(part.share)}`,
    );
  await expect(details).toContainText(`Com o financiamento${formatBRL(figures.total_payable)}`);
  await expect(details).toContainText(`Sem o financiamento${formatBRL(figures.total_without_financing)}`);
  const late = figures.late_charges;
  expect(late.fine_percent).toBeGreaterThan(0);
  expect(late.fine_percent).toBeLessThanOrEqual(2);
  await expect(details).toContainText(`Juros de mora${percentText(late.interest_monthly)} a.m.`);
  await expect(details).toContainText(`Multa${percentText(late.fine_percent)} da parcela em atraso`);
  await expect(details).toContainText(
    `paga com 1 mês de atraso fica em ${formatBRL(late.one_month_late_total)} (${formatBRL(late.one_month_late)} de multa e juros de mora)`,
  );
  await expect(details).toContainText(entry.lender.name);
  await expect(details).toContainText(entry.lender.address);
  await expect(details.getByRole('link', { name: entry.lender.email })).toHaveAttribute(
    'href',
    `mailto:${entry.lender.email}`,
  );
  if (entry.correspondent) await expect(details).toContainText(`Correspondente: ${entry.correspondent}`);
  await expect(details).toContainText(OFFER_MESSAGES.earlyPayoff);
}

test.describe('offers', { tag: JOURNEY.offers }, () => {
  test('a customer goes from the home page to ranked offers, asks for one and follows it; the banker sees its figures', async ({
    page,
    request,
    baseURL,
    browser,
  }) => {
    const holder = await visitAsCpfHolder(page, request, baseURL as string, STORE);
    // Screen 1: the home page's entry, a link once scrolled near.
    const entry = page.getByRole('region', { name: OFFER_TEXTS.title });
    await entry.scrollIntoViewIfNeeded();
    await entry.getByRole('link', { name: OFFER_TEXTS.submit }).click();
    await expect(page).toHaveURL(new RegExp(`${OFFERS}$`));
    // Screen 2: the form; screen 3: the offers, on the same page.
    const answer = await askOffers(page, { amount: '1000000', term: '24', income: '600000', other: '30000' });
    expect(answer.status()).toBe(200);
    const { offers } = (await answer.json()) as { offers: OfferSetAnswer };
    const made = offers.entries.filter((entry) => entry.status === 'offer');
    expect(made.length).toBeGreaterThan(1);
    // Ranked by CET, lowest first, the first marked; the cards in that order with the services' figures.
    const cets = made.map((entry) => entry.figures?.cet_yearly ?? 0);
    expect(cets).toEqual([...cets].sort((a, b) => a - b));
    await expect(cards(page)).toHaveCount(made.length);
    await expect(cards(page).first()).toContainText(OFFER_TEXTS.bestMark);
    await expect(cards(page).nth(1)).not.toContainText(OFFER_TEXTS.bestMark);
    for (const [i, entry] of made.entries()) {
      await expect(cards(page).nth(i)).toContainText(entry.institution.name);
      await expect(cards(page).nth(i)).toContainText(entry.valid_until_text ?? '');
    }
    await expectNoA11yViolations(page);

    // 'Quero esta oferta' on the lowest CET.
    const best = made[0];
    await cards(page).first().getByRole('button', { name: OFFER_TEXTS.requestOffer }).click();
    await expect(cards(page).first()).toContainText('Oferta enviada ao seu');
    // Coming back shows the same offers without a new look-up, the request kept on its offer.
    let lookups = 0;
    page.on('request', (sent) => {
      if (sent.url().includes('/api/checkout/offers/') && sent.method() !== 'GET') lookups += 1;
    });
    await page.reload();
    await expect(cards(page)).toHaveCount(made.length);
    await expect(cards(page).first()).toContainText('Oferta enviada ao seu');
    expect(lookups).toBe(0);

    // 'Minhas solicitações' lists it with the offer's figures.
    await cards(page).first().getByRole('link', { name: OFFER_TEXTS.followRequest }).click();
    const mine = page
      .locator('main article')
      .filter({ hasText: best?.product.name ?? '' })
      .first();
    await expect(mine).toContainText('CET');
    await expect(mine).toContainText(`${best?.institution.name}`);

    // The banker sees the request with the same figures.
    const banker = await browser.newPage({ baseURL });
    await logInBanker(banker, request, baseURL as string);
    await banker.goto(`${STORE}/analytics`);
    await acceptCookies(banker);
    await clickTab(banker, 'Solicitações');
    await banker.getByLabel('Procurar por cliente (nome ou e-mail)').fill(holder.email);
    await banker.getByLabel('Procurar por cliente (nome ou e-mail)').press('Enter');
    // The holder's one request: the column once the search is applied (the whole store's before).
    await banker
      .getByRole('region', { name: /^Recebida \(1\)/ })
      .getByRole('button', { name: new RegExp(best?.product.name ?? '') })
      .first()
      .click();
    const item = banker.getByRole('dialog', { name: new RegExp(`^${best?.product.name} de `) });
    await expect(item).toContainText('Total a pagar');
    await expect(item).toContainText('Instituição escolhida');
    await banker.close();
  });

  test('a visitor is asked to log in and stays on the page', async ({ page }) => {
    await page.goto(OFFERS);
    await acceptCookies(page);
    await expect(page.getByText(OFFER_TEXTS.logIn)).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Entrar' }).click();
    const dialog = liveDialog(page, 'Entre na sua conta');
    await dialog.getByLabel('E-mail').fill('joao.silva@exemplo.com.br');
    await dialog.getByLabel('Senha').fill('Cliente2026');
    await dialog.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(new RegExp(`${OFFERS}$`));
    await expect(page.getByText(OFFER_TEXTS.logIn)).toBeHidden();
  });

  test('every partner declining says why and offers the banker on WhatsApp; the consent is withdrawn', async ({
    page,
    request,
    baseURL,
  }) => {
    await visitAsCpfHolder(page, request, baseURL as string, OFFERS);
    // R$ 150.000,00 on an income of R$ 1.000,00: no partner lends it.
    const answer = await askOffers(page, { amount: '15000000', term: '96', income: '100000' });
    expect(answer.status()).toBe(200);
    await expect(page.getByText(/Nenhum parceiro aprovou uma oferta/)).toBeVisible();
    await expect(page.getByRole('link', { name: /^WhatsApp:/ })).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByText('recusada').first()).toBeVisible();
    // Withdrawing the consent deletes the profile and the offers: the form is back.
    await page.getByRole('button', { name: 'Retirar consentimento' }).click();
    await expect(page.getByRole('form', { name: OFFER_TEXTS.title })).toBeVisible();
    // 'Meus dados' lists the consent, each bureau asked and the withdrawal.
    await page.getByRole('button', { name: 'Rafael Pedido Teste' }).click();
    await page.getByRole('menuitem', { name: 'Meus dados' }).click();
    const records = page.getByRole('dialog', { name: 'Meus dados' }).locator('[data-consent-records]');
    for (const action of [
      CONSENT_ACTIONS.offersConsent,
      CONSENT_ACTIONS.bureauLookup,
      CONSENT_ACTIONS.offersConsentWithdrawn,
    ])
      await expect(records.getByText(CONSENT_ACTION_LABELS[action] ?? action).first()).toBeVisible();
  });

  test('bureaus down: the customer is told, keeps what was typed and can try again', async ({
    page,
    request,
    baseURL,
  }) => {
    await visitAsCpfHolder(page, request, baseURL as string, OFFERS);
    await bureausFail(request, 'always');
    try {
      const answer = await askOffers(page, { amount: '500000', term: '12', income: '500000' });
      expect(answer.status()).toBe(503);
      await expect(page.getByRole('alert')).toContainText(OFFER_MESSAGES.bureausUnavailable);
      await expect(page.getByLabel('Prazo (meses)')).toHaveValue('12');
    } finally {
      await bureausFail(request, 'restore');
    }
    const again = page.waitForResponse(isAsk);
    await page.getByRole('button', { name: OFFER_TEXTS.submit }).click();
    expect((await again).status()).toBe(200);
    await expect(cards(page).first()).toBeVisible();
  });
});

test.describe('the card of an offer', { tag: JOURNEY.offers }, () => {
  // Six cards read twice and two axe passes over the page: 27 to 37 s at a load average of 28.
  test.describe.configure({ timeout: 60_000 });
  for (const [label, screen] of [
    ['phone', { viewport: PHONE, isMobile: true, hasTouch: true }],
    ['desktop', { viewport: DESKTOP }],
  ] as const) {
    test.describe(label, () => {
      test.use(screen);

      test("each offer states what CDC art. 54-B asks, the legal detail under 'Detalhes da oferta' before 'Quero esta oferta'", async ({
        page,
        request,
        baseURL,
      }) => {
        const offers = await demoOffers(page, request, baseURL as string);
        const made = offers.entries.filter((entry) => entry.status === 'offer');
        expect(made.length).toBeGreaterThan(1);
        await expect(cards(page)).toHaveCount(made.length);
        // Folded: the face of every card, and the disclosure before the button.
        for (const [i, entry] of made.entries()) {
          const card = cards(page).nth(i);
          await expectFace(card, entry);
          const toggle = card.getByRole('button', { name: DETAILS });
          await expect(toggle).toHaveAttribute('aria-expanded', 'false');
          await expect(card.getByText(OFFER_MESSAGES.earlyPayoff)).toBeHidden();
          await expectDetailsBeforeRequest(card, toggle);
        }
        await expectNoA11yViolations(page);
        // Unfolded, the first from the keyboard, the others with a tap or a click.
        for (const [i, entry] of made.entries()) {
          const card = cards(page).nth(i);
          const toggle = card.getByRole('button', { name: DETAILS });
          if (i === 0) {
            await toggle.focus();
            await page.keyboard.press('Enter');
          } else await toggle.click();
          await expect(toggle).toHaveAttribute('aria-expanded', 'true');
          const details = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
          await expectDetails(details, entry);
          await expectDetailsBeforeRequest(card, details);
        }
        // Nothing wider than the screen: a phone reads every card without scrolling sideways.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          screen.viewport.width,
        );
        await expectNoA11yViolations(page);
      });
    });
  }
});

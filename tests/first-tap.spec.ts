import type { Page } from '@playwright/test';
import { DEMAND_EVENT } from '../src/core/browser/demand.ts';
import { BANKER, CUSTOMER, logIn, STORE } from './accounts-helpers.ts';
import { DESKTOP, expect, liveDialog, PHONE, test } from './fixtures.ts';

/**
 * A tap at first paint, before any of the page's code has arrived (docs/catalog-and-store.md#first-paint):
 * what it opens shows at once, and nothing done there is lost once the code runs. The scripts are
 * held at the network until the test lets them through, so "before" is certain, not a race.
 */

/** Holds the build's script files (every one, or those `only` matches) until `release()`. */
async function holdScripts(
  page: Page,
  only: string | RegExp = '**/_astro/**/*.js',
): Promise<{ release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(only, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

/** Opens the store as first painted, every script held until `release()`. */
async function openStoreHoldingScripts(page: Page): Promise<{ release: () => void }> {
  const scripts = await holdScripts(page);
  // Not its load event: that waits for the held scripts.
  await page.goto(STORE, { waitUntil: 'domcontentloaded' });
  return scripts;
}

const scriptsRan = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-scripts-ready', '');
const consentCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === 'cookie_consent')?.value ?? '';

test.describe('the cookie banner at first paint', () => {
  test.use({ viewport: PHONE });

  for (const [button, stored] of [
    ['Aceitar todos', /\|a1\|m1\|/],
    ['Rejeitar não essenciais', /\|a0\|m0\|/],
  ] as const) {
    test(`'${button}' settles the banner at once and stores the choice, which survives a reload before the code runs`, async ({
      page,
    }) => {
      const scripts = await openStoreHoldingScripts(page);
      const banner = page.getByRole('region', { name: 'Aviso de cookies' });
      await banner.getByRole('button', { name: button }).click();
      await expect(banner).toBeHidden();
      expect(await consentCookie(page)).toMatch(stored);
      await page.reload({ waitUntil: 'domcontentloaded' });
      await expect(banner).toBeHidden();
      scripts.release();
      await scriptsRan(page);
      await expect(banner).toBeHidden();
      expect(await consentCookie(page)).toMatch(stored);
    });
  }

  test("'Personalizar' opens the preferences at once; what is ticked there before the code runs is saved", async ({
    page,
  }) => {
    const scripts = await openStoreHoldingScripts(page);
    const banner = page.getByRole('region', { name: 'Aviso de cookies' });
    await banner.getByRole('button', { name: 'Personalizar' }).click();
    const preferences = page.getByRole('dialog', { name: 'Preferências de cookies' });
    await expect(preferences).toBeVisible();
    await preferences.getByLabel('Analíticos').check();
    scripts.release();
    await scriptsRan(page);
    await expect(preferences.getByLabel('Analíticos')).toBeChecked();
    await preferences.getByRole('button', { name: 'Salvar preferências' }).click();
    await expect(preferences).toBeHidden();
    await expect(banner).toBeHidden();
    await expect.poll(() => consentCookie(page)).toMatch(/\|a1\|m0\|/);
  });
});

test.describe("the host's strip at first paint", () => {
  test.use({ viewport: { width: 1350, height: 940 } });

  test("'Compartilhar' opens the share dialog at once, its links and address drawn; it stays open as the code runs, and copies", async ({
    page,
  }) => {
    const scripts = await openStoreHoldingScripts(page);
    // The strip the host drew in the page (services/catalog/fragments/strip.ts), before its island.
    await page.locator('[data-fragment="strip"]').getByRole('button', { name: 'Compartilhar' }).click();
    const share = page.getByRole('dialog', { name: 'Compartilhar' });
    await expect(share.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      /api\.whatsapp\.com.*ana-souza/,
    );
    // The store's own address on this host, as the live dialog shares it.
    const origin = new URL(page.url()).origin;
    await expect(share.getByLabel('Endereço da loja')).toHaveValue(new RegExp(`^${origin}/s/ana-souza\\b`));
    scripts.release();
    await scriptsRan(page);
    // The strip's island has come (the live strip is drawn under it): the dialog it held stays open.
    await expect(
      page.locator('[data-profile-strip]').getByRole('button', { name: 'Compartilhar' }),
    ).toBeAttached();
    await expect(share.getByRole('link', { name: 'E-mail' })).toBeVisible();
    await share.getByRole('button', { name: 'Copiar link' }).click();
    await expect(share.getByText('Link copiado!')).toBeVisible();
    await share.getByRole('button', { name: 'Fechar' }).click();
    await expect(share).toBeHidden();
    // Closed, the host's strip gives its place to the island's.
    await expect(page.locator('[data-strip-static]')).toHaveCount(0);
  });

  test("the host's share dialog closed before the code runs stays closed once it runs", async ({ page }) => {
    const scripts = await openStoreHoldingScripts(page);
    await page.locator('[data-fragment="strip"]').getByRole('button', { name: 'Compartilhar' }).click();
    const share = page.getByRole('dialog', { name: 'Compartilhar' });
    await expect(share.getByRole('link', { name: 'Facebook' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(share).toBeHidden();
    scripts.release();
    await scriptsRan(page);
    await expect(page.locator('[data-strip-static]')).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('the header at first paint', () => {
  test.use({ viewport: PHONE });

  test("'Abrir menu' opens the drawer at once, its links filled in with the store; once the code runs it has 'Entrar'", async ({
    page,
  }) => {
    const scripts = await openStoreHoldingScripts(page);
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('link', { name: 'Produtos' })).toBeVisible();
    scripts.release();
    await scriptsRan(page);
    await expect(drawer.getByRole('link', { name: 'Produtos' })).toHaveAttribute('href', `${STORE}#products`);
    await drawer.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByRole('dialog', { name: 'Entre na sua conta' }).getByLabel('E-mail')).toBeVisible();
    await expect(drawer).toBeHidden();
  });
});

test.describe('the login at first paint', () => {
  test.use({ viewport: DESKTOP });

  test("'Entrar' opens the login at once; what is typed there, Enter included, logs in once the code runs", async ({
    page,
  }) => {
    const scripts = await openStoreHoldingScripts(page);
    await page.getByRole('button', { name: 'Entrar' }).click();
    const early = page.getByRole('dialog', { name: 'Entre na sua conta' });
    await expect(early).toBeVisible();
    // Typed before any of the page's code has arrived.
    await early.getByLabel('E-mail').pressSequentially(BANKER.email);
    await early.getByLabel('Senha').pressSequentially(BANKER.password);
    scripts.release();
    await scriptsRan(page);
    const live = page.locator('[data-modal="logIn"]');
    await expect(live.getByLabel('E-mail')).toHaveValue(BANKER.email);
    await expect(live.getByLabel('Senha')).toHaveValue(BANKER.password);
    await expect(live.getByLabel('Senha')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(live).toBeHidden();
    await expect(page.getByRole('button', { name: /Ana/ })).toBeVisible();
  });

  test('the early login closed before the code runs stays closed once it runs', async ({ page }) => {
    const scripts = await openStoreHoldingScripts(page);
    const entrar = page.getByRole('button', { name: 'Entrar' });
    await entrar.click();
    const login = page.getByRole('dialog', { name: 'Entre na sua conta' });
    await expect(login.getByLabel('E-mail')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(login.getByLabel('E-mail')).toBeHidden();
    scripts.release();
    await scriptsRan(page);
    // The header's code has answered the press it held, and nothing opened again.
    await expect(page.locator('[data-auth-pending]')).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Senha' })).toHaveCount(0);
    await expect(entrar).toBeFocused();
  });

  test('Enter pressed in the early login once the header has loaded, before the live dialog, logs in', async ({
    page,
  }) => {
    // Only the modal host's code waits: the header's is there.
    const modalHost = await holdScripts(page, /LoginModal|ModalHost/);
    await page.goto(STORE);
    await page.getByRole('button', { name: 'Entrar' }).click();
    const early = page.locator('#login-first-paint');
    await expect(early).toBeVisible();
    // The header's code has run (its corner is no longer pending): its handlers answer the keys.
    await expect(page.locator('[data-auth-pending]')).toHaveCount(0);
    await early.getByLabel('E-mail').fill(BANKER.email);
    await early.getByLabel('Senha').fill(BANKER.password);
    await early.getByLabel('Senha').press('Enter');
    modalHost.release();
    await expect(early).toBeHidden();
    await expect(page.getByRole('button', { name: /Ana/ })).toBeVisible();
  });
});

test.describe("a product's request at first paint", () => {
  test.use({ viewport: PHONE });

  /** The request flow's code and the modal host's, held: the product page's own code is there. */
  const REQUEST_CODE = /\/_astro\/(request|ModalHost|CheckEmailModal)\.[\w-]+\.js$/;
  const PRODUCT = `${STORE}/emprestimos/1`;

  test("'Solicitar agora' opens the e-mail check at once; what is typed there, Enter included, goes on once the flow's code runs", async ({
    page,
  }) => {
    const flow = await holdScripts(page, REQUEST_CODE);
    await page.goto(PRODUCT);
    await page.getByRole('button', { name: 'Solicitar agora' }).first().click();
    const early = page.getByRole('dialog', { name: 'Solicitação de Produto' });
    await expect(early.getByLabel('E-mail')).toBeFocused();
    await early.getByLabel('E-mail').pressSequentially(CUSTOMER.email);
    await early.getByLabel('E-mail').press('Enter');
    flow.release();
    // A customer's e-mail: the live check takes it over and sends the customer to log in.
    const login = liveDialog(page, 'Entre na sua conta');
    await expect(login.getByLabel('E-mail')).toHaveValue(CUSTOMER.email);
    await expect(page.locator('#check-email-first-paint')).toBeHidden();
  });

  test("the early e-mail check closed before the flow's code runs stays closed once it runs", async ({
    page,
  }) => {
    const flow = await holdScripts(page, REQUEST_CODE);
    await page.goto(PRODUCT);
    // Each modal asked for calls the modal host (DEMAND_EVENT): counted from here on.
    await page.evaluate((event) => {
      addEventListener(event, () => {
        sessionStorage.setItem('modals-asked', String(Number(sessionStorage.getItem('modals-asked')) + 1));
      });
    }, DEMAND_EVENT);
    await page.getByRole('button', { name: 'Solicitar agora' }).first().click();
    const early = page.getByRole('dialog', { name: 'Solicitação de Produto' });
    await expect(early.getByLabel('E-mail')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(early).toBeHidden();
    flow.release();
    // The flow has run (it keeps the product chosen, then decides in the same task) and asked for no modal.
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('product'))).toBe('1');
    expect(await page.evaluate(() => sessionStorage.getItem('modals-asked'))).toBeNull();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe("a logged customer's request", () => {
  test.use({ viewport: DESKTOP });
  const PRODUCT = `${STORE}/emprestimos/1`;

  test("a logged customer's tap opens no e-mail check: the request goes on", async ({ page }) => {
    await page.goto(STORE);
    await logIn(page, CUSTOMER.email, CUSTOMER.password);
    await page.goto(PRODUCT);
    const check = page.locator('#check-email-first-paint');
    // Watched from the tap on: the check never opens on the way to the loan's page.
    await check.evaluate((dialog) => {
      new MutationObserver(() => {
        if ((dialog as HTMLDialogElement).open) sessionStorage.setItem('check-opened', 'yes');
      }).observe(dialog, { attributes: true });
    });
    await page.getByRole('button', { name: 'Solicitar agora' }).first().click();
    // Product 1 is a loan: a known customer goes on to the loan's page.
    await expect(page).toHaveURL(/\/emprestimo\//);
    expect(await page.evaluate(() => sessionStorage.getItem('check-opened'))).toBeNull();
  });
});

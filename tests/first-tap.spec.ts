import type { Page } from '@playwright/test';
import { STORE } from './accounts-helpers.ts';
import { expect, PHONE, test } from './fixtures.ts';

/**
 * A tap at first paint, before any of the page's code has arrived (docs/catalog-and-store.md#first-paint):
 * what it opens shows at once, and nothing done there is lost once the code runs. The scripts are
 * held at the network until the test lets them through, so "before" is certain, not a race.
 */

/** Holds every script file of the build until `release()`. */
async function holdScripts(page: Page): Promise<{ release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/_astro/**/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return { release };
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
      const scripts = await holdScripts(page);
      // Not its load event: that waits for the held scripts.
      await page.goto(STORE, { waitUntil: 'domcontentloaded' });
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
    const scripts = await holdScripts(page);
    // Not its load event: that waits for the held scripts.
    await page.goto(STORE, { waitUntil: 'domcontentloaded' });
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

  test("'Compartilhar' pressed before the code runs opens the share dialog once it runs", async ({
    page,
  }) => {
    const scripts = await holdScripts(page);
    await page.goto(STORE, { waitUntil: 'domcontentloaded' });
    // The strip the host drew in the page (services/fragments/strip.ts), before its island.
    const hostShare = page.locator('[data-fragment="strip"]').getByRole('button', { name: 'Compartilhar' });
    await hostShare.click();
    scripts.release();
    await scriptsRan(page);
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Compartilhar' })).toBeVisible();
  });
});

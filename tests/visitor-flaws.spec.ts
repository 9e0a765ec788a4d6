import { CUSTOMER, cookieNames, logIn, STORE } from './accounts-helpers.ts';
import { DESKTOP, expect, test } from './fixtures.ts';

/** Flows a visitor meets on one store; they do not depend on a brand's look. */
test.skip(({ brandId }) => brandId !== 'offices', 'the visitor flows run on one brand');

test.describe('logout', () => {
  test.use({ viewport: DESKTOP });

  test("'Sair' while the reload's token refresh is on its way ends the session for good", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    // A group page: logging out there stays on the page, so a late answer would show.
    const group = `${STORE}/emprestimos`;
    await page.goto(group);
    await logIn(page, CUSTOMER.email, CUSTOMER.password);

    // The services swap the token at once; the answer reaches the page only after 'Sair'.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let newToken = '';
    await page.route('**/api/auth/users/refreshtoken/', async (route) => {
      const response = await route.fetch();
      newToken = ((await response.json()) as { token: string }).token;
      await held;
      await route.fulfill({ response });
    });
    const asking = page.waitForRequest((r) => r.url().includes('/users/refreshtoken/'));
    const swapped = page.waitForResponse((r) => r.url().includes('/users/refreshtoken/'));
    // The held answer keeps the page from reaching 'load'.
    await page.reload({ waitUntil: 'domcontentloaded' });
    await asking;
    await page.getByRole('button', { name: /João/ }).click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();

    const asked: string[] = [];
    page.on('request', (r) => asked.push(r.url()));
    const ended = page.waitForRequest(
      (r) => r.url().includes('/users/logout/') && r.headers().authorization === `Bearer ${newToken}`,
    );
    release();
    await swapped;
    // The token the late answer carries is ended on the services, and never used to reload the user.
    await ended;
    expect(asked.filter((url) => url.endsWith('/api/auth/person/v2/'))).toEqual([]);
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
    expect(await cookieNames(page)).not.toContain('token');
    expect(await cookieNames(page)).not.toContain('user');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  });

  test('a click beside the open account menu only closes it', async ({ page }) => {
    await page.goto(STORE);
    await logIn(page, CUSTOMER.email, CUSTOMER.password);
    await page.getByRole('button', { name: /João/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Sair' })).toBeVisible();
    const url = page.url();
    await page.getByRole('navigation', { name: 'Seções' }).getByRole('link', { name: 'Produtos' }).click({
      force: true,
    });
    await expect(page.getByRole('menu')).toBeHidden();
    expect(page.url()).toBe(url);
  });
});

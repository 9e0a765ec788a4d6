import type { Locator, Page } from '@playwright/test';
import { CUSTOMER, cookieNames, logIn, openSignUp, STORE } from './accounts-helpers.ts';
import { DESKTOP, expect, expectNoA11yViolations, PHONE, test, waitForHydration } from './fixtures.ts';
import { acceptCookies } from './requests-helpers.ts';

const WHITE_LABEL_STORE = '/pb/carlos-lima';
const REAL_ESTATE = `${STORE}/simulador/financiamento-imobiliario/97`;
/** A request every partner bank's rules accept, so the chart has lines. */
const REQUEST_QUERY =
  'real_estate_value=500000&financing_value=340000&term=240&real_estate_type=apartment&real_estate_address_state=RS&monthly_income=30000';

/** Whether two controls' boxes overlap on the screen. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [p, q] = [await a.boundingBox(), await b.boundingBox()];
  if (!p || !q) throw new Error('both controls are on the page');
  return p.x < q.x + q.width && q.x < p.x + p.width && p.y < q.y + q.height && q.y < p.y + p.height;
}

/** The visible controls (links, buttons, fields) other than `own`, whose box `own` overlaps. */
async function controlsUnder(page: Page, own: Locator): Promise<string[]> {
  const box = await own.boundingBox();
  if (!box) throw new Error('the control is on the page');
  return page.evaluate(
    ({ x, y, width, height }) =>
      [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex="0"]')]
        .filter((el) => !el.closest('[data-floating-menu]') && el.checkVisibility())
        .filter((el) => {
          const r = el.getBoundingClientRect();
          return r.width > 0 && r.x < x + width && x < r.right && r.y < y + height && y < r.bottom;
        })
        .map((el) => el.getAttribute('aria-label') ?? el.textContent?.trim() ?? el.tagName),
    box,
  );
}

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

test.describe("terms in 'Criar sua conta'", () => {
  test.use({ viewport: DESKTOP });

  test('both words open the store company terms over the form, which keeps what was typed and shows no error', async ({
    page,
  }) => {
    const signUp = await openSignUp(page, WHITE_LABEL_STORE);
    const name = signUp.getByLabel('Nome completo');
    const email = signUp.getByLabel('E-mail');
    const terms = page.getByRole('dialog', { name: 'Termos de uso da Atlântica Consultoria Financeira' });
    const read = async (words: string) => {
      await signUp.getByRole('button', { name: words }).click();
      await expect(terms.getByText(/^Versão v2\.0\.0, de /)).toBeVisible();
      await terms.getByRole('button', { name: 'Fechar' }).last().click();
      await expect(terms.getByText(/^Versão v2\.0\.0, de /)).toBeHidden();
      await expect(signUp.getByText('Campo obrigatório.')).toHaveCount(0);
      await expect(signUp.getByLabel(/Li e aceito/)).not.toBeChecked();
    };

    // Straight from the empty name the form opens on, to the terms: the name was not left.
    await expect(name).toBeFocused();
    await read('termos de uso');
    // What was typed before reading stays.
    await name.fill('Leitora Atenta');
    await email.fill('leitora.atenta@exemplo.com.br');
    await read('política de privacidade');
    await expect(name).toHaveValue('Leitora Atenta');
    await expect(email).toHaveValue('leitora.atenta@exemplo.com.br');
  });
});

test.describe("floating 'Abrir ações' on a phone", () => {
  // While scrolling a floating button passes over the page as any would; where the page starts and
  // where it ends, nothing is under it.
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('is not in the page until it works, and the first tap opens the actions', async ({
    page,
    request,
  }) => {
    const html = await (await request.get(STORE)).text();
    expect(html).not.toContain('Abrir ações');
    await page.goto(STORE);
    const actions = page.getByRole('button', { name: 'Abrir ações' });
    await actions.tap();
    await expect(page.getByRole('button', { name: 'Compartilhar' })).toBeVisible();
  });

  test("covers no control: not the first banner's arrows, nor anything at the page end", async ({ page }) => {
    await page.goto(STORE);
    await acceptCookies(page);
    const actions = page.getByRole('button', { name: 'Abrir ações' });
    await expect(actions).toBeVisible();
    for (const arrow of ['Destaque anterior', 'Próximo destaque']) {
      expect(await overlap(actions, page.getByRole('button', { name: arrow })), arrow).toBe(false);
    }
    // The page end keeps room for it: scrolled to the bottom, nothing lies under it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect
      .poll(() =>
        page.evaluate(
          () => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight,
        ),
      )
      .toBe(true);
    expect(await controlsUnder(page, actions)).toEqual([]);
  });
});

test.describe('WCAG 2.2 AA', () => {
  test("the first banner's dots are 24 px targets on a desktop", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(STORE);
    await acceptCookies(page);
    const dot = page.getByRole('button', { name: 'Ir para o destaque 1' });
    await expect(dot).toBeVisible();
    expect(await dot.boundingBox()).toMatchObject({ width: 24, height: 24 });
    await expectNoA11yViolations(page);
  });

  test("the simulator's chart scrolls sideways in a box the keyboard reaches on a phone", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize(PHONE);
    await page.goto(`${REAL_ESTATE}?${REQUEST_QUERY}`);
    await acceptCookies(page);
    await expect(page.getByText('Todos os bancos responderam.')).toBeVisible({ timeout: 20_000 });
    const chart = page.getByRole('region', { name: 'Valor da parcela ao longo do prazo' });
    await waitForHydration(page, chart);
    await chart.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => chart.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    await expectNoA11yViolations(page);
  });
});

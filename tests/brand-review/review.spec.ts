import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { CUSTOMER } from '../accounts-helpers.ts';
import { COOKIE_CONSENT, expect, liveDialog, SCREENS } from '../fixtures.ts';
import { BANKER, logInWith } from '../requests-helpers.ts';
import { baselineDir, type Renderer, readManifest, resultsDir } from './approvals.ts';
import { type Drawn, judgeScreen } from './judge.ts';
import { land, readWhole } from './landing.ts';
import { recordScreen, type ScreenRecord } from './record.ts';
import type { ReviewResult } from './result.ts';
import { INVITED_ACCOUNT } from './review-data.ts';
import { REVIEW_CLOCK, test as reviewTest } from './review-page.ts';
import type { Field, Ready, ReviewScreen, Step, Target } from './screen-types.ts';
import { addressOf, screensOf, stepsOf } from './screens.ts';
import { SETUPS } from './setups.ts';

/**
 * The brand review: every screen and modal of tests/brand-review/screens.ts at phone and desktop
 * widths, each drawn on a fresh server's demo data with the browser's clock fixed, compared with
 * the brand's approved image (any pixel but an edge's anti-aliasing, compare.ts) and with its
 * approved record (words, colours, assets). Each test writes what it saw and how it differs to
 * test-results/brand-review/<brand>/;
 * `npm run test:brand` turns those into the report and approves from them.
 */

/** The brand's own server (playwright.config.ts): the page's origin is the review's, not its address. */
const test = reviewTest.extend<{ serverURL: string }>({ serverURL: ['', { option: true }] });

test.describe.configure({ mode: 'parallel' });

const CREDENTIALS = { customer: CUSTOMER, banker: BANKER } as const;

let renderer: Renderer | undefined;
function rendererOf(browser: Browser): Renderer {
  renderer ??= {
    chromium: browser.version(),
    fonts: createHash('sha256')
      .update(execFileSync('fc-list', ['--format', '%{file}\n']))
      .digest('hex')
      .slice(0, 16),
  };
  return renderer;
}

/** Where a step acts: a dialog's steps in the live dialog, which takes over from one drawn with the page. */
function scopeOf(page: Page, within: Target['within']): Page | Locator {
  if (!within) return page;
  if (within.role === 'dialog' && within.name) return liveDialog(page, within.name);
  return page.getByRole(within.role, { name: within.name });
}

function target(page: Page, step: Target): Locator {
  const scope = scopeOf(page, step.within);
  const name = step.prefix ? new RegExp(`^${step.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) : step.name;
  return scope.getByRole(step.role, { name, exact: true }).filter({ visible: true }).first();
}

/** A field by its exact label, inside its group where it names one. */
function field(page: Page, { label, group }: Field): Locator {
  const scope = group ? page.getByRole('group', { name: group }) : page;
  return scope.getByLabel(label, { exact: true }).filter({ visible: true }).first();
}

/** The element a step acts on. */
function subject(page: Page, step: Step): Locator {
  if ('click' in step) return target(page, step.click);
  if ('fill' in step) return field(page, step.fill);
  if ('select' in step) return field(page, step.select);
  return page
    .getByLabel(new RegExp(`^${step.check}`))
    .filter({ visible: true })
    .first();
}

async function run(page: Page, steps: readonly Step[]): Promise<void> {
  for (const step of steps) {
    if ('click' in step) await subject(page, step).click();
    else if ('fill' in step) await subject(page, step).fill(step.fill.value);
    else if ('select' in step) await subject(page, step).selectOption(step.select.value);
    else await subject(page, step).check();
  }
}

function readyLocator(page: Page, ready: Ready): Locator {
  if ('heading' in ready) return page.getByRole('heading', { name: ready.heading });
  if ('dialog' in ready) return liveDialog(page, ready.dialog).getByRole('heading').first();
  if ('selector' in ready) return page.locator(ready.selector).first();
  return page.getByText(ready.text, { exact: true }).filter({ visible: true }).first();
}

/** How far the stopped clock is let on while a transient screen comes: less than any shows (2 s). */
const TRANSIENT_BUDGET_MS = 1000;

/**
 * Waits for a transient screen with the clock stopped, letting it on a few milliseconds a try (the
 * page's frames and short waits): its own timer never comes due, however slow the machine.
 */
async function stillUntil(page: Page, ready: Ready): Promise<void> {
  let spent = 0;
  await expect
    .poll(
      async () => {
        if (await readyLocator(page, ready).isVisible()) return true;
        if (spent < TRANSIENT_BUDGET_MS) {
          await page.clock.runFor(10);
          spent += 10;
        }
        return false;
      },
      { intervals: [100] },
    )
    .toBe(true);
}

/**
 * Every image loaded (lazy ones too: a full-page image shows them whether or not the page was
 * scrolled near) and the fonts ready: an image taken before then differs run to run.
 */
async function drawn(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const image of document.images) image.loading = 'eager';
  });
  await expect
    .poll(() => page.evaluate(() => [...document.images].filter((image) => !image.complete).length))
    .toBe(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // A carousel that holds its room (an empty row) until its cards load: the row is drawn with them.
  await expect(page.locator('[aria-roledescription="carrossel"] ul:empty')).toHaveCount(0);
  // Nothing still loading: a part's skeleton ('Carregando…') holds still as long as its answer takes,
  // also behind a dialog that covers the page (its colours and images are in the record).
  await expect(page.getByRole('status', { name: /^Carregando/ }).filter({ visible: true })).toHaveCount(0);
  await expect(page.locator('.skeleton')).toHaveCount(0);
}

/**
 * The page's image once two in a row are the same: parts drawn after the ready mark (a list's
 * late answer, a carousel's cards) are in it, or the second image differs and the next is taken.
 * A first image the same, byte for byte, as the approved one needs no second: the approved image
 * was itself the steady one, so the page has come to rest where it did then.
 */
async function steadyImage(page: Page, fullPage: boolean, approved: Buffer | undefined): Promise<Buffer> {
  const take = () => page.screenshot({ fullPage, animations: 'disabled', caret: 'hide' });
  let last = await take();
  if (approved?.equals(last)) return last;
  await expect
    .poll(async () => {
      const next = await take();
      const same = next.equals(last);
      last = next;
      return same;
    })
    .toBe(true);
  return last;
}

for (const [width, viewport] of SCREENS) {
  test.describe(`${width}`, () => {
    test.use({ viewport });
    for (const screen of screensOf({ officeEdition: true }).filter((s) => !s.only || s.only === width)) {
      test(`${screen.id} (${width})`, async ({
        page,
        brand,
        brandId,
        browser,
        baseURL,
        serverURL,
        playwright,
      }) => {
        test.skip(screen.officeEditionOnly === true && !brand.officeEdition, 'only on the office edition');
        test.setTimeout(60_000);
        try {
          const services = await playwright.request.newContext({ baseURL: serverURL });
          try {
            await review(screen, width, {
              page,
              brandId,
              browser,
              baseURL: baseURL as string,
              serverURL,
              services,
            });
          } finally {
            await services.dispose();
          }
        } catch (error) {
          // A screen that could not be drawn is in the report as such, not missing from it.
          if (!existsSync(resultFile(brandId, `${screen.id}-${width}`)))
            writeResult(brandId, {
              key: `${screen.id}-${width}`,
              screen: screen.id,
              title: screen.title,
              width,
              status: 'failed',
              summary: `could not be drawn: ${String((error as Error).message).split('\n')[0]}`,
              changes: [],
              renderer: rendererOf(browser),
            });
          throw error;
        }
      });
    }
  });
}

async function review(
  screen: ReviewScreen,
  width: string,
  {
    page,
    brandId,
    browser,
    baseURL,
    serverURL,
    services,
  }: {
    page: Page;
    brandId: string;
    browser: Browser;
    baseURL: string;
    /** The brand's server, for requests made outside the browser (setups, logins). */
    serverURL: string;
    services: APIRequestContext;
  },
): Promise<void> {
  if (screen.visitor !== 'first-visit')
    await page.context().addCookies([{ ...COOKIE_CONSENT, url: baseURL }]);
  const values = screen.setup
    ? await SETUPS[screen.setup](
        (path, init) => fetch(new URL(path, serverURL), init),
        `${screen.id}-${width}`,
      )
    : {};
  if (screen.visitor === 'customer' || screen.visitor === 'banker')
    await logInWith(page, services, baseURL, CREDENTIALS[screen.visitor]);
  if (screen.visitor === 'new-customer')
    await logInWith(page, services, baseURL, {
      email: values.email ?? '',
      password: INVITED_ACCOUNT.password,
    });
  // The keys the page finds on its first load only: the page goes on to the next screens.
  const session = screen.session
    ? await page.addInitScript((pairs) => {
        for (const [key, value] of Object.entries(pairs)) sessionStorage.setItem(key, value);
      }, screen.session)
    : undefined;
  await land(page, addressOf(screen, values));
  await session?.[Symbol.asyncDispose]();
  await readWhole(page);
  const steps = stepsOf(screen, width, values);
  if (screen.transient) {
    const last = steps.slice(-1);
    await run(page, steps.slice(0, -1));
    // The clock stops once the last step's control shows: what leads to it (a dialog giving way
    // to the next) has run its course on the page's own frames and timers.
    for (const step of last) await expect(subject(page, step)).toBeVisible();
    await page.clock.pauseAt(REVIEW_CLOCK);
    await run(page, last);
    await stillUntil(page, screen.ready);
  } else await run(page, steps);
  await expect(readyLocator(page, screen.ready)).toBeVisible();
  // The pointer off the page's controls: the last click's button would be drawn hovered, or not,
  // as the browser happened to update its hover after the page changed under it.
  await page.mouse.move(0, 0);
  // Through the CSSOM: the page's policy refuses an added style element.
  if (screen.hide)
    await page.evaluate((selectors) => {
      for (const el of document.querySelectorAll<HTMLElement>(selectors)) el.style.visibility = 'hidden';
    }, screen.hide.join(','));
  await drawn(page);

  const key = `${screen.id}-${width}`;
  const dialog = 'dialog' in screen.ready ? screen.ready.dialog : undefined;
  const approved = approvedDrawing(brandId, key);
  const image = await steadyImage(page, !screen.overlay, approved?.image);
  const record = await recordScreen(page, dialog);
  const out = resultsDir(brandId);
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, `${key}.png`), image);
  writeFileSync(join(out, `${key}.json`), `${JSON.stringify(record, null, 2)}\n`);

  const { diff, ...judgement } = judgeScreen(approved, { image, record, renderer: rendererOf(browser) });
  if (diff) writeFileSync(join(out, `${key}-diff.png`), diff);
  const result: ReviewResult = {
    ...judgement,
    key,
    screen: screen.id,
    title: screen.title,
    width,
    renderer: rendererOf(browser),
    approvedRenderer: approved?.renderer,
  };
  writeResult(brandId, result);
  if (result.status === 'differs' || result.status === 'new') {
    const lines = result.changes.flatMap((c) => [
      ...c.removed.map((l) => `- ${c.part}: ${l}`),
      ...c.added.map((l) => `+ ${c.part}: ${l}`),
    ]);
    throw new Error(
      `${key}: ${result.status === 'new' ? 'no approved look yet' : result.summary}\n${lines.join('\n')}`,
    );
  }
}

const resultFile = (brandId: string, key: string) => join(resultsDir(brandId), `${key}.result.json`);

function writeResult(brandId: string, result: ReviewResult): void {
  mkdirSync(resultsDir(brandId), { recursive: true });
  writeFileSync(resultFile(brandId, result.key), `${JSON.stringify(result, null, 2)}\n`);
}

/** The approved drawing of a screen, if there is one. */
function approvedDrawing(brandId: string, key: string): Drawn | undefined {
  const manifest = readManifest(brandId);
  const approvalId = manifest.screens[key];
  const approval = approvalId ? manifest.approvals[approvalId] : undefined;
  const imageFile = join(baselineDir(brandId), `${key}.png`);
  const recordFile = join(baselineDir(brandId), `${key}.json`);
  if (!approval || !existsSync(imageFile) || !existsSync(recordFile)) return undefined;
  return {
    image: readFileSync(imageFile),
    record: JSON.parse(readFileSync(recordFile, 'utf8')) as ScreenRecord,
    renderer: approval.renderer,
  };
}

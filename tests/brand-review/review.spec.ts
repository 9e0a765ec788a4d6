import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Locator, Page } from '@playwright/test';
import { CUSTOMER } from '../accounts-helpers.ts';
import { COOKIE_CONSENT, expect, SCREENS, test } from '../fixtures.ts';
import { BANKER, logInWith } from '../requests-helpers.ts';
import { settle } from '../walk-helpers.ts';
import { baselineDir, type Renderer, readManifest, resultsDir } from './approvals.ts';
import { compareImages, compareRecords } from './compare.ts';
import { recordScreen, type ScreenRecord } from './record.ts';
import type { ReviewResult } from './result.ts';
import { addressOf, REVIEW_DAY, type Ready, type ReviewScreen, type Step, screensOf } from './screens.ts';

/**
 * The brand review: every screen and modal of tests/brand-review/screens.ts at phone and desktop
 * widths, each drawn on a fresh server's demo data with the browser's clock fixed, compared with
 * the brand's approved image exactly (any pixel) and with its approved record (words, colours,
 * assets). Each test writes what it saw and how it differs to test-results/brand-review/<brand>/;
 * `npm run test:brand` turns those into the report and approves from them.
 */

test.describe.configure({ mode: 'parallel' });

const CLOCK = new Date(`${REVIEW_DAY}T12:00:00-03:00`);
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

function target(page: Page, step: Extract<Step, { click: unknown }>['click']): Locator {
  const scope = step.within ? page.getByRole(step.within.role, { name: step.within.name }) : page;
  return scope.getByRole(step.role, { name: step.name, exact: true }).filter({ visible: true }).first();
}

async function run(page: Page, steps: readonly Step[]): Promise<void> {
  for (const step of steps) {
    if ('click' in step) await target(page, step.click).click();
    else await page.getByLabel(step.fill.label).fill(step.fill.value);
  }
}

function readyLocator(page: Page, ready: Ready): Locator {
  if ('heading' in ready) return page.getByRole('heading', { name: ready.heading });
  if ('dialog' in ready) return page.getByRole('dialog', { name: ready.dialog }).getByRole('heading').first();
  return page.getByText(ready.text, { exact: true }).filter({ visible: true }).first();
}

/** Images decoded and fonts loaded: a full-page image taken before then differs run to run. */
async function drawn(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
  });
}

for (const [width, viewport] of SCREENS) {
  test.describe(`${width}`, () => {
    test.use({ viewport });
    for (const screen of screensOf({ officeEdition: true })) {
      test(`${screen.id} (${width})`, async ({ page, brand, brandId, browser, baseURL }) => {
        test.skip(screen.officeEditionOnly === true && !brand.officeEdition, 'only on the office edition');
        test.setTimeout(60_000);
        await review(screen, width, { page, brandId, browser, baseURL: baseURL as string });
      });
    }
  });
}

async function review(
  screen: ReviewScreen,
  width: string,
  { page, brandId, browser, baseURL }: { page: Page; brandId: string; browser: Browser; baseURL: string },
): Promise<void> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.setFixedTime(CLOCK);
  if (screen.visitor !== 'first-visit')
    await page.context().addCookies([{ ...COOKIE_CONSENT, url: baseURL }]);
  if (screen.visitor === 'customer' || screen.visitor === 'banker')
    await logInWith(page, page.request, baseURL, CREDENTIALS[screen.visitor]);
  if (screen.session) {
    const entries = screen.session;
    await page.addInitScript((pairs) => {
      for (const [key, value] of Object.entries(pairs)) sessionStorage.setItem(key, value);
    }, entries);
  }
  await page.goto(addressOf(screen));
  await settle(page);
  await run(page, screen.steps ?? []);
  await expect(readyLocator(page, screen.ready)).toBeVisible();
  await drawn(page);

  const key = `${screen.id}-${width}`;
  const dialog = 'dialog' in screen.ready ? screen.ready.dialog : undefined;
  const image = await page.screenshot({ fullPage: !screen.overlay, animations: 'disabled', caret: 'hide' });
  const record = await recordScreen(page, dialog);
  const out = resultsDir(brandId);
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, `${key}.png`), image);
  writeFileSync(join(out, `${key}.json`), `${JSON.stringify(record, null, 2)}\n`);

  const result = judge(brandId, key, image, record, rendererOf(browser));
  writeFileSync(
    join(out, `${key}.result.json`),
    `${JSON.stringify({ ...result, screen: screen.id, title: screen.title, width }, null, 2)}\n`,
  );
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

/** How today's image and record of a screen compare with the approved ones. */
function judge(
  brandId: string,
  key: string,
  image: Buffer,
  record: ScreenRecord,
  now: Renderer,
): Omit<ReviewResult, 'screen' | 'title' | 'width'> {
  const manifest = readManifest(brandId);
  const approvalId = manifest.screens[key];
  const approval = approvalId ? manifest.approvals[approvalId] : undefined;
  const imageFile = join(baselineDir(brandId), `${key}.png`);
  const recordFile = join(baselineDir(brandId), `${key}.json`);
  if (!approval || !existsSync(imageFile) || !existsSync(recordFile))
    return { key, status: 'new', summary: 'no approved look yet', changes: [], renderer: now };
  const changes = compareRecords(JSON.parse(readFileSync(recordFile, 'utf8')) as ScreenRecord, record);
  const pixels = compareImages(readFileSync(imageFile), image);
  if (pixels.kind === 'pixels') writeFileSync(join(resultsDir(brandId), `${key}-diff.png`), pixels.diff);
  const sameRenderer = approval.renderer.chromium === now.chromium && approval.renderer.fonts === now.fonts;
  const imageSummary =
    pixels.kind === 'same'
      ? undefined
      : pixels.kind === 'size'
        ? `size ${pixels.approved} → ${pixels.now}`
        : `${pixels.count} pixels differ`;
  const base = { key, changes, renderer: now, approvedRenderer: approval.renderer, image: imageSummary };
  if (changes.length > 0)
    return {
      ...base,
      status: 'differs',
      summary: [`${changes.length} part(s) of the record changed`, imageSummary].filter(Boolean).join('; '),
    };
  if (!imageSummary) return { ...base, status: 'same', summary: 'as approved' };
  if (!sameRenderer)
    return {
      ...base,
      status: 'renderer',
      summary: `drawn differently by the browser (${approval.renderer.chromium} → ${now.chromium}): ${imageSummary}; words and colours as approved`,
    };
  return { ...base, status: 'differs', summary: imageSummary };
}

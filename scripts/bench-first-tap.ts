/**
 * A tap at first paint (docs/benchmarks.md#a-tap-at-first-paint): on a phone with its CPU slowed 4×
 * (Lighthouse's mobile), each control of a store's first view that opens something is tapped as
 * soon as it is painted, and the page times the tap's pointerdown to the frame where the answer
 * shows. Each case is a first visit in a fresh browser context; the median of the rounds and their
 * spread are printed with the machine's load, and checked against 300 ms.
 *   npm run bench:first-tap                         every case, 5 rounds, the journey brand
 *   npm run bench:first-tap -- --rounds 3 --brands offices,vitrine --cases menu,"log in"
 *   npm run bench:first-tap -- --smoke              one round of every case
 * Chromium comes from CHROME_PATH (default /usr/bin/chromium; the smoke's, the tests' headless
 * shell); the local server (npm start) on BENCH_PORT (default 4392). The smoke checks that the
 * command runs (exit 1 on an error), not the goal.
 */
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import { choiceFor, storeCookieChoice } from '../src/features/privacy/scripts/consent-choice.ts';
import { JOURNEY_BRAND } from '../tests/brand-matrix.ts';
import { reportGoals } from './lib/bench-goals.ts';
import { formatSpread, spreadOf } from './lib/bench-stats.ts';
import { startLocalStore } from './lib/bench-targets.ts';
import { CHROMIUM_FLAGS, TEST_CHROMIUM } from './lib/chromium-flags.ts';
import { commandArgs } from './lib/cli.ts';
import { controlInView, TAP_CASES, type TapCase, watchFirstTap } from './lib/first-tap-cases.ts';
import { machineLoad } from './lib/machine-load.ts';

const { values: args } = commandArgs(
  `
Usage: npm run bench:first-tap [-- options]
A tap at first paint on a phone slowed 4x: each control's pointerdown to the frame its answer shows.

  --rounds N      rounds per case (default 5)
  --brands a,b    brands to serve (default ${JOURNEY_BRAND})
  --cases a,b     cases by name (default all: ${TAP_CASES.map((c) => c.name).join('; ')})
  --smoke         one round of every case and no untimed visit, a check that the command runs (the
                  goal not judged)
  --help          this text`,
  {
    rounds: { type: 'string', default: '5' },
    brands: { type: 'string', default: JOURNEY_BRAND },
    cases: { type: 'string' },
    smoke: { type: 'boolean', default: false },
  },
);

/** The goal of every tap: its answer shows within this time (median of the rounds). */
const GOAL_MS = 300;
/** Lighthouse's mobile CPU slowdown. */
const CPU_SLOWDOWN = 4;
const SCREENS = {
  phone: { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1350, height: 940 } },
} as const;

const rounds = args.smoke ? 1 : Math.max(1, Number(args.rounds));
const brands = args.brands.split(',');
const chosen = args.cases?.split(',');
const cases = chosen ? TAP_CASES.filter((c) => chosen.includes(c.name)) : TAP_CASES;
const port = Number(process.env.BENCH_PORT ?? 4392);
const distDir = process.env.DIST_DIR ?? 'dist';

/** A stored cookie choice, as a returning visitor has it: the banner does not show. */
function storedChoice(base: string) {
  const [pair] = storeCookieChoice(choiceFor('necessary', new Date())).split(';');
  const [name, value] = (pair as string).split(/=(.*)/s) as [string, string];
  return { name, value, url: base };
}

/** How long a tap's answer is waited for; past it, the tap counts as not answered. */
const ANSWER_WAIT_MS = 10_000;

/** One first visit: the tap's pointerdown to the frame where its answer shows, in ms (NaN: none came). */
async function tapOnce(browser: Browser, base: string, tap: TapCase): Promise<number> {
  const context: BrowserContext = await browser.newContext(SCREENS[tap.screen]);
  try {
    if (!tap.banner) await context.addCookies([storedChoice(base)]);
    await context.addInitScript(watchFirstTap, 'page' in tap.answer ? {} : tap.answer);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${base}${tap.path}`, { waitUntil: 'commit' });
    const at = await (
      await page.waitForFunction(controlInView, tap.control, { polling: 'raf', timeout: 30_000 })
    ).jsonValue();
    if (!at) throw new Error(`${tap.name}: '${tap.control}' not drawn`);
    if (tap.screen === 'phone') await page.touchscreen.tap(at.x, at.y);
    else await page.mouse.click(at.x, at.y);
    return await answerTime(page, tap).catch(() => Number.NaN);
  } finally {
    await context.close();
  }
}

/** The time from the tap to its answer, as the page measured it. */
async function answerTime(page: Page, tap: TapCase): Promise<number> {
  if ('page' in tap.answer) {
    await page.waitForURL(tap.answer.page, { timeout: ANSWER_WAIT_MS });
    const painted = await page.waitForFunction(
      () => {
        const paint = performance.getEntriesByName('first-contentful-paint')[0];
        const down = Number(sessionStorage.getItem('first-tap-down'));
        return paint && down ? performance.timeOrigin + paint.startTime - down : null;
      },
      undefined,
      { polling: 100, timeout: ANSWER_WAIT_MS },
    );
    return (await painted.jsonValue()) as number;
  }
  const shown = await page.waitForFunction(
    () => {
      const tap = (window as unknown as { firstTap?: { down: number; shown?: number } }).firstTap;
      return tap?.shown === undefined ? null : tap.shown - tap.down;
    },
    undefined,
    { polling: 100, timeout: ANSWER_WAIT_MS },
  );
  return (await shown.jsonValue()) as number;
}

const ms = (n: number) => (Number.isNaN(n) ? 'no answer' : `${Math.round(n).toLocaleString('en')} ms`);
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? (args.smoke ? TEST_CHROMIUM : '/usr/bin/chromium'),
  args: CHROMIUM_FLAGS,
});
const loadAtStart = machineLoad();
console.log(`at start: ${loadAtStart}; ${rounds} round(s) per case, CPU slowed ${CPU_SLOWDOWN}×`);
const rows: { brand: string; tap: TapCase; times: number[] }[] = [];
try {
  for (const brand of brands) {
    const target = await startLocalStore(brand, distDir, port);
    try {
      for (const tap of cases) {
        // An untimed visit first: the server's first queries are not what a visitor meets (the
        // smoke, which checks that the command runs, measures nothing and skips it).
        if (!args.smoke) await tapOnce(browser, target.base, tap);
        const times: number[] = [];
        for (let i = 1; i <= rounds; i++) {
          times.push(await tapOnce(browser, target.base, tap));
          console.log(
            `${brand.padEnd(10)} ${tap.name.padEnd(22)} round ${i}/${rounds}  ${ms(times.at(-1) as number).padStart(9)}  | ${machineLoad()}`,
          );
        }
        rows.push({ brand, tap, times });
      }
    } finally {
      await target.stop();
    }
  }
} finally {
  await browser.close();
}
const loadAtEnd = machineLoad();
console.log(`\nMedians of ${rounds} round(s), (min-max); at start ${loadAtStart}, at end ${loadAtEnd}`);
console.log('| brand | tap | page | control | tap to answer |');
console.log('|---|---|---|---|---:|');
for (const { brand, tap, times } of rows) {
  console.log(
    `| ${brand} | ${tap.name} | ${tap.path} (${tap.screen}) | '${tap.control}' | ${formatSpread(spreadOf(times), ms)} |`,
  );
}
const results = rows.map(({ brand, tap, times }) => {
  const median = spreadOf(times).median;
  return {
    bench: `first tap ${brand}`,
    measure: `${tap.name}: pointerdown to the answer's frame (median of ${rounds})`,
    value: ms(median),
    goal: `<= ${GOAL_MS} ms`,
    met: times.every((t) => !Number.isNaN(t)) && median <= GOAL_MS,
  };
});
reportGoals(results);
process.exitCode = args.smoke || results.every((r) => r.met) ? 0 : 1;

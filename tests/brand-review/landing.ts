import type { Page, Request } from '@playwright/test';
import { LEAVING_MARK } from '../../src/core/browser/leaving.ts';
import { expect } from '../fixtures.ts';
import { settle } from '../walk-helpers.ts';

/**
 * How the review reaches a screen's page before its steps: the address followed to the page it
 * ends on, settled there, and read to its end and back.
 */

/** The requests a page's own work is made of: its code and its calls to the services. */
const WORK_REQUESTS = new Set(['script', 'fetch', 'xhr']);
/**
 * How long the page's code and calls stay quiet before its load-time work counts as done: each
 * step of a chain (a call's answer, the code it loads, the next call) starts within it.
 */
const QUIET_MS = 150;

/**
 * Opens the address and waits until the page it ends on has settled. A link that only stores its
 * keys (an invitation's, a report's) goes home with `location.replace`, and its own page goes on
 * running until the home's answer arrives: settled on that page, the home's islands below the fold
 * were never scrolled near and kept their skeletons. So each navigation the page starts by itself
 * is followed to its end and settled again, also one it decides on after its calls are answered
 * (an invitation's home asks the services where the invitation goes, LEAVING_MARK): a page counts
 * as settled once its code and calls have been quiet for QUIET_MS.
 */
export async function land(page: Page, address: string): Promise<void> {
  const started: Request[] = [];
  const open = new Set<Request>();
  let lastAnswer = Date.now();
  const onRequest = (request: Request) => {
    // Not a server's redirect (the same navigation): a new one, started by the page.
    if (request.isNavigationRequest() && request.frame() === page.mainFrame() && !request.redirectedFrom())
      started.push(request);
    if (WORK_REQUESTS.has(request.resourceType())) open.add(request);
  };
  const onAnswer = (request: Request) => {
    if (open.delete(request)) lastAnswer = Date.now();
  };
  page.on('request', onRequest);
  page.on('requestfinished', onAnswer);
  page.on('requestfailed', onAnswer);
  try {
    await page.goto(address);
    let followed = 1;
    for (;;) {
      await settle(page);
      await expect
        .poll(() => open.size === 0 && Date.now() - lastAnswer >= QUIET_MS, { intervals: [50] })
        .toBe(true);
      const here = page.url();
      if ((await page.locator(`html[${LEAVING_MARK}]`).count()) > 0)
        await page.waitForURL((url) => url.href !== here);
      else if (started.length > followed) {
        const path = new URL((started.at(-1) as Request).url()).pathname;
        await page.waitForURL((url) => url.pathname === path);
      } else return;
      followed = started.length;
    }
  } finally {
    page.off('request', onRequest);
    page.off('requestfinished', onAnswer);
    page.off('requestfailed', onAnswer);
  }
}

/**
 * Scrolls the whole page down a screen at a time and back to the top, as a visitor reading it:
 * what loads when scrolled near (the related products' carousel, lazy images) has loaded whether
 * or not the run's timing happened to bring it near, also behind a dialog that covers the screen,
 * whose record and image then hold the same page on every run.
 */
export async function readWhole(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // A frame the browser really drew at this scroll: an observer's first answer comes only then,
    // with the page's own observers'. (Under the review's clock an animation frame is a timer: the
    // scroll could pass the carousel between two drawn frames and leave it unloaded.)
    const frame = () =>
      new Promise<void>((resolve) => {
        const observer = new IntersectionObserver(() => {
          observer.disconnect();
          resolve();
        });
        observer.observe(document.documentElement);
      });
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await frame();
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
    await frame();
    window.scrollTo(0, 0);
    await frame();
  });
}

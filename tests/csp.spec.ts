import { expect, JOURNEY, test } from './fixtures.ts';
import { settle, watchContext } from './walk-helpers.ts';

/**
 * The Content-Security-Policy at work: a script the build did not write is refused. That every
 * route carries the built policy is checked on the build output (tests/build/headers.test.ts),
 * and that every route loads under it without a violation by the route walk (tests/walk.spec.ts).
 */

test('a script the build did not write is refused and reported', { tag: JOURNEY.browse }, async ({
  context,
  page,
}) => {
  const { seenOn } = await watchContext(context);
  await page.goto('/pb/ana-souza');
  await settle(page);
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true;';
    document.body.append(script);
  });
  await expect.poll(() => seenOn(page).csp.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
});

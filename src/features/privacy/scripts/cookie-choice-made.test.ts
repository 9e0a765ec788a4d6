// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { afterCookieChoice } from './cookie-choice-made.ts';
import { COOKIE_CHOICE_EVENT } from './cookie-consent.ts';

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

describe('after the cookie choice', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('goes on at once when the banner is not showing', async () => {
    document.body.innerHTML = '<div id="cookie-banner" hidden></div>';
    expect(await settled(afterCookieChoice(document))).toBe(true);
    document.body.innerHTML = '';
    expect(await settled(afterCookieChoice(document))).toBe(true);
  });

  it('waits while the banner asks, and goes on once the visitor chose', async () => {
    document.body.innerHTML = '<div id="cookie-banner"></div>';
    const waiting = afterCookieChoice(document);
    expect(await settled(waiting)).toBe(false);
    document.dispatchEvent(new CustomEvent(COOKIE_CHOICE_EVENT, { detail: {} }));
    expect(await settled(waiting)).toBe(true);
  });
});

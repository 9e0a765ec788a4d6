// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { installFrameCookieJar } from './frame-cookie-jar.ts';

/** The page as if in a sheet frame whose element carries the sheet's cookies (or in no frame). */
function loadInFrame(
  cookies: string | undefined,
  frame = document.createElement('iframe'),
): HTMLIFrameElement {
  if (cookies !== undefined) frame.dataset.cookies = cookies;
  Object.defineProperty(window, 'frameElement', {
    value: cookies === undefined ? null : frame,
    configurable: true,
  });
  installFrameCookieJar();
  return frame;
}

/** A write as the store's code makes it. */
function pageWrites(line: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the page's own writes are what the jar takes in
  document.cookie = line;
}

afterEach(() => {
  Reflect.deleteProperty(document, 'cookie');
});

describe('installFrameCookieJar', () => {
  it('gives the page the cookies the sheet chose for its frame', () => {
    loadInFrame('cookie_consent=v2|a0|m0|1; token=abc');
    expect(document.cookie).toBe('cookie_consent=v2|a0|m0|1; token=abc');
  });

  it("keeps what the page writes and drops what it expires, in the jar, not the browser's cookies", () => {
    loadInFrame('');
    pageWrites('cookie_consent=v2|a1|m1|2; Max-Age=31536000; Path=/; SameSite=Lax');
    pageWrites('token=abc; Path=/');
    pageWrites('token=; Max-Age=0; Path=/');
    pageWrites('user=x');
    pageWrites('user=; Expires=Thu, 01 Jan 1970 00:00:00 GMT');
    expect(document.cookie).toBe('cookie_consent=v2|a1|m1|2');
    Reflect.deleteProperty(document, 'cookie');
    expect(document.cookie).not.toContain('cookie_consent');
  });

  it("hands what a page wrote to the frame's next page (a token swapped before leaving)", () => {
    const frame = loadInFrame('cookie_consent=v2|a0|m0|1; token=old');
    pageWrites('token=new; Path=/');
    Reflect.deleteProperty(document, 'cookie');
    loadInFrame(frame.dataset.cookies, frame);
    expect(document.cookie).toBe('cookie_consent=v2|a0|m0|1; token=new');
  });

  it('leaves a page outside the sheet alone', () => {
    loadInFrame(undefined);
    expect(Object.getOwnPropertyDescriptor(document, 'cookie')).toBeUndefined();
  });
});

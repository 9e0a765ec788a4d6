// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { frameSessionPrefix, installFrameSessionStorage } from './frame-session-storage.ts';

const shared = window.sessionStorage;
/** A new page: the window's own storage again, before the frame's script runs. */
const newPage = () =>
  Object.defineProperty(window, 'sessionStorage', { configurable: true, get: () => shared });

/** The page as if in the sheet frame `frame` (or in no frame), its storage installed. */
function loadInFrame(frame: string | undefined): Storage {
  newPage();
  const element = document.createElement('iframe');
  if (frame !== undefined) element.dataset.sessionPrefix = frameSessionPrefix(frame);
  Object.defineProperty(window, 'frameElement', {
    value: frame === undefined ? null : element,
    configurable: true,
  });
  installFrameSessionStorage();
  return window.sessionStorage;
}

afterEach(() => {
  newPage();
  shared.clear();
});

describe('installFrameSessionStorage', () => {
  it("keeps each frame's keys apart in the sheet's storage", () => {
    const invitation = loadInFrame('invitation-not-found-phone');
    invitation.setItem('invite', 'true');
    const customer = loadInFrame('my-data-phone');
    expect(customer.getItem('invite')).toBeNull();
    customer.setItem('product', '97');
    expect(customer.length).toBe(1);
    expect(customer.key(0)).toBe('product');
    expect(shared.getItem(`${frameSessionPrefix('invitation-not-found-phone')}invite`)).toBe('true');
  });

  it("a frame's keys outlive its page (the sheet's storage holds them); clear takes only its own", () => {
    shared.setItem('sheet', 'kept');
    const first = loadInFrame('set-password-desktop');
    first.setItem('token', 'x');
    const again = loadInFrame('set-password-desktop');
    expect(again.getItem('token')).toBe('x');
    again.clear();
    expect(again.getItem('token')).toBeNull();
    expect(shared.getItem('sheet')).toBe('kept');
  });

  it('leaves a page outside the sheet alone', () => {
    expect(loadInFrame(undefined)).toBe(shared);
  });
});

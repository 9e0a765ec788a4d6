import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetLeaving, isLeaving, keepUntilDone, LEAVING_MARK, leave } from './leaving.ts';

afterEach(() => {
  forgetLeaving();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('leave', () => {
  it('goes at once when no work is kept, and marks the page as leaving', () => {
    const go = vi.fn();
    leave(go);
    expect(go).toHaveBeenCalledTimes(1);
    expect(isLeaving()).toBe(true);
  });

  it('marks the document at once, before kept work lets it go', () => {
    const root = new Map<string, string>();
    vi.stubGlobal('document', {
      documentElement: {
        setAttribute: (name: string, value: string) => root.set(name, value),
        removeAttribute: (name: string) => root.delete(name),
      },
    });
    const go = vi.fn();
    void keepUntilDone(new Promise(() => undefined));
    leave(go);
    expect(go).not.toHaveBeenCalled();
    expect(root.has(LEAVING_MARK)).toBe(true);
    forgetLeaving();
    expect(root.has(LEAVING_MARK)).toBe(false);
  });

  it('waits for kept work (a token swap) to be done before going', async () => {
    let finish!: () => void;
    const stored: string[] = [];
    void keepUntilDone(
      new Promise<void>((resolve) => {
        finish = resolve;
      }).then(() => void stored.push('token')),
    );
    const go = vi.fn(() => stored.push('go'));
    leave(go);
    await Promise.resolve();
    expect(go).not.toHaveBeenCalled();
    finish();
    await vi.waitFor(() => expect(go).toHaveBeenCalledTimes(1));
    expect(stored).toEqual(['token', 'go']);
  });

  it('goes after 3 s when the kept work never ends', async () => {
    vi.useFakeTimers();
    void keepUntilDone(new Promise(() => {}));
    const go = vi.fn();
    leave(go);
    await vi.advanceTimersByTimeAsync(2999);
    expect(go).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(go).toHaveBeenCalledTimes(1);
  });
});

// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { onFirstTab } from './first-tab.ts';

const press = (key: string) => document.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));

describe("the visitor's first Tab", () => {
  it('calls once, at the first Tab, whatever other keys came before', () => {
    const then = vi.fn();
    onFirstTab(document, then);
    press('Enter');
    press('ArrowDown');
    expect(then).not.toHaveBeenCalled();
    press('Tab');
    press('Tab');
    expect(then).toHaveBeenCalledTimes(1);
  });
});

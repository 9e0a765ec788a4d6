import { describe, expect, it } from 'vitest';
import { menuKeyAction } from './menu-keys.ts';

describe('menu keys', () => {
  it('arrows move to the next and previous item, wrapping around the ends', () => {
    expect(menuKeyAction('ArrowDown', 0, 3)).toEqual({ focus: 1 });
    expect(menuKeyAction('ArrowDown', 2, 3)).toEqual({ focus: 0 });
    expect(menuKeyAction('ArrowUp', 0, 3)).toEqual({ focus: 2 });
    expect(menuKeyAction('ArrowDown', -1, 3)).toEqual({ focus: 0 });
  });

  it('Home and End go to the first and last item', () => {
    expect(menuKeyAction('Home', 2, 3)).toEqual({ focus: 0 });
    expect(menuKeyAction('End', 0, 3)).toEqual({ focus: 2 });
  });

  it('Escape closes back to the button, Tab closes and lets the focus move on, other keys do nothing', () => {
    expect(menuKeyAction('Escape', 1, 3)).toEqual({ close: 'toButton' });
    expect(menuKeyAction('Tab', 1, 3)).toEqual({ close: 'moveOn' });
    expect(menuKeyAction('a', 1, 3)).toBeNull();
  });

  it('an empty menu has no item to focus', () => {
    expect(menuKeyAction('ArrowDown', -1, 0)).toEqual({ focus: -1 });
  });
});

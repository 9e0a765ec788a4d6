/** What a key pressed inside an open menu does (WAI-ARIA menu pattern). */
export type MenuKeyAction =
  /** Moves the focus to this item (wrapping around the ends). */
  | { focus: number }
  /** Closes the menu; Escape gives the focus back to the button, Tab lets it move on. */
  | { close: 'toButton' | 'moveOn' }
  | null;

/** The action of `key` when the item at `index` (-1: none) of `count` has the focus. */
export function menuKeyAction(key: string, index: number, count: number): MenuKeyAction {
  const at = (target: number) => ({ focus: count === 0 ? -1 : (target + count) % count });
  switch (key) {
    case 'ArrowDown':
      return at(index + 1);
    case 'ArrowUp':
      return at(index - 1);
    case 'Home':
      return at(0);
    case 'End':
      return at(count - 1);
    case 'Escape':
      return { close: 'toButton' };
    case 'Tab':
      return { close: 'moveOn' };
    default:
      return null;
  }
}

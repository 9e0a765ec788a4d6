import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { type DropdownItem, DropdownMenuItem } from './DropdownMenuItem.tsx';
import { menuKeyAction } from './menu-keys.ts';

export interface DropdownMenuProps {
  /** What the button shows (its accessible name). */
  label: ReactNode;
  items: DropdownItem[];
  buttonClassName?: string;
  /** Marks the button as where the focus goes when a dialog's opener is gone. */
  fallbackFocus?: boolean;
}

/**
 * A small menu button (WAI-ARIA menu pattern): arrows, Home and End move between items, Escape
 * closes and returns the focus to the button, a click outside or Tab closes it. While it is open a
 * clear layer covers the page, so a click that misses the menu (or lands as it closes) only closes
 * it and never opens what lies under it. Written here
 * instead of Headless UI's Menu to keep its positioning library out of every page's first load.
 */
export function DropdownMenu({
  label,
  items,
  buttonClassName = '',
  fallbackFocus = false,
}: DropdownMenuProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLDivElement>(null);

  const itemElements = () => [...(list.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  useEffect(() => {
    if (open) list.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };

  const onListKey = (event: KeyboardEvent) => {
    const all = itemElements();
    const action = menuKeyAction(event.key, all.indexOf(document.activeElement as HTMLElement), all.length);
    if (action === null) return;
    if ('focus' in action) {
      event.preventDefault();
      all[action.focus]?.focus();
    } else {
      // Escape keeps the key from the page; Tab goes on to move the focus.
      if (action.close === 'toButton') event.preventDefault();
      close(action.close === 'toButton');
    }
  };

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
    }
  };

  return (
    <div className="relative">
      <button
        ref={button}
        type="button"
        id={`${id}-button`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={onButtonKey}
        className={buttonClassName}
        data-focus-fallback={fallbackFocus || undefined}
      >
        {label}
      </button>
      {open ? (
        // Pointer-only: the keyboard closes the menu with Escape or Tab.
        <div aria-hidden="true" className="fixed inset-0 z-40" onClick={() => setOpen(false)} />
      ) : null}
      {open ? (
        <div
          ref={list}
          id={`${id}-menu`}
          role="menu"
          aria-labelledby={`${id}-button`}
          onKeyDown={onListKey}
          className="absolute right-0 z-50 mt-1 w-56 rounded-md bg-white p-1 shadow-lg ring-1 ring-black/10"
        >
          {items.map((item) => (
            <DropdownMenuItem key={item.key} item={item} close={() => close(false)} />
          ))}
        </div>
      ) : null}
    </div>
  );
}

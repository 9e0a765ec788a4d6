import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';

export interface DropdownItem {
  key: string;
  label: string;
  href?: string;
  /** Opens in a new tab (announced to screen readers). */
  external?: boolean;
  onSelect?: () => void;
}

export interface DropdownMenuProps {
  /** What the button shows (its accessible name). */
  label: ReactNode;
  items: DropdownItem[];
  buttonClassName?: string;
  /** Marks the button as where the focus goes when a dialog's opener is gone. */
  fallbackFocus?: boolean;
}

const ITEM =
  'block w-full rounded px-3 py-2 text-left text-sm text-gray-900 hover:bg-gray-100 focus:bg-gray-100 focus:outline-none';

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
  const focusItem = (index: number) => {
    const all = itemElements();
    if (all.length === 0) return;
    all[(index + all.length) % all.length]?.focus();
  };

  useEffect(() => {
    if (open) list.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };

  const onListKey = (event: KeyboardEvent) => {
    const all = itemElements();
    const index = all.indexOf(document.activeElement as HTMLElement);
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusItem(index + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusItem(index - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusItem(0);
        break;
      case 'End':
        event.preventDefault();
        focusItem(all.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
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
          {items.map((item) =>
            item.href ? (
              <a
                key={item.key}
                role="menuitem"
                tabIndex={-1}
                href={item.href}
                className={ITEM}
                onClick={() => setOpen(false)}
                {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                {item.label}
                {item.external ? <span className="sr-only"> (abre em nova aba)</span> : null}
              </a>
            ) : (
              <button
                key={item.key}
                role="menuitem"
                tabIndex={-1}
                type="button"
                className={ITEM}
                onClick={() => {
                  close(false);
                  item.onSelect?.();
                }}
              >
                {item.label}
              </button>
            ),
          )}
        </div>
      ) : null}
    </div>
  );
}

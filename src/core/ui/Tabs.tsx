import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';

export interface TabItem {
  key: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  items: readonly TabItem[];
  selected: number;
  onChange(index: number): void;
  /** The selected tab's panel (the others are not rendered). */
  panel(index: number): ReactNode;
  className?: string;
  listClassName?: string;
  /** Styles the tabs by `data-selected` and `data-disabled`. */
  tabClassName?: string;
  panelsClassName?: string;
}

/** The index `step` tabs away from `from` that is not disabled, wrapping around; `from` when none. */
function enabledFrom(items: readonly TabItem[], from: number, step: 1 | -1): number {
  for (let i = 1; i <= items.length; i++) {
    const index = (from + step * i + items.length * items.length) % items.length;
    if (!items[index]?.disabled) return index;
  }
  return from;
}

/** Where a key moves the selection (arrows, Home/PageUp, End/PageDown), or null for other keys. */
function keyTarget(key: string, items: readonly TabItem[], from: number): number | null {
  if (key === 'ArrowRight') return enabledFrom(items, from, 1);
  if (key === 'ArrowLeft') return enabledFrom(items, from, -1);
  if (key === 'Home' || key === 'PageUp') return enabledFrom(items, -1, 1);
  if (key === 'End' || key === 'PageDown') return enabledFrom(items, items.length, -1);
  return null;
}

/**
 * Tabs (WAI-ARIA tabs pattern, automatic activation): arrows move to the next or previous enabled
 * tab and select it, Home and End to the first and last; only the selected tab is in the tab
 * order. Written here instead of Headless UI's Tabs to keep that library out of the first load.
 */
export function Tabs({
  items,
  selected,
  onChange,
  panel,
  className,
  listClassName,
  tabClassName,
  panelsClassName,
}: TabsProps) {
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  const tabId = (index: number) => `${id}-tab-${index}`;
  const panelId = (index: number) => `${id}-panel-${index}`;

  const choose = (index: number) => {
    list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[index]?.focus();
    if (index !== selected) onChange(index);
  };
  const onKey = (event: KeyboardEvent) => {
    const target = keyTarget(event.key, items, selected);
    if (target === null) return;
    event.preventDefault();
    choose(target);
  };

  return (
    <div className={className}>
      <div
        ref={list}
        role="tablist"
        aria-orientation="horizontal"
        className={listClassName}
        onKeyDown={onKey}
      >
        {items.map((item, index) => (
          <button
            key={item.key}
            id={tabId(index)}
            type="button"
            role="tab"
            aria-selected={index === selected}
            aria-controls={panelId(index)}
            tabIndex={index === selected ? 0 : -1}
            disabled={item.disabled}
            data-selected={index === selected ? '' : undefined}
            data-disabled={item.disabled ? '' : undefined}
            className={tabClassName}
            onClick={() => choose(index)}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div className={panelsClassName}>
        {items.map((item, index) =>
          index === selected ? (
            <div
              key={item.key}
              id={panelId(index)}
              role="tabpanel"
              aria-labelledby={tabId(index)}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: the tabs pattern puts the panel in the tab order.
              tabIndex={0}
            >
              {panel(index)}
            </div>
          ) : (
            <div key={item.key} id={panelId(index)} role="tabpanel" aria-labelledby={tabId(index)} hidden />
          ),
        )}
      </div>
    </div>
  );
}

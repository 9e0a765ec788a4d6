export interface DropdownItem {
  key: string;
  label: string;
  href?: string;
  /** Opens in a new tab (announced to screen readers). */
  external?: boolean;
  onSelect?: () => void;
}

const ITEM =
  'block w-full rounded px-3 py-2 text-left text-sm text-gray-900 hover:bg-gray-100 focus:bg-gray-100 focus:outline-none';

/** One item of a menu: a link when it has an address, else a button that runs `onSelect`; either closes the menu. */
export function DropdownMenuItem({ item, close }: { item: DropdownItem; close: () => void }) {
  if (item.href) {
    return (
      <a
        role="menuitem"
        tabIndex={-1}
        href={item.href}
        className={ITEM}
        onClick={close}
        {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {item.label}
        {item.external ? <span className="sr-only"> (abre em nova aba)</span> : null}
      </a>
    );
  }
  return (
    <button
      role="menuitem"
      tabIndex={-1}
      type="button"
      className={ITEM}
      onClick={() => {
        close();
        item.onSelect?.();
      }}
    >
      {item.label}
    </button>
  );
}

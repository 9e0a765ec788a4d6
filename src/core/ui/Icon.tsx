import type { ReactNode } from 'react';

/** The store's stroked 24×24 icons; each drawn once here so every island shows the same shape. */
const SHAPES = {
  close: <path d="M6 6l12 12M18 6L6 18" />,
  chevronLeft: <path d="M15 6l-6 6 6 6" />,
  chevronRight: <path d="M9 6l6 6-6 6" />,
  menu: <path d="M4 6h16M4 12h16M4 18h16" />,
  share: (
    <path d="M18 8a3 3 0 1 0-3-3M6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm12 7a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
  ),
  check: <path d="M5 13l4 4L19 7" />,
  alert: (
    <path d="M12 8v5m0 3.5v.5M10.3 3.9L2.5 17.5A2 2 0 0 0 4.2 20.5h15.6a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
  ),
  info: <path d="M12 16v-5m0-3v.5M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z" />,
  checkCircle: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="M7 12.5l3.2 3.2L17 9" />
    </>
  ),
} satisfies Record<string, ReactNode>;

export type IconName = keyof typeof SHAPES;

/** A decorative icon: hidden from assistive technology, the text beside it (or a label) speaks. */
export function Icon({ name, className = 'h-5 w-5' }: { name: IconName; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      {SHAPES[name]}
    </svg>
  );
}

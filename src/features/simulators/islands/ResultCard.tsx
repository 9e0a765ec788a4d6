import type { ReactNode } from 'react';

/**
 * One result of a simulation in its list (a partner's offer, a consortium letter): a white card
 * named by its title (`titleId`), with the data attribute that marks which result it is.
 */
export function ResultCard({
  titleId,
  children,
  ...marker
}: { titleId: string; children: ReactNode } & { [data: `data-${string}`]: string }) {
  return (
    <li className="flex flex-col rounded-lg bg-white p-4 shadow-sm" aria-labelledby={titleId} {...marker}>
      {children}
    </li>
  );
}

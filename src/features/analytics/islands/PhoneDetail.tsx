import type { ReactNode } from 'react';

/** A cell's main text with, on phones only, the value of a column left out there. */
export function PhoneDetail({ children, detail }: { children: ReactNode; detail: string | null }) {
  return (
    <>
      {children}
      {detail ? <span className="block text-xs text-gray-700 sm:hidden">{detail}</span> : null}
    </>
  );
}

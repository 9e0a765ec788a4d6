import type { ReactNode } from 'react';

/** One step of a 'Como funciona' list: its number in a disc, a title and a short text. */
export function NumberedStep({
  number,
  title,
  textClassName,
  children,
}: {
  number: number;
  title: string;
  textClassName: string;
  children: ReactNode;
}) {
  return (
    <li className="rounded-lg bg-white p-5 shadow-sm">
      <span
        className="flex h-9 w-9 items-center justify-center rounded-full bg-primary font-bold text-on-primary"
        aria-hidden="true"
      >
        {number}
      </span>
      <p className="mt-3 font-bold text-gray-900">{title}</p>
      <p className={textClassName}>{children}</p>
    </li>
  );
}

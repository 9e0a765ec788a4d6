import type { ReactNode } from 'react';

/** A simulator's page: its title and the sentence that says what it compares, then the rest. */
export function SimulatorPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{title}</h1>
      <p className="mt-2 max-w-3xl text-gray-800">{intro}</p>
      {children}
    </div>
  );
}

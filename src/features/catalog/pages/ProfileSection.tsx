import type { ReactNode } from 'react';

/** One white card of the profile, headed by its title. */
export function ProfileSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-lg bg-white p-6 shadow-sm">
      <h2 id={id} className="text-lg font-bold text-gray-900">
        {title}
      </h2>
      <div className="mt-3 text-gray-800">{children}</div>
    </section>
  );
}

import { backTarget } from '../../domain/browse-product.ts';
import { pathFor } from '../../routes/route-table.ts';

/** 'Voltar': back in history from inside the store, else to the group, else home (spec §2.6). */
export function BackLink({ pb, group }: { pb: string; group: string | null }) {
  const fallback = group ? pathFor('name', { pb, group }) : pathFor('home', { pb });
  return (
    <a
      href={fallback}
      className="inline-flex items-center gap-1 text-sm font-semibold text-gray-900 underline-offset-2 hover:underline"
      onClick={(event) => {
        const target = backTarget({ referrer: document.referrer, origin: window.location.origin, pb, group });
        if (target !== 'history') return;
        event.preventDefault();
        window.history.back();
      }}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-4 w-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M15 6l-6 6 6 6" />
      </svg>
      Voltar
    </a>
  );
}

import { backTarget } from '../../../core/products/product-landing.ts';
import { pathFor } from '../../../core/routes/route-table.ts';
import { Icon } from '../../../core/ui/Icon.tsx';

/** 'Voltar': back in history from inside the store, else to the group, else home (docs/catalog-and-store.md#product-page). */
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
      <Icon name="chevronLeft" className="h-4 w-4" />
      Voltar
    </a>
  );
}

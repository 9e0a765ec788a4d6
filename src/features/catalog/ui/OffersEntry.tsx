import { useClientStore } from '../../../core/brand/hooks.ts';
import { $pb } from '../../../core/context/store-context.ts';
import { pathFor } from '../../../core/routes/route-table.ts';
import { OFFERS_ENTRY_TEXTS } from '../../offers/contract/offers-entry.ts';

/** The way to 'Ofertas para você' (docs/offers.md), on the home page and on a family with offers. */
export function OffersEntry({ className = '' }: { className?: string }) {
  // The shell is every store's: the store is known once the page runs. Before, the same box, not yet a link.
  const pb = useClientStore($pb, null);
  return (
    <section
      aria-labelledby="offers-entry-title"
      className={`flex flex-col gap-3 rounded-lg border-l-4 border-primary bg-white p-4 sm:flex-row sm:items-center sm:justify-between ${className}`}
    >
      <div>
        <h2 id="offers-entry-title" className="text-lg font-bold text-gray-900">
          {OFFERS_ENTRY_TEXTS.title}
        </h2>
        <p className="text-sm text-gray-800">{OFFERS_ENTRY_TEXTS.entry}</p>
      </div>
      <a href={pb ? pathFor('offers', { pb }) : undefined} className="btn-primary shrink-0">
        {OFFERS_ENTRY_TEXTS.submit}
      </a>
    </section>
  );
}

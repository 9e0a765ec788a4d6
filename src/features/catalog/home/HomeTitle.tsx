import { useLayoutEffect } from 'react';
import { useClientStore } from '../../../core/brand/hooks.ts';
import { HOME_LABEL } from '../../../core/context/banker-text.ts';
import { $marketplace } from '../../../core/context/store-context.ts';

/**
 * The store's title (marketplace `home_title`); its line is reserved before the answer so nothing
 * moves. Where the host included the title fragment over that line, the island takes its place.
 */
export function HomeTitle() {
  const market = useClientStore($marketplace, null);
  useLayoutEffect(() => {
    if (market) document.querySelector('[data-title-static]')?.remove();
  }, [market]);
  return (
    <div className="mb-4 h-7 sm:h-8">
      {market?.home_title ? (
        <h1 className="truncate text-xl font-bold text-gray-900 sm:text-2xl">{market.home_title}</h1>
      ) : (
        <h1 className="sr-only">{HOME_LABEL}</h1>
      )}
    </div>
  );
}

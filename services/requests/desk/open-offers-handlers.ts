import { DESK_MESSAGES } from '../../../src/features/requests/contract/desk.ts';
import type { openOffersEndpoints } from '../../../src/features/requests/contract/open-offers.ts';
import { clockFor } from '../../clock/clock.ts';
import { type Deps, notFound } from '../../context.ts';
import type { Handlers } from '../../mount.ts';
import { openOffersOf } from './open-offers.ts';

/** 'Ofertas em aberto' of the banker's desk (docs/desk.md#open-offers). */
export function openOffersHandlers(deps: Deps): Handlers<typeof openOffersEndpoints> {
  return {
    openOffers({ params, query, user }) {
      // Another banker's store answers as if it did not exist.
      if (params.banker !== user.id) throw notFound(DESK_MESSAGES.notFound);
      return openOffersOf(deps.db, user.id, query.page ?? 1, clockFor(deps).now());
    },
  };
}

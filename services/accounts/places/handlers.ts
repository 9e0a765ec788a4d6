import type { authEndpoints } from '../../../src/contract/auth.ts';
import { SERVER_MSG } from '../../../src/core/contract/common.ts';
import { MSG } from '../../../src/core/validation/messages.ts';
import type { Db, Deps } from '../../context.ts';
import { fieldError, notFound } from '../../context.ts';
import { SHORT_CACHE } from '../../http/cache-control.ts';
import type { Handlers } from '../../mount.ts';
import { loadBankerProfile } from '../profile.ts';
import { addressOf, citiesOfState, findCity, listStates, stateIdOf, upsertAddress } from './queries.ts';

type PlaceHandlers = Pick<
  Handlers<typeof authEndpoints>,
  'address' | 'updateAddress' | 'states' | 'cities' | 'bankerProfile'
>;

/** The state id an address change names: by its slug, or by its city; `null` clears it. */
async function stateOfChange(
  db: Db,
  state: string | null | undefined,
  city: number | null | undefined,
): Promise<number | null | undefined> {
  let stateId: number | null | undefined;
  if (state) {
    stateId = await stateIdOf(db, state);
    if (!stateId) throw fieldError('state', MSG.state);
  } else if (state === null) stateId = null;
  if (city) {
    const found = await findCity(db, city);
    if (!found || (stateId && found.stateId !== stateId)) throw fieldError('city', 'Cidade não encontrada.');
    stateId ??= found.stateId;
  }
  return stateId;
}

/** Addresses, states, cities and a banker's public profile. */
export function placeHandlers(deps: Deps): PlaceHandlers {
  const { db } = deps;
  return {
    address: ({ user }) => addressOf(deps, user.id),

    async updateAddress({ body, user }) {
      const stateId = await stateOfChange(db, body.state, body.city);
      const values = {
        zipCode: body.zip_code,
        street: body.street,
        number: body.number,
        complement: body.complement,
        neighborhood: body.neighborhood,
        cityId: body.city,
        stateId,
        updatedAt: new Date(),
      };
      const defined = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
      await upsertAddress(db, user.id, defined);
      return addressOf(deps, user.id);
    },

    async states({ c }) {
      c.header('Cache-Control', 'public, max-age=3600');
      return listStates(db);
    },

    async cities({ query, c }) {
      const rows = await citiesOfState(db, query.state);
      if (rows.length === 0) throw fieldError('state', MSG.state);
      c.header('Cache-Control', 'public, max-age=3600');
      return rows;
    },

    async bankerProfile({ params, c }) {
      const profile = await loadBankerProfile(db, params.pb);
      if (!profile) throw notFound(SERVER_MSG.bankerNotFound);
      c.header('Cache-Control', SHORT_CACHE);
      return profile;
    },
  };
}

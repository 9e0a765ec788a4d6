import { map } from 'nanostores';
import { call } from '../../../core/transport/api.ts';
import { PLACES_ROUTES } from '../contract/places-routes.ts';

/** Cities of each state (GET person/v2/cities/?state={uf}, docs/services.md#calls), loaded once per state. */
export const $cities = map<Record<string, string[] | 'failed'>>({});

export async function loadCities(uf: string): Promise<void> {
  if (!uf || $cities.get()[uf]) return;
  try {
    const list = await call(PLACES_ROUTES.cities, { query: { state: uf } });
    $cities.setKey(
      uf,
      list.map((city) => city.name),
    );
  } catch {
    // Without the list the city is typed instead.
    $cities.setKey(uf, 'failed');
  }
}

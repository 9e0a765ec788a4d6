import { env } from '../../../core/browser/environment.ts';
import { loadFamily, loadProduct } from '../../../core/context/catalog.ts';
import { $pb } from '../../../core/context/store-context.ts';
import { currentRoute, pathFor } from '../../../core/routes/route-table.ts';

/**
 * Starts loading the product of the address as early as the product page runs; a bad id goes
 * home. A module of its own: the product page loads it without waiting, and the other pages that
 * share the catalog store do not carry it.
 */
export function startProduct(): void {
  const pb = $pb.get();
  const id = Number(currentRoute(env().location())?.params.product);
  if (!pb) return;
  if (!Number.isInteger(id) || id <= 0) {
    env().navigate(pathFor('home', { pb }), 'replace');
    return;
  }
  // Then its family, whose name the breadcrumb shows.
  void loadProduct(pb, id).then((product) => product && loadFamily(pb, product.family_slug));
}

import { currentRoute, pathFor } from '../../../core/routes/route-table.ts';
import { loadFamily, loadProduct } from '../stores/catalog.ts';
import { $pb } from '../stores/store-context.ts';

/** Starts loading the product of the address as early as the page runs; a bad id goes home. */
export function startProduct(): void {
  const pb = $pb.get();
  const id = Number(currentRoute()?.params.product);
  if (!pb) return;
  if (!Number.isInteger(id) || id <= 0) {
    window.location.replace(pathFor('home', { pb }));
    return;
  }
  // Then its family, whose name the breadcrumb shows.
  void loadProduct(pb, id).then((product) => product && loadFamily(pb, product.family_slug));
}

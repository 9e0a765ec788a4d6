import { pathFor, resolveRoute } from '../../routes/route-table.ts';
import { loadGroups, loadProduct } from '../../stores/catalog.ts';
import { $pb } from '../../stores/store-context.ts';

/** Starts loading the product of the address as early as the page runs; a bad id goes home. */
export function startProduct(): void {
  const pb = $pb.get();
  const id = Number(resolveRoute(window.location.pathname)?.params.product);
  if (!pb) return;
  if (!Number.isInteger(id) || id <= 0) {
    window.location.replace(pathFor('home', { pb }));
    return;
  }
  void loadProduct(pb, id);
  // Family names for the breadcrumb, as the store shows them.
  void loadGroups(pb);
}

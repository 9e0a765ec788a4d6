import { $pb } from '../../../core/context/store-context.ts';
import { loadBanners, loadGroups, loadPartners } from '../stores/home-catalog.ts';

/** Starts the home page's loads as early as the page runs, before its islands hydrate. */
export function startHome(): void {
  const pb = $pb.get();
  if (!pb) return;
  void loadBanners(pb);
  void loadGroups(pb);
  void loadPartners(pb);
}

import { currentRoute } from '../../../core/routes/route-table.ts';
import { loadGroup } from '../stores/catalog.ts';
import { $pb } from '../stores/store-context.ts';

/** Starts loading the family of the address as early as the page runs. */
export function startGroup(): void {
  const pb = $pb.get();
  const group = currentRoute()?.params.group;
  if (pb && group) void loadGroup(pb, group);
}

import { loadGroup } from '../../../core/context/catalog.ts';
import { $pb } from '../../../core/context/store-context.ts';
import { currentRoute } from '../../../core/routes/route-table.ts';

/** Starts loading the family of the address as early as the page runs. */
export function startGroup(): void {
  const pb = $pb.get();
  const group = currentRoute()?.params.group;
  if (pb && group) void loadGroup(pb, group);
}

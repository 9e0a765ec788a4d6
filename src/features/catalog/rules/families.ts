/** Families and their products as the browsing screens arrange them (docs/catalog-and-store.md#home, docs/catalog-and-store.md#group-page). */

interface ItemLike {
  is_pj: boolean;
  category: { name: string };
}
interface GroupLike {
  id: number;
  slug: string;
  name: string;
  coming_soon: boolean;
}

/** Families of the product list: coming-soon ones are left out (docs/catalog-and-store.md#home). */
export function listedFamilies<G extends GroupLike>(groups: readonly G[]): G[] {
  return groups.filter((group) => !group.coming_soon);
}

/** Products grouped by category name, in first-seen order. */
export function byCategory<T extends ItemLike>(items: readonly T[]): { category: string; items: T[] }[] {
  const out = new Map<string, T[]>();
  for (const item of items) {
    const list = out.get(item.category.name) ?? [];
    list.push(item);
    out.set(item.category.name, list);
  }
  return [...out].map(([category, list]) => ({ category, items: list }));
}

export type Segment = 'pf' | 'pj';

export interface GroupTabs<T> {
  pf: T[];
  pj: T[];
  pfDisabled: boolean;
  pjDisabled: boolean;
  /** The tab shown: the segment parameter when it has products, else 'Para você' unless it is empty. */
  selected: Segment;
}

/**
 * Tabs of the group page (docs/catalog-and-store.md#group-page): 'Para você' (is_pj false) and 'Para sua empresa' (is_pj
 * true); an empty tab is disabled; the business tab is chosen when there are no personal products;
 * the `segment/pj` address selects the business tab.
 */
export function groupTabs<T extends ItemLike>(items: readonly T[], segment: string | null): GroupTabs<T> {
  const pf = items.filter((item) => !item.is_pj);
  const pj = items.filter((item) => item.is_pj);
  const pfDisabled = pf.length === 0;
  const pjDisabled = pj.length === 0;
  let selected: Segment = pfDisabled && !pjDisabled ? 'pj' : 'pf';
  if (segment === 'pj' && !pjDisabled) selected = 'pj';
  return { pf, pj, pfDisabled, pjDisabled, selected };
}

/** The address segment that selects a tab: 'pj' for the business tab, none for the personal one. */
export function segmentFor(tab: Segment): string | null {
  return tab === 'pj' ? 'pj' : null;
}

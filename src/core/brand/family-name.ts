/** A family's name as the store shows it (docs/catalog-and-store.md#home, docs/catalog-and-store.md#group-page). */

/**
 * The name a family shows: the brand's rename (keyed by family id) wins, then the white-label
 * company's translation (keyed by id or slug), then the catalog name.
 */
export function familyName(
  group: { id: number; slug: string; name: string },
  renames: Readonly<Record<string, string>>,
): string {
  return renames[String(group.id)] ?? renames[group.slug] ?? group.name;
}

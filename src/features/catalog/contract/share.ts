/**
 * Link previews (answered by the services, outside `/api`): a store's `/s/{pb}` and a product's
 * `/s/{pb}/{group}/{product}`; crawlers read their Open Graph tags, people are sent on to the store.
 */
export function sharePath(pb: string, product?: { group: string; id: number }): string {
  const store = `/s/${encodeURIComponent(pb)}`;
  return product ? `${store}/${encodeURIComponent(product.group)}/${product.id}` : store;
}

/** The 1200×630 preview image of a share page. */
export const shareImagePath = (page: string): string => `${page}/imagem.png`;

/** An order's answer as the storefront keeps it (docs/entities.md): id, partner url and the QR image of APP products. */
export interface PlacedOrderAnswer {
  order_id: number;
  url: string;
  image?: string;
}

function isPlaced(item: unknown): item is PlacedOrderAnswer {
  const record = item as Partial<PlacedOrderAnswer> | null;
  return typeof record?.order_id === 'number' && typeof record.url === 'string';
}

/**
 * Reads an order's answer: home-equity orders answer a list whose first item with `order_id`
 * gives the url (docs/services.md#calls); the others answer one object. An answer with no order is an error
 * whose `data` is what came back, as the order's other failures carry it.
 */
export function orderAnswerOf(answer: unknown): PlacedOrderAnswer {
  const placed = Array.isArray(answer) ? answer.find(isPlaced) : isPlaced(answer) ? answer : undefined;
  if (placed) return placed;
  const data = Array.isArray(answer) ? (answer[0] ?? null) : answer;
  throw Object.assign(new Error('order answer without order_id'), { data });
}

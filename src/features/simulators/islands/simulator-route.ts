import { currentPb, currentRoute } from '../../../core/routes/route-table.ts';

/** The store and product of a simulator's address, or null when the address has no valid product. */
export function simulatorRoute(): { pb: string; product: number } | null {
  const pb = currentPb();
  const product = Number(currentRoute()?.params.product);
  if (!pb || !Number.isInteger(product) || product <= 0) return null;
  return { pb, product };
}

/**
 * Requests one result (an offer, a letter) for the simulator's address, marking it as being
 * requested (`mark(key)`) until the request ends, however it ends.
 */
export async function requestMarked(
  mark: (key: string | null) => void,
  key: string,
  request: () => Promise<unknown>,
) {
  mark(key);
  try {
    await request();
  } finally {
    mark(null);
  }
}

import { resolveRoute } from '../../../core/routes/route-table.ts';

/** The store and product of a simulator's address, or null when the address has no valid product. */
export function simulatorRoute(): { pb: string; product: number } | null {
  const match = resolveRoute(window.location.pathname);
  const product = Number(match?.params.product);
  if (!match?.params.pb || !Number.isInteger(product) || product <= 0) return null;
  return { pb: match.params.pb.toLowerCase(), product };
}

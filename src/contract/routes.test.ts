import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ORDER_ROUTES } from '../features/ordering/contract/order-paths.ts';
import { ROUTE_TABLES } from './route-tables.ts';

const SRC = join(import.meta.dirname, '..');

/** The storefront's code: every source file but tests and the contract modules (a service's, or a resource's endpoint table). */
function storefrontSources(): string[] {
  const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx|astro)$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => join(SRC, file));
  return files
    .map((file) => readFileSync(file, 'utf8'))
    .filter((text) => !/satisfies (ServiceContract|Record<string, Endpoint>)/.test(text));
}

describe('route table', () => {
  const sources = storefrontSources().join('\n');
  // The order calls are picked by product id (`orderRouteFor`), not named one by one.
  const orderRoutes = new Set<unknown>(Object.values(ORDER_ROUTES));
  const postsOrders = /\bcall\(orderRouteFor\(/.test(sources);
  const entries = Object.entries(ROUTE_TABLES).flatMap(([table, routes]) =>
    Object.entries(routes).map(([name, route]) => ({
      use: `${table}.${name}`,
      called: new RegExp(`\\b${table}\\.${name}\\b`).test(sources) || (postsOrders && orderRoutes.has(route)),
      serverOnly: 'serverOnly' in route && route.serverOnly === true,
    })),
  );

  it('has a caller in the storefront for every call not marked server-only', () => {
    expect(entries.filter((entry) => !entry.called && !entry.serverOnly).map((entry) => entry.use)).toEqual(
      [],
    );
  });

  it('marks no call the storefront makes as server-only', () => {
    expect(entries.filter((entry) => entry.called && entry.serverOnly).map((entry) => entry.use)).toEqual([]);
  });

  it('writes each method and path once', () => {
    const keys = entries.map(({ use }) => {
      const [table = '', name = ''] = use.split('.');
      const route = (
        ROUTE_TABLES as Record<string, Record<string, { method: string; path: string; service: string }>>
      )[table]?.[name];
      return `${route?.method} ${route?.service}/${route?.path}`;
    });
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });
});

import { Hono } from 'hono';
import { buildOpenApi } from '../../../src/contract/openapi.ts';
import type { Endpoint, ServiceContract } from '../../../src/core/contract/endpoint.ts';
import type { AppEnv } from '../../context.ts';
import type { MountedEndpoint } from '../../mount.ts';

/** The mounted endpoints regrouped by service, in the order they were mounted. */
function servicesOf(mounted: MountedEndpoint[]): ServiceContract[] {
  const byName = new Map<string, ServiceContract & { endpoints: Record<string, Endpoint> }>();
  for (const { service, id, endpoint } of mounted) {
    const found = byName.get(service.name) ?? { ...service, endpoints: {} };
    found.endpoints[id] = endpoint;
    byName.set(service.name, found);
  }
  return [...byName.values()];
}

/** `GET /api/openapi.json`: the OpenAPI document of what `mount` registered (read at the first call). */
export function openApiRoutes(mounted: () => MountedEndpoint[]): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  let document: Record<string, unknown> | undefined;
  app.get('/openapi.json', (c) => {
    document ??= buildOpenApi(servicesOf(mounted()), { title: 'Vitrine PB', version: '1.0.0' });
    return c.json(document);
  });
  return app;
}

import { Hono } from 'hono';
import { service as auth } from '../../src/api/auth.ts';
import type { ServiceContract } from '../../src/api/endpoint.ts';
import { buildOpenApi } from '../../src/api/openapi.ts';
import { service as privacy } from '../../src/api/privacy.ts';
import { service as store } from '../../src/api/store.ts';
import type { AppEnv } from '../context.ts';

/** Contract modules of other services: included when they export `service: ServiceContract`. */
const OPTIONAL_CONTRACTS = ['checkout', 'automation', 'analytics'];

async function optionalContracts(): Promise<ServiceContract[]> {
  const found: ServiceContract[] = [];
  for (const name of OPTIONAL_CONTRACTS) {
    try {
      const module = (await import(new URL(`../../src/api/${name}.ts`, import.meta.url).href)) as {
        service?: ServiceContract;
      };
      if (module.service?.endpoints) found.push(module.service);
    } catch {
      // Not written yet: the document lists what exists.
    }
  }
  return found;
}

/** `GET /api/openapi.json`: the OpenAPI document generated from the contract in `src/api/`. */
export function openApiRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  let document: Promise<Record<string, unknown>> | undefined;
  app.get('/openapi.json', async (c) => {
    document ??= optionalContracts().then((others) =>
      buildOpenApi([store, auth, privacy, ...others], { title: 'Vitrine PB', version: '1.0.0' }),
    );
    return c.json(await document);
  });
  return app;
}

/// <reference types="vite/client" />
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceContract } from '../../../src/core/contract/endpoint.ts';
import { startTestServices, type TestServices } from '../../test/harness.ts';

/** Every contract module (a `contract/` folder of a feature, or src/contract/) that exports its service. */
const contracts = Object.values(
  import.meta.glob(
    ['../../../src/**/contract/*.ts', '../../../src/contract/*.ts', '!../../../src/**/*.test.ts'],
    { eager: true },
  ),
)
  .map((module) => (module as { service?: ServiceContract }).service)
  .filter((service): service is ServiceContract => service?.endpoints !== undefined);

let t: TestServices;
// biome-ignore lint/suspicious/noExplicitAny: the document is read as plain JSON
let doc: any;
beforeAll(async () => {
  t = await startTestServices();
  const res = await t.get('/api/openapi.json');
  expect(res.status).toBe(200);
  doc = res.body;
});
afterAll(() => t.close());

const operationsOf = (document: typeof doc) =>
  Object.entries(document.paths as Record<string, Record<string, { operationId: string }>>).flatMap(
    ([path, methods]) =>
      Object.entries(methods).map(([method, op]) => `${method.toUpperCase()} ${path} ${op.operationId}`),
  );

describe('openapi document', () => {
  it('lists with its schemas every call that is mounted', () => {
    expect(doc.openapi).toBe('3.1.0');
    const login = doc.paths['/api/auth/users/login/'].post;
    expect(login.requestBody.content['application/json'].schema.properties).toHaveProperty('username');
    expect(doc.paths['/api/auth/person/v2/'].get.responses).toHaveProperty('401');
    const marketplace = doc.paths['/api/store/pb/{pb}/marketplace/'].get;
    expect(marketplace.parameters[0]).toMatchObject({ name: 'pb', in: 'path', required: true });
    expect(marketplace.responses['200'].content['application/json'].schema.properties).toHaveProperty(
      'occupationPlural',
    );
  });

  it('has every endpoint of every contract mounted, and nothing else', () => {
    expect(contracts.map((service) => service.name).sort()).toEqual(
      [
        'analytics',
        'auth',
        'automation',
        'checkout',
        'desk',
        'funnel',
        'offers',
        'privacy',
        'requests',
        'store',
      ].sort(),
    );
    const expected = contracts.flatMap((service) =>
      Object.entries(service.endpoints).map(([id, endpoint]) => {
        const path = `${service.base}/${endpoint.path}`.replace(/\/+$/, '/').replace(/\/\/+/g, '/');
        return `${endpoint.method} ${path} ${service.name}.${id}`;
      }),
    );
    expect(operationsOf(doc).sort()).toEqual(expected.sort());
  });
});

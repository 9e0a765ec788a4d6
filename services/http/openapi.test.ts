import { describe, expect, it } from 'vitest';
import { authEndpoints } from '../../src/api/auth.ts';
import { storeEndpoints } from '../../src/api/store.ts';
import { openApiRoutes } from './openapi-routes.ts';

describe('openapi document', () => {
  it('lists every store and auth call of the contract with its schemas', async () => {
    const res = await openApiRoutes().request('/openapi.json');
    expect(res.status).toBe(200);
    const doc = await res.json();
    expect(doc.openapi).toBe('3.1.0');
    const operations = Object.values(
      doc.paths as Record<string, Record<string, { operationId: string }>>,
    ).flatMap((p) => Object.values(p).map((o) => o.operationId));
    for (const id of Object.keys(storeEndpoints)) expect(operations).toContain(`store.${id}`);
    for (const id of Object.keys(authEndpoints)) expect(operations).toContain(`auth.${id}`);
    const login = doc.paths['/api/auth/users/login/'].post;
    expect(login.requestBody.content['application/json'].schema.properties).toHaveProperty('username');
    expect(doc.paths['/api/auth/person/v2/'].get.responses).toHaveProperty('401');
    const marketplace = doc.paths['/api/store/pb/{pb}/marketplace/'].get;
    expect(marketplace.parameters[0]).toMatchObject({ name: 'pb', in: 'path', required: true });
    expect(marketplace.responses['200'].content['application/json'].schema.properties).toHaveProperty(
      'occupationPlural',
    );
  });
});

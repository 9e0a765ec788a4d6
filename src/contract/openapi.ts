import { toJsonSchema } from '@valibot/to-json-schema';
import type { GenericSchema } from 'valibot';
import type { Endpoint, ServiceContract } from '../core/contract/endpoint.ts';

type JsonObject = Record<string, unknown>;

function schemaOf(schema: GenericSchema, typeMode: 'input' | 'output'): JsonObject {
  // Checks and transforms have no JSON Schema form: they are left out, the shapes stay.
  const json = toJsonSchema(schema, { errorMode: 'ignore', typeMode }) as JsonObject;
  delete json.$schema;
  return json;
}

function parametersOf(endpoint: Endpoint, where: 'path' | 'query'): JsonObject[] {
  const schema = where === 'path' ? endpoint.params : endpoint.query;
  if (!schema) return [];
  const json = schemaOf(schema, 'input');
  const properties = (json.properties ?? {}) as Record<string, JsonObject>;
  const required = new Set((json.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: property,
  }));
}

function operationOf(service: ServiceContract, id: string, endpoint: Endpoint): JsonObject {
  const status = String(endpoint.status ?? 200);
  const responses: JsonObject = {
    [status]: {
      description: 'OK',
      ...(endpoint.response
        ? { content: { 'application/json': { schema: schemaOf(endpoint.response, 'output') } } }
        : {}),
    },
    '400': { description: 'Entrada inválida: `{detail}` ou listas de mensagens por campo.' },
  };
  if (endpoint.auth === 'required') responses['401'] = { description: 'Sem token ou token inválido.' };
  for (const [code, text] of Object.entries(endpoint.errors ?? {})) responses[code] = { description: text };
  return {
    operationId: `${service.name}.${id}`,
    tags: [service.name],
    summary: endpoint.summary,
    parameters: [...parametersOf(endpoint, 'path'), ...parametersOf(endpoint, 'query')],
    ...(endpoint.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: schemaOf(endpoint.body, 'input') } },
          },
        }
      : {}),
    ...(endpoint.auth && endpoint.auth !== 'none'
      ? { security: endpoint.auth === 'required' ? [{ bearer: [] }] : [{ bearer: [] }, {}] }
      : {}),
    responses,
  };
}

/** An OpenAPI 3.1 document of the given service contracts. */
export function buildOpenApi(
  services: ServiceContract[],
  info: { title: string; version: string },
): JsonObject {
  const paths: Record<string, JsonObject> = {};
  for (const service of services) {
    for (const [id, endpoint] of Object.entries(service.endpoints)) {
      const path = `${service.base}/${endpoint.path}`.replace(/\/+$/, '/').replace(/\/\/+/g, '/');
      paths[path] ??= {};
      (paths[path] as JsonObject)[endpoint.method.toLowerCase()] = operationOf(service, id, endpoint);
    }
  }
  return {
    openapi: '3.1.0',
    info: { ...info, description: 'Serviços da vitrine. Todas as mensagens em pt-BR.' },
    tags: services.map((s) => ({ name: s.name, description: s.description })),
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    paths,
  };
}

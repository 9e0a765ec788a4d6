/**
 * Schema-driven fuzzing: every operation of `/api/openapi.json` gets malformed paths, query
 * parameters and bodies (wrong types, missing fields, NUL, lone surrogates, 2^31, 2^53+1, 1e20,
 * 1e308, Infinity, money at 1e12, deep nesting, 1 MB strings, `__proto__` keys), with no token,
 * a customer's and a banker's. No answer may be a 5xx, and every answer is a JSON error body.
 */
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../../accounts/tokens.ts';
import { persons } from '../../db/schema/index.ts';
import { startTestServices, type TestServices } from '../../test/harness.ts';

/** Runs per operation and caller; fixed seed so a failure replays. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
}

interface Parameter {
  name: string;
  in: 'path' | 'query';
  schema?: JsonSchema;
}

interface Operation {
  method: string;
  path: string;
  secured: boolean;
  parameters: Parameter[];
  body?: JsonSchema;
}

/** Serialised JSON that `JSON.stringify` cannot produce from a plain object. */
class RawJson {
  constructor(readonly text: string) {}
}

const DEEP = 20_000;
const deepArray = new RawJson(`${'['.repeat(DEEP)}${']'.repeat(DEEP)}`);
const deepObject = new RawJson(`${'{"a":'.repeat(DEEP)}1${'}'.repeat(DEEP)}`);
const protoKeys = new RawJson(
  '{"__proto__":{"admin":true,"toString":1},"constructor":{"prototype":{"x":1}}}',
);
const MEGABYTE = 'a'.repeat(1024 * 1024);

/** Values that broke or could break a handler: overflow, odd numbers, odd text, odd shapes. */
const nastyValues: unknown[] = [
  null,
  '',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 1,
  1e20,
  1e308,
  -1e308,
  1.5,
  -1,
  0,
  1e12,
  999_999_999_999.99,
  '1e20',
  '2147483648',
  '9007199254740993',
  'Infinity',
  '-Infinity',
  'NaN',
  '1e12',
  true,
  [],
  {},
  [1, 'a', null],
  { __proto__: null, nested: { deeper: '\u0000' } },
  'a'.repeat(10_000),
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '2026-02-30',
  '../../etc/passwd',
];

/** Text written into a path segment or query value; some are percent-encodings of invalid UTF-8. */
const nastyText = [
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '1e20',
  '1e308',
  'Infinity',
  '-1',
  '1.5',
  '0',
  'NaN',
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%ff',
  '%',
  '%E0%A4%A',
  '__proto__',
  'constructor',
  'a'.repeat(5000),
  '%F0%9F%98%80',
  "'%20or%201=1--",
  '..%2F..%2Fetc',
];

/**
 * Valid values by field name, so that a body with one spoiled field passes every other check and
 * the spoiled value travels as deep as it can (the database included). Ids are set once seeded.
 */
const EXAMPLES: Record<string, unknown> = {
  username: 'joao.silva@exemplo.com.br',
  email: 'joao.silva@exemplo.com.br',
  invite_customer_email: 'joao.silva@exemplo.com.br',
  password: 'Cliente2026',
  full_name: 'João Silva',
  name: 'João Silva',
  cpf: '529.982.247-25',
  cnpj: '11.222.333/0001-81',
  birthday: '10/05/1990',
  principal_contact: '(11) 98765-4321',
  zip_code: '90010-000',
  state: 'RS',
  real_estate_address_state: 'RS',
  city: 1,
  product: 1,
  term: 120,
  code: '123456',
  version: 'v1.0.0',
  source: 'loja',
  bank: '001',
  partner: 'horizonte',
  monthly_income: 15000,
  financing_value: 240000,
  real_estate_value: 400000,
  property_value: 400000,
  credit_value: 50000,
  loan_value: 10000,
  requested_value: 10000,
  lgpd: true,
  terms: true,
};

/** A value of the schema's shape (the valid-looking start that mutations spoil). */
function sample(schema: JsonSchema | undefined, depth = 0, name = ''): unknown {
  if (name in EXAMPLES) return EXAMPLES[name];
  if (!schema || depth > 6) return 'a';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const option = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (option) return sample(option, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sample(value, depth + 1, key)]),
      );
    case 'array':
      return [sample(schema.items, depth + 1)];
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return 'a';
  }
}

/** Every path in a value (object keys and array indices), so any field at any depth can be spoiled. */
function fieldPaths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value))
    return [prefix, ...value.flatMap((item, index) => fieldPaths(item, [...prefix, index]))];
  if (value && typeof value === 'object')
    return [prefix, ...Object.entries(value).flatMap(([key, item]) => fieldPaths(item, [...prefix, key]))];
  return [prefix];
}

function withField(root: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) {
    const child = node?.[key];
    // An earlier edit replaced this branch with a scalar: nothing left to spoil below it.
    if (!child || typeof child !== 'object') return root;
    node = child as Record<string | number, unknown>;
  }
  if (!node || typeof node !== 'object') return root;
  const last = path[path.length - 1] as string | number;
  if (replacement === undefined) delete node[last];
  else node[last] = replacement;
  return copy;
}

/** A body built from the schema with some fields spoiled, dropped, or the whole body replaced. */
function bodyArbitrary(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const base = sample(schema);
  const paths = fieldPaths(base);
  const spoiled = fc
    .array(
      fc.tuple(
        fc.constantFrom(...paths),
        fc.oneof(fc.constantFrom(...nastyValues, undefined), fc.anything()),
      ),
      { minLength: 1, maxLength: 4 },
    )
    .map((edits) => edits.reduce((value, [path, replacement]) => withField(value, path, replacement), base));
  const whole = fc.constantFrom<unknown>(
    deepArray,
    deepObject,
    protoKeys,
    new RawJson('{"a":'),
    new RawJson('not json'),
    new RawJson('\u0000'),
    new RawJson('"\\ud800"'),
    new RawJson('{"a":"\\u0000"}'),
    new RawJson('1e999'),
    { field: MEGABYTE },
    null,
    [],
    42,
    'texto',
    base,
  );
  return fc.oneof({ weight: 3, arbitrary: spoiled }, { weight: 1, arbitrary: whole });
}

/** Percent-encodes text; a lone surrogate (which `encodeURIComponent` refuses) becomes its CESU-8 bytes. */
function encodeLoosely(text: string): string {
  return [...text]
    .map((char) => {
      const code = char.charCodeAt(0);
      if (char.length === 1 && code >= 0xd800 && code <= 0xdfff)
        return `%ED%${(0x80 | ((code >> 6) & 0x3f)).toString(16).toUpperCase()}%${(0x80 | (code & 0x3f)).toString(16).toUpperCase()}`;
      return encodeURIComponent(char);
    })
    .join('');
}

function valueText(value: unknown): string {
  return encodeLoosely(typeof value === 'string' ? value : JSON.stringify(value));
}

function requestArbitrary(op: Operation) {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const segment = fc.oneof(
    fc.constantFrom(...nastyText),
    fc.constantFrom(...nastyValues).map(valueText),
    fc.string({ unit: 'binary', maxLength: 20 }).map(encodeLoosely),
    fc.constant('1'),
  );
  return fc.record({
    path: fc
      .tuple(...pathParams.map(() => segment))
      .map((values) =>
        pathParams.reduce((path, param, i) => path.replace(`{${param.name}}`, values[i] ?? '1'), op.path),
      ),
    query: fc.array(
      fc.tuple(
        fc.oneof(fc.constantFrom(...queryParams.map((p) => p.name), 'value', '__proto__', 'cb'), fc.string()),
        segment,
      ),
      { maxLength: 4 },
    ),
    body: op.method === 'get' ? fc.constant(undefined) : bodyArbitrary(op.body),
  });
}

let t: TestServices;
let operations: Operation[] = [];
const callers: { name: string; token: () => Promise<string | undefined> }[] = [];

beforeAll(async () => {
  t = await startTestServices();
  const doc = (await t.get('/api/openapi.json')).body as {
    paths: Record<
      string,
      Record<
        string,
        {
          security?: unknown[];
          parameters?: Parameter[];
          requestBody?: { content: { 'application/json': { schema: JsonSchema } } };
        }
      >
    >;
  };
  operations = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({
      method,
      path,
      secured: Boolean(op.security?.length),
      parameters: op.parameters ?? [],
      body: op.requestBody?.content['application/json']?.schema,
    })),
  );
  const idOf = async (email: string) =>
    (await t.services.deps.db.select({ id: persons.id }).from(persons).where(eq(persons.email, email)))[0]
      ?.id;
  const customer = await idOf('joao.silva@exemplo.com.br');
  const banker = await idOf('ana.souza@exemplo.com.br');
  if (!customer || !banker) throw new Error('demo people missing from the seed');
  Object.assign(EXAMPLES, { customer, personal_banker: banker, pbId: banker, productId: 1 });
  // A fresh token per request: a fuzzed logout or password change must not blind the next calls.
  callers.push(
    { name: 'visitante', token: async () => undefined },
    { name: 'cliente', token: () => issueToken(t.services.deps.db, customer) },
    { name: 'banker', token: () => issueToken(t.services.deps.db, banker) },
  );
}, 120_000);

afterAll(async () => {
  await t?.close();
});

async function send(
  op: Operation,
  request: { path: string; query: [string, string][]; body: unknown },
  token: string | undefined,
) {
  const search = request.query.map(([name, value]) => `${encodeLoosely(name)}=${value}`).join('&');
  const headers: Record<string, string> = { 'Accept-Language': 'pt-BR' };
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: string | undefined;
  if (request.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = request.body instanceof RawJson ? request.body.text : JSON.stringify(request.body);
  }
  const url = `http://localhost${request.path}${search ? `?${search}` : ''}`;
  const res = await t.services.fetch(new Request(url, { method: op.method.toUpperCase(), headers, body }));
  return { url, status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text() };
}

describe('every operation of the OpenAPI document under malformed input', () => {
  it('lists the operations it fuzzes', () => {
    expect(operations.length).toBeGreaterThanOrEqual(60);
  });

  it('never answers 5xx, and answers JSON', async () => {
    const failures: string[] = [];
    for (const op of operations) {
      for (const caller of op.secured ? callers : callers.slice(0, 1)) {
        await fc.assert(
          fc.asyncProperty(requestArbitrary(op), async (request) => {
            const res = await send(op, request, await caller.token());
            const jsonError = res.status < 400 || (res.type.includes('application/json') && isJson(res.text));
            if (res.status >= 500 || !jsonError) {
              failures.push(
                `${op.method.toUpperCase()} ${res.url.slice(0, 200)} (${caller.name}) → ${res.status} ${res.text.slice(0, 120)}`,
              );
            }
            return true;
          }),
          { seed: SEED, numRuns: RUNS, endOnFailure: true },
        );
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

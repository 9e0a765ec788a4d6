import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Endpoint } from '../core/contract/endpoint.ts';
import type { STORE_ROUTES } from '../core/contract/store-routes.ts';
import { call } from '../core/transport/api.ts';
import { ACCOUNTS_ROUTES } from '../features/accounts/contract/accounts-routes.ts';
import { service as analytics } from '../features/analytics/contract/analytics.ts';
import { PLACES_ROUTES } from '../features/ordering/contract/places-routes.ts';
import { service as privacy } from '../features/privacy/contract/privacy.ts';
import { service as requests } from '../features/requests/contract/requests.ts';
import { service as automation } from '../features/simulators/contract/automation.ts';
import type { AnswerOf, BodyOf, QueryOf } from './answers.ts';
import { service as auth } from './auth.ts';
import { service as checkout } from './checkout.ts';
import { service as store } from './store.ts';

describe('answers typed from the contract', () => {
  it('gives each call the type of its response schema', () => {
    type Product = AnswerOf<typeof STORE_ROUTES.product>;
    expectTypeOf<Product['id']>().toEqualTypeOf<number>();
    expectTypeOf<AnswerOf<typeof ACCOUNTS_ROUTES.login>>().toEqualTypeOf<{ token: string }>();
    // @ts-expect-error: the product answer has no such field, and the type checker says so.
    type Wrong = Product['no_such_field'];
    expectTypeOf<Wrong>().not.toBeNever();
  });

  it('types what each call sends: its body and its query', () => {
    expectTypeOf<BodyOf<typeof ACCOUNTS_ROUTES.login>>().toEqualTypeOf<{
      username: string;
      password: string;
    }>();
    expectTypeOf<QueryOf<typeof PLACES_ROUTES.cities>>().toEqualTypeOf<{ state: string | number }>();
    // Never run: only the type checker reads these calls.
    const sends = [
      () => call(ACCOUNTS_ROUTES.login, { body: { username: 'ana@exemplo.com.br', password: 'segredo' } }),
      () => call(PLACES_ROUTES.cities, { query: { state: 'SP' } }),
      () =>
        // @ts-expect-error: the login body has no such field, and the type checker says so.
        call(ACCOUNTS_ROUTES.login, { body: { username: 'ana@exemplo.com.br', password: 'x', user: 'ana' } }),
      // @ts-expect-error: the cities query has no such field either.
      () => call(PLACES_ROUTES.cities, { query: { state: 'SP', uf: 'SP' } }),
      // @ts-expect-error: a body field of the wrong type is refused too.
      () => call(ACCOUNTS_ROUTES.login, { body: { username: 7, password: 'x' } }),
    ];
    expect(sends).toHaveLength(5);
  });

  it('has a response schema for every call the storefront makes', () => {
    const contracts = [analytics, auth, automation, checkout, privacy, requests, store];
    const untyped = contracts.flatMap((contract) =>
      Object.entries(contract.endpoints as Record<string, Endpoint & { serverOnly?: true }>)
        .filter(([, entry]) => !entry.serverOnly && entry.response === undefined)
        .map(([name]) => `${contract.name}.${name}`),
    );
    expect(untyped).toEqual([]);
  });
});

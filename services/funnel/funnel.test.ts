import { describe, expect, it } from 'vitest';
import { FUNNEL_MESSAGES } from '../../src/features/funnel/contract/funnel.ts';
import { orderBody, PRODUCTS } from '../checkout/testing/fixtures.ts';
import { withSeededServices } from '../checkout/testing/harness.ts';
import { requestPlacer } from '../requests/test-requests.ts';

const { t, f } = withSeededServices();
const { newCustomer, orderedBy, institutionSets } = requestPlacer(t, f);
const events = (pb: string) => `/api/store/funnel/${pb}/events/`;
const funnel = (banker: number, query = '') => `/api/store/funnel/desk/${banker}/${query}`;

const count = (body: unknown, pb = 'ana-souza') => t.request('POST', events(pb), { body });

describe("the store's funnel", () => {
  it('counts what the pages and the requests did: 3 visits, 2 simulations, 2 requests, 1 approved, by source', async () => {
    const sent = await Promise.all([
      count({ step: 'visit', source: 'link' }),
      count({ step: 'visit', source: 'link', family: 'emprestimos' }),
      count({ step: 'visit', source: 'qr' }),
      count({ step: 'simulation', source: 'link', family: 'emprestimos' }),
      count({ step: 'simulation', source: 'campanha:natal-2026' }),
    ]);
    expect(sent.map((res) => res.status)).toEqual([204, 204, 204, 204, 204]);
    // The first order came from the QR code's visit; the second's visit was not kept.
    const first = await orderedBy(await newCustomer('Helena Funil Um'), undefined, { funnel_source: 'qr' });
    await orderedBy(await newCustomer('Igor Funil Dois'));
    await institutionSets(first, 'aprovada', `funnel-approve-${first}`);

    const res = await t.request('GET', funnel(f.ana.id), { token: f.ana.token });
    expect(res.status).toBe(200);
    expect(res.body.counts).toEqual({
      visit: 3,
      simulation: 2,
      offers: 0,
      request: 2,
      approved: 1,
      contracted: 0,
    });
    const steps = (counts: Partial<Record<string, number>>) => ({
      visit: 0,
      simulation: 0,
      offers: 0,
      request: 0,
      approved: 0,
      contracted: 0,
      ...counts,
    });
    expect(res.body.sources).toEqual([
      { source: 'link', counts: steps({ visit: 2, simulation: 1 }) },
      { source: 'qr', counts: steps({ visit: 1, request: 1, approved: 1 }) },
      { source: 'campanha:natal-2026', counts: steps({ simulation: 1 }) },
      { source: '', counts: steps({ request: 1 }) },
    ]);
    // The harness's product 1 is a family of its own: both orders and the approval fall in it.
    const ordered = res.body.families.find(
      (family: { counts: { request: number } }) => family.counts.request > 0,
    );
    expect(ordered.counts).toMatchObject({ request: 2, approved: 1 });
    expect(res.body.to).toBe(
      new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date()),
    );

    // A source filter reads every step of that source only.
    const qr = await t.request('GET', funnel(f.ana.id, '?source=qr'), { token: f.ana.token });
    expect(qr.body.counts).toEqual(steps({ visit: 1, request: 1, approved: 1 }));
    // A period with nothing in it counts nothing.
    const past = await t.request('GET', funnel(f.ana.id, '?from=2020-01-01&to=2020-01-31'), {
      token: f.ana.token,
    });
    expect(past.body).toMatchObject({ from: '2020-01-01', to: '2020-01-31', families: [], sources: [] });
    expect(Object.values(past.body.counts)).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('adds up visits counted at once, each one', async () => {
    const before = await t.request('GET', funnel(f.ana.id, '?source=campanha:simultaneas'), {
      token: f.ana.token,
    });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => count({ step: 'visit', source: 'campanha:simultaneas' })),
    );
    expect(answers.every((res) => res.status === 204)).toBe(true);
    const after = await t.request('GET', funnel(f.ana.id, '?source=campanha:simultaneas'), {
      token: f.ana.token,
    });
    expect(after.body.counts.visit - before.body.counts.visit).toBe(20);
  });

  it("counts a simulation in its product's family, and refuses a product that does not exist", async () => {
    const before = await t.request('GET', funnel(f.ana.id), { token: f.ana.token });
    const familyOf = (body: {
      families: { slug: string; counts: { simulation: number; request: number } }[];
    }) => body.families.find((family) => family.counts.request > 0);
    const family = familyOf(before.body);
    expect((await count({ step: 'simulation', product: 1 })).status).toBe(204);
    expect((await count({ step: 'simulation', product: 999_999 })).status).toBe(400);
    const after = await t.request('GET', funnel(f.ana.id), { token: f.ana.token });
    expect(after.body.counts.simulation - before.body.counts.simulation).toBe(1);
    expect(familyOf(after.body)?.slug).toBe(family?.slug);
    expect((familyOf(after.body)?.counts.simulation ?? 0) - (family?.counts.simulation ?? 0)).toBe(1);
  });

  it('refuses malformed counts, unknown stores, other bankers and customers', async () => {
    const customer = await newCustomer('Julia Funil Muro');
    const answers = await Promise.all([
      count({ step: 'compra' }),
      count({ step: 'visit', source: 'x y' }),
      count({ step: 'visit', family: '../x' }),
      count('not json'),
      count({ step: 'visit' }, 'loja-que-nao-existe'),
      count({ step: 'visit' }, 'loja-pausada'),
      t.request('GET', funnel(f.ana.id, '?from=2026-12-01&to=2026-11-01'), { token: f.ana.token }),
      t.request('GET', funnel(f.ana.id, '?from=2024-01-01&to=2026-01-01'), { token: f.ana.token }),
      t.request('GET', funnel(f.ana.id, '?from=hoje'), { token: f.ana.token }),
      t.request('GET', funnel(f.ana.id), { token: f.carlos.token }),
      t.request('GET', funnel(f.ana.id), { token: customer.token }),
      t.request('GET', funnel(f.ana.id)),
      t.request('POST', '/api/checkout/legacy/order/', {
        token: customer.token,
        body: { ...orderBody(f, customer.id, PRODUCTS.legacy, {}), funnel_source: '<b>qr</b>' },
      }),
    ]);
    expect(answers.map((res) => res.status)).toEqual([
      400, 400, 400, 400, 404, 404, 400, 400, 400, 404, 403, 401, 400,
    ]);
    expect(answers[12]?.body.funnel_source).toEqual([FUNNEL_MESSAGES.invalid]);
    expect(answers[6]?.body.detail).toBe(FUNNEL_MESSAGES.period);
    expect(answers[4]?.body.detail).toBe(FUNNEL_MESSAGES.notFound);
  });
});

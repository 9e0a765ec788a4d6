import { describe, expect, it } from 'vitest';
import { PARTNER_BRANDS } from '../../../core/brand/partner-brands.ts';
import { productInfo } from '../../../core/format/test-fixtures.ts';
import type { ProductInfo } from '../../../core/products/product.ts';
import {
  INITIAL_ORDER_STATE,
  type OrderContext,
  type OrderEffect,
  type OrderEvent,
  type OrderModalState,
  orderModalReducer,
  orderModalTitle,
  passesExtraStep,
  passesSchedulingStep,
  shouldAutoContinue,
  showStuckLink,
  successButtonLabel,
} from './order-modal.ts';

function ctx(over: Partial<ProductInfo> = {}, loggedIn = true): OrderContext {
  return {
    loggedIn,
    product: productInfo(over),
  };
}

/** Runs events from the initial state; returns the last state and every effect in order. */
function run(context: OrderContext, events: OrderEvent[], from: OrderModalState = INITIAL_ORDER_STATE) {
  let state = from;
  const effects: OrderEffect[] = [];
  for (const event of events) {
    const next = orderModalReducer(state, event, context);
    state = next.state;
    effects.push(...next.effects);
  }
  return { state, effects };
}

const cont: OrderEvent = { type: 'continue' };
const sent = (url?: string): OrderEvent => ({ type: 'orderSent', url });

describe('from the default step (logged in)', () => {
  it.each([
    ['pj contract', { is_pj: true, product_type: 'REDIRECT' }, 'extra', []],
    ['REDIRECT', { product_type: 'REDIRECT' }, 'default', [{ type: 'sendOrder' }]],
    ['REDIRECT id 6 (no order before success)', { id: 6, product_type: 'REDIRECT' }, 'success', []],
    ['DEFAULT of Consiga Crédito', { brand: PARTNER_BRANDS.consiga }, 'default', [{ type: 'sendOrder' }]],
    ['DEFAULT of OptaFX', { brand: PARTNER_BRANDS.optaFx }, 'default', [{ type: 'sendOrder' }]],
    ['DEFAULT of another brand', { brand: PARTNER_BRANDS.nnSeg }, 'extra', []],
    ['TABLE of Previdência', { product_type: 'TABLE', category: { name: 'Previdência' } }, 'extra', []],
    ['TABLE of Seguros', { product_type: 'TABLE', category: { name: 'Seguros' } }, 'extra', []],
    ['TABLE of another category', { product_type: 'TABLE' }, 'scheduling', []],
    ['APP', { product_type: 'APP' }, 'default', [{ type: 'sendOrder' }]],
    [
      'id 59 is DEFAULT whatever it says',
      { id: 59, product_type: 'TABLE', brand: PARTNER_BRANDS.consiga },
      'default',
      [{ type: 'sendOrder' }],
    ],
  ] as const)('%s -> %s', (_name, over, step, effects) => {
    const result = run(ctx(over as Partial<ProductInfo>), [cont]);
    expect(result.state.step).toBe(step);
    expect(result.effects).toEqual(effects);
  });
});

describe('visitors create the lead first', () => {
  it('creates the lead, then continues as a logged-in user', () => {
    const context = ctx({ product_type: 'TABLE' }, false);
    const first = run(context, [cont]);
    expect(first.effects).toEqual([{ type: 'createLead' }]);
    expect(first.state).toMatchObject({ step: 'default', pending: 'lead' });
    const after = run(context, [{ type: 'leadCreated' }], first.state);
    expect(after.state).toMatchObject({ step: 'scheduling', pending: null });
  });

  it('stops on a lead error and can try again', () => {
    const context = ctx({}, false);
    const failed = run(context, [cont, { type: 'leadFailed' }]);
    expect(failed.state).toEqual(INITIAL_ORDER_STATE);
    expect(run(context, [cont], failed.state).effects).toEqual([{ type: 'createLead' }]);
  });

  it('ignores a second click while the lead is being created', () => {
    expect(run(ctx({}, false), [cont, cont]).effects).toEqual([{ type: 'createLead' }]);
  });
});

describe('from extra and scheduling', () => {
  it('DEFAULT sends from extra and succeeds', () => {
    const r = run(ctx(), [cont, cont, sent()]);
    expect(r.effects).toEqual([{ type: 'sendOrder' }]);
    expect(r.state.step).toBe('success');
  });

  it('REDIRECT (pj) sends from extra, succeeds and leaves for the url', () => {
    const r = run(ctx({ is_pj: true, product_type: 'REDIRECT' }), [
      cont,
      cont,
      sent('https://parceiro.example/x'),
    ]);
    expect(r.state).toMatchObject({ step: 'success', url: 'https://parceiro.example/x', leaving: true });
    expect(r.effects).toEqual([
      { type: 'sendOrder' },
      { type: 'clearPersistentStorage' },
      { type: 'redirect', url: 'https://parceiro.example/x' },
    ]);
    expect(showStuckLink(r.state)).toBe(true);
  });

  it('TABLE of Seguros: extra, then scheduling, then send and success', () => {
    const context = ctx({ product_type: 'TABLE', category: { name: 'Seguros' } });
    const steps = [];
    let state = INITIAL_ORDER_STATE;
    for (const event of [cont, cont, cont, sent()]) {
      state = orderModalReducer(state, event, context).state;
      steps.push(state.step);
    }
    expect(steps).toEqual(['extra', 'scheduling', 'scheduling', 'success']);
  });

  it('a pj APP product: extra, scheduling, send, success', () => {
    const r = run(ctx({ is_pj: true, product_type: 'APP' }), [cont, cont, cont, sent('app://x')]);
    expect(r.state.step).toBe('success');
    expect(r.effects).toEqual([{ type: 'sendOrder' }]);
  });

  it('an order error keeps the step', () => {
    const r = run(ctx({ product_type: 'TABLE' }), [cont, cont, { type: 'orderFailed' }]);
    expect(r.state).toMatchObject({ step: 'scheduling', pending: null });
  });
});

describe('success step', () => {
  it.each([
    ['TABLE', 'Fechar'],
    ['DEFAULT', 'Fechar'],
    ['REDIRECT', 'Continuar'],
    ['APP', 'Continuar'],
  ] as const)('%s shows %s', (product_type, label) => {
    expect(successButtonLabel({ id: 1, product_type })).toBe(label);
  });

  it("'Fechar' closes and resets", () => {
    const r = run(ctx({ brand: PARTNER_BRANDS.consiga }), [cont, sent(), { type: 'finish', isPhone: false }]);
    expect(r.state).toEqual(INITIAL_ORDER_STATE);
    expect(r.effects.at(-1)).toEqual({ type: 'close' });
  });

  it('APP on a phone goes to the url, elsewhere to the QR route', () => {
    const context = ctx({ product_type: 'APP' });
    const done = run(context, [cont, sent('https://app.example/baixar')]).state;
    expect(run(context, [{ type: 'finish', isPhone: true }], done).effects).toEqual([
      { type: 'clearPersistentStorage' },
      { type: 'redirect', url: 'https://app.example/baixar' },
    ]);
    expect(run(context, [{ type: 'finish', isPhone: false }], done).effects).toEqual([{ type: 'goToQr' }]);
  });

  it('closing from any step resets to default', () => {
    const mid = run(ctx({ product_type: 'TABLE' }), [cont]).state;
    expect(mid.step).toBe('scheduling');
    expect(run(ctx(), [{ type: 'close' }], mid).state).toEqual(INITIAL_ORDER_STATE);
  });
});

describe('titles and auto-continue', () => {
  it.each([
    ['scheduling', true, 'Agendamento de contato'],
    ['scheduling', false, 'Agendamento de contato'],
    ['default', true, 'Confirmação de dados'],
    ['extra', true, 'Confirmação de dados'],
    ['default', false, 'Cadastro'],
  ] as const)('%s (logged in %s) -> %s', (step, loggedIn, title) => {
    expect(orderModalTitle(step, loggedIn)).toBe(title);
  });

  it('continues by itself only for a logged-in user with force_redirect and consent on record', () => {
    const both = { terms_accepted: true, data_sharing_accepted: true };
    expect(shouldAutoContinue(true, true, both)).toBe(true);
    expect(shouldAutoContinue(true, false, both)).toBe(false);
    expect(shouldAutoContinue(false, true, both)).toBe(false);
    // Without the current terms or the data sharing on record, the boxes show instead.
    expect(shouldAutoContinue(true, true, null)).toBe(false);
    expect(shouldAutoContinue(true, true, { ...both, terms_accepted: false })).toBe(false);
    expect(shouldAutoContinue(true, true, { ...both, data_sharing_accepted: false })).toBe(false);
  });
});

describe('the steps an order passes, as the services read them', () => {
  /** The steps a logged-in user's order goes through, clicking 'Continuar' until it is sent. */
  function stepsUntilSent(context: OrderContext): OrderModalState['step'][] {
    let state = INITIAL_ORDER_STATE;
    const steps: OrderModalState['step'][] = [];
    for (let i = 0; i < 4 && state.step !== 'success' && state.pending !== 'order'; i += 1) {
      state = orderModalReducer(state, { type: 'continue' }, context).state;
      steps.push(state.step);
    }
    return steps;
  }

  const types = ['REDIRECT', 'TABLE', 'DEFAULT', 'APP'] as const;
  const brands = ['Banco Qualquer', PARTNER_BRANDS.consiga, PARTNER_BRANDS.nnSeg];
  const categories = ['Contas', 'Seguros', 'Previdência'];
  const products = types.flatMap((product_type) =>
    brands.flatMap((brand) =>
      categories.flatMap((name) =>
        [false, true].map((is_pj) => ({ product_type, brand, category: { name }, is_pj })),
      ),
    ),
  );

  it.each(products)('%o: passesExtraStep and passesSchedulingStep follow the reducer', (over) => {
    const context = ctx(over);
    const steps = stepsUntilSent(context);
    expect(passesExtraStep(context.product)).toBe(steps.includes('extra'));
    expect(passesSchedulingStep(context.product)).toBe(steps.includes('scheduling'));
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderAnswer } from '../../../contract/checkout.ts';
import { $modalOptions, $modals, clearModals } from '../../../core/modals/modals.ts';
import { readStored, SESSION, writeStored } from '../../../core/storage/session-table.ts';
import { memoryEnv, setStorageEnv } from '../../../core/storage/storage-env.ts';
import { setTransport } from '../../../core/transport/api.ts';
import { fakeTransport, productAnswer } from '../../../core/transport/test-helpers.ts';
import type { OrderFormData, OrderUser } from '../requesting/request-form.ts';
import type { ConsentOnRecord } from '../rules/order-modal.ts';
import {
  $orderFieldErrors,
  $orderForm,
  $orderResult,
  $orderState,
  $productError,
  closeOrder,
  configureOrder,
  continueOrder,
  finishOrder,
  type OrderDeps,
  openOrder,
  PRODUCT_ERROR_MS,
  setOrderField,
} from './order.ts';

const product = productAnswer;

const customer: OrderUser = {
  id: 42,
  email: 'joao.silva@exemplo.com.br',
  full_name: 'João Silva',
  principal_contact: '51 - 998765432',
  birthday: '1985-07-02',
  documents: { CPF: '52998224725' },
};

/** Records the calls of the flow in order, with a user that a lead logs in. */
function harness(
  options: {
    user?: OrderUser | null;
    phone?: boolean;
    answer?: Partial<OrderAnswer>;
    consent?: ConsentOnRecord;
  } = {},
) {
  let user = options.user ?? null;
  const calls: string[] = [];
  const posted: { path: string; body: Record<string, unknown>; key: string }[] = [];
  const deps: OrderDeps = {
    user: () => user,
    tempEmail: () => 'visitante@exemplo.com.br',
    createLead: vi.fn(async (form: OrderFormData) => {
      calls.push(`lead:${form.email}`);
      user = { ...customer, id: 77, email: form.email, documents: { CPF: null } };
    }),
    bankerId: () => 1001,
    consentStatus: vi.fn(async (pb: string) => {
      calls.push(`consent:${pb}`);
      return options.consent ?? { terms_accepted: false, data_sharing_accepted: false };
    }),
    pb: () => 'ana-souza',
    isPhone: () => options.phone ?? false,
    navigate: vi.fn((url: string) => {
      calls.push(`go:${url}`);
    }),
    clearPersistentStorage: vi.fn(() => {
      calls.push('clear');
    }),
  };
  configureOrder(deps);
  /** The checkout service's order call, replaceable by a test. */
  const checkout = {
    post: vi.fn(async (path: string, body: Record<string, unknown>, key: string): Promise<unknown> => {
      calls.push(`order:${path}`);
      posted.push({ path, body, key });
      return { order_id: 9, url: 'https://parceiro.example/pedido/9', ...options.answer };
    }),
  };
  setTransport(
    fakeTransport((path, request) =>
      checkout.post(
        path,
        request.body as Record<string, unknown>,
        request.headers?.['Idempotency-Key'] ?? '',
      ),
    ),
  );
  return { calls, posted, deps, checkout };
}

function fillDefault(): void {
  setOrderField('full_name', 'Maria Visitante');
  setOrderField('cpf', '529.982.247-25');
  setOrderField('birthday', '20/03/1990');
  setOrderField('principal_contact', '(51) 99876-5432');
  setOrderField('terms', true);
  setOrderField('share_consent', true);
}

/** Lets the effects' promises settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  setStorageEnv(memoryEnv());
  clearModals();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('order store (docs/ordering.md#order-modal)', () => {
  it('a visitor: the lead first, then the order with its consent; success with the answer kept', async () => {
    const { calls, posted } = harness();
    openOrder(product({}));
    expect($modals.get().redirect).toBe(true);
    expect($orderForm.get().email).toBe('visitante@exemplo.com.br');
    fillDefault();
    continueOrder();
    await settle();
    await settle();
    expect(calls).toEqual(['lead:visitante@exemplo.com.br', 'order:loan/v1/order/']);
    expect(posted[0]?.body).toMatchObject({
      terms: true,
      customer: 77,
      product: 71,
      personal_banker: 1001,
      cpf: '52998224725',
    });
    expect($orderState.get().step).toBe('success');
    expect($orderResult.get()).toEqual({ orderId: 9, url: 'https://parceiro.example/pedido/9', image: null });
  });

  it('stops on a lead error, with the first cpf message under the field and no order', async () => {
    const { calls, deps } = harness();
    deps.createLead = vi.fn(async () => {
      throw Object.assign(new Error('400'), { data: { cpf: ['CPF já cadastrado.'] } });
    });
    configureOrder(deps);
    openOrder(product({}));
    fillDefault();
    continueOrder();
    await settle();
    expect(calls).toEqual([]);
    expect($orderState.get()).toMatchObject({ step: 'default', pending: null });
    expect($orderFieldErrors.get().cpf).toBe('CPF já cadastrado.');
    setOrderField('cpf', '111.444.777-35');
    expect($orderFieldErrors.get().cpf).toBeUndefined();
  });

  it('continues by itself with force_redirect when the consent is on record, prefilled', async () => {
    const { calls, posted } = harness({
      user: customer,
      consent: { terms_accepted: true, data_sharing_accepted: true },
    });
    writeStored(SESSION.continueOrder, true);
    openOrder(product({}));
    expect($orderForm.get()).toMatchObject({
      cpf: '529.982.247-25',
      birthday: '02/07/1985',
      principal_contact: '(51) 99876-5432',
    });
    await settle();
    await settle();
    expect(calls).toEqual(['consent:ana-souza', 'order:loan/v1/order/']);
    expect(posted[0]?.body).toMatchObject({ terms: true });
  });

  it("with force_redirect but no consent on record, 'Confirmação de dados' waits for the boxes", async () => {
    const { calls } = harness({
      user: customer,
      consent: { terms_accepted: true, data_sharing_accepted: false },
    });
    writeStored(SESSION.continueOrder, true);
    openOrder(product({}));
    await settle();
    await settle();
    expect(calls).toEqual(['consent:ana-souza']);
    expect($orderState.get()).toMatchObject({ step: 'default', pending: null });
    expect($orderForm.get()).toMatchObject({ terms: false, share_consent: false });
  });

  it('a REDIRECT product clears the stored data and leaves for the url', async () => {
    const { calls } = harness({ user: customer });
    openOrder(product({ id: 302, brand: 'OptaFX Câmbio', product_type: 'REDIRECT' }));
    continueOrder();
    await settle();
    expect(calls).toEqual(['order:legacy/order/', 'clear', 'go:https://parceiro.example/pedido/9']);
    expect($orderState.get()).toMatchObject({ step: 'success', leaving: true });
  });

  it('an extra step with nothing to ask for the product goes on by itself', async () => {
    const { calls } = harness({ user: customer });
    openOrder(product({ id: 1, brand: 'Banco Aurora Digital', category: { name: 'Empréstimo Pessoal' } }));
    continueOrder();
    await settle();
    expect(calls).toEqual(['order:legacy/order/']);
    expect($orderState.get().step).toBe('success');
  });

  it('shows "Rápido demais, relaxe!" on a repeated order and keeps the error 3 s', async () => {
    vi.useFakeTimers();
    const { checkout } = harness({ user: customer });
    checkout.post = vi.fn(async () => {
      throw Object.assign(new Error('400'), { data: { detail: 'Multiplas requisições rejeitadas.' } });
    });
    openOrder(product({}));
    continueOrder();
    await vi.runAllTicks();
    await Promise.resolve();
    await Promise.resolve();
    await Promise.resolve();
    expect($modals.get().error).toBe(true);
    expect($modalOptions.get().error).toEqual({
      title: 'Rápido demais, relaxe!',
      message: 'Você solicitou esse produto recentemente, aguarde alguns minutos antes de tentar novamente.',
    });
    expect($orderState.get()).toMatchObject({ step: 'default', pending: null });
    expect($productError.get()).toBe('Multiplas requisições rejeitadas.');
    vi.advanceTimersByTime(PRODUCT_ERROR_MS);
    expect($productError.get()).toBeNull();
  });

  it('a taken CNPJ goes back to the extra step with the message under the field, without the modal', async () => {
    const { checkout } = harness({ user: customer });
    checkout.post = vi.fn(async () => {
      throw Object.assign(new Error('400'), { data: { cnpj: ['Cnpj já cadastrado'] } });
    });
    openOrder(product({ id: 406, brand: 'Porto Azul Seguros', is_pj: true, product_type: 'APP' }));
    continueOrder();
    expect($orderState.get().step).toBe('extra');
    setOrderField('social_name', 'Padaria Boa Massa Ltda');
    setOrderField('cnpj', '11.222.333/0001-81');
    continueOrder();
    expect($orderState.get().step).toBe('scheduling');
    continueOrder();
    await settle();
    expect($orderState.get()).toMatchObject({ step: 'extra', pending: null });
    expect($orderFieldErrors.get().cnpj).toBe('Cnpj já cadastrado');
    expect($modals.get().error).toBe(false);
  });

  it('APP success: a phone leaves for the url, a desktop goes to the QR screen with the image', async () => {
    const app = product({
      id: 406,
      title: 'Conta PJ',
      brand: 'Porto Azul Seguros',
      is_pj: true,
      product_type: 'APP',
    });
    for (const phone of [true, false]) {
      const { calls } = harness({ user: customer, phone, answer: { image: 'data:image/png;base64,AAA' } });
      openOrder(app);
      continueOrder();
      setOrderField('social_name', 'Padaria Boa Massa Ltda');
      setOrderField('cnpj', '11.222.333/0001-81');
      continueOrder();
      continueOrder();
      await settle();
      finishOrder();
      if (phone) expect(calls.slice(-2)).toEqual(['clear', 'go:https://parceiro.example/pedido/9']);
      else {
        expect(calls.at(-1)).toBe('go:/pb/ana-souza/qrcode');
        expect(readStored(SESSION.qrScreen)).toEqual({
          qrcode: 'data:image/png;base64,AAA',
          label: 'Conta PJ',
        });
      }
    }
  });

  it('closing resets to the default step; on a family page it goes back to the store', () => {
    const { calls } = harness({ user: customer });
    openOrder(product({ id: 29, brand: 'NN Seg', category: { name: 'Seguros' }, product_type: 'TABLE' }));
    continueOrder();
    expect($orderState.get().step).toBe('extra');
    closeOrder();
    expect($orderState.get().step).toBe('default');
    expect($modals.get().redirect).toBe(false);
    openOrder(
      product({ id: 29, brand: 'NN Seg', category: { name: 'Seguros' }, product_type: 'TABLE' }),
      'page',
    );
    closeOrder();
    expect(calls.at(-1)).toBe('go:/pb/ana-souza');
  });

  it('a retried post keeps its idempotency key; the next order gets a new one', async () => {
    const { checkout, posted } = harness({ user: customer });
    const post = checkout.post.getMockImplementation() as typeof checkout.post;
    let failOnce = true;
    checkout.post = vi.fn(async (path: string, body: Record<string, unknown>, key: string) => {
      if (failOnce) {
        failOnce = false;
        posted.push({ path, body, key });
        throw new Error('rede');
      }
      return post(path, body, key);
    });
    openOrder(product({}));
    continueOrder();
    await settle();
    continueOrder();
    await settle();
    expect(posted[0]?.key).toBe(posted[1]?.key);
    openOrder(product({}));
    continueOrder();
    await settle();
    expect(posted[2]?.key).not.toBe(posted[1]?.key);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageAt, useEnvironment } from '../../../core/browser/test-helpers.ts';
import { $user, type SessionUser } from '../../../core/context/session.ts';
import { $banker, $pb } from '../../../core/context/store-context.ts';
import { $modalOptions, $modals, clearModals } from '../../../core/modals/modals.ts';
import { readStored, SESSION, writeStored } from '../../../core/storage/session-table.ts';
import { memoryEnv, memoryStorage } from '../../../core/storage/storage-env.ts';
import {
  ASSISTANT,
  fakeTransport,
  productAnswer,
  STORE_BANKER,
} from '../../../core/transport/test-helpers.ts';
import { clearToken } from '../../../core/transport/token.ts';
import type { OrderAnswer } from '../contract/orders.ts';
import type { OrderFormData } from '../rules/order-form.ts';
import type { ConsentOnRecord } from '../rules/order-modal.ts';
import {
  $orderFieldErrors,
  $orderForm,
  $orderResult,
  $orderState,
  $productError,
  closeOrder,
  continueOrder,
  finishOrder,
  openOrder,
  PRODUCT_ERROR_MS,
  setOrderField,
} from './order.ts';

const product = productAnswer;

const customer: SessionUser = {
  ...ASSISTANT,
  id: 42,
  email: 'joao.silva@exemplo.com.br',
  full_name: 'João Silva',
  principal_contact: '51 - 998765432',
  birthday: '1985-07-02',
  documents: { CPF: '52998224725' },
};

/** A phone's screen and a desktop's, as the page's device answers them. */
const PHONE = { width: 390, touchPoints: 5, coarsePointer: true };
const DESKTOP = { width: 1280, touchPoints: 0, coarsePointer: false };

let undo = () => {};

/**
 * Records the calls of the flow in order on a page of the store ana-souza (banker 1001), with a
 * visitor's e-mail kept from the e-mail check: the lead (which logs its user in), the consent on
 * record, the order, the clearing of the stored data (a logout's: the kept e-mail goes) and where
 * the page leaves for.
 */
function harness(
  options: {
    user?: SessionUser | null;
    phone?: boolean;
    answer?: Partial<OrderAnswer>;
    consent?: ConsentOnRecord;
  } = {},
) {
  const calls: string[] = [];
  const posted: { path: string; body: Record<string, unknown>; key: string }[] = [];
  const session = memoryStorage();
  const storage = {
    ...memoryEnv(),
    session: {
      ...session,
      removeItem: (key: string) => {
        if (key === SESSION.checkedEmail.key) calls.push('clear');
        session.removeItem(key);
      },
    },
  };
  undo();
  clearToken();
  $user.set(options.user ?? null);
  $banker.set(STORE_BANKER);
  $pb.set('ana-souza');
  let leadUser: SessionUser | null = null;
  /** The services' answers, replaceable by a test: the auth service's lead and the checkout's order. */
  const services = {
    lead: vi.fn(async (form: OrderFormData): Promise<unknown> => {
      calls.push(`lead:${form.email}`);
      leadUser = { ...customer, id: 77, email: form.email, documents: { CPF: null } };
      return { person: { ...leadUser, token: 'lead-token' } };
    }),
    post: vi.fn(async (path: string, body: Record<string, unknown>, key: string): Promise<unknown> => {
      calls.push(`order:${path}`);
      posted.push({ path, body, key });
      return { order_id: 9, url: 'https://parceiro.example/pedido/9', ...options.answer };
    }),
  };
  const transport = fakeTransport(async (path, request) => {
    if (path === 'person/v2/existsoradd/') return services.lead(request.body as OrderFormData);
    // The lead's user, loaded once it is logged in.
    if (path === 'person/v2/') return { person: leadUser };
    const consent = /^consent\/([^/]+)\/$/.exec(path);
    if (consent) {
      calls.push(`consent:${consent[1]}`);
      return options.consent ?? { terms_accepted: false, data_sharing_accepted: false };
    }
    return services.post(
      path,
      request.body as Record<string, unknown>,
      request.headers?.['Idempotency-Key'] ?? '',
    );
  });
  // biome-ignore lint/correctness/useHookAtTopLevel: useEnvironment is not a React hook
  const undoEnvironment = useEnvironment({
    page: {
      ...pageAt('/pb/ana-souza'),
      navigate: (url, how) => void calls.push(`${how === 'replace' ? 'replace' : 'go'}:${url}`),
      device: () => (options.phone ? PHONE : DESKTOP),
    },
    transport,
    storage,
  });
  writeStored(SESSION.checkedEmail, 'visitante@exemplo.com.br');
  undo = () => {
    undoEnvironment();
    $user.set(null);
    $banker.set(null);
    $pb.set(null);
    clearToken();
  };
  return { calls, posted, services };
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
  clearModals();
});

afterEach(() => {
  vi.useRealTimers();
  undo();
  undo = () => {};
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
    const { calls, services } = harness();
    services.lead = vi.fn(async () => {
      throw Object.assign(new Error('400'), { data: { cpf: ['CPF já cadastrado.'] } });
    });
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
    const { services } = harness({ user: customer });
    services.post = vi.fn(async () => {
      throw Object.assign(new Error('400'), { data: { detail: 'Multiplas requisições rejeitadas.' } });
    });
    openOrder(product({}));
    continueOrder();
    // The post's refusal is handled once its promises settle (each check moves the fake clock 50 ms).
    await vi.waitFor(() => expect($orderState.get().pending).toBeNull());
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
    const { services } = harness({ user: customer });
    services.post = vi.fn(async () => {
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
    const { services, posted } = harness({ user: customer });
    const post = services.post.getMockImplementation() as typeof services.post;
    let failOnce = true;
    services.post = vi.fn(async (path: string, body: Record<string, unknown>, key: string) => {
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

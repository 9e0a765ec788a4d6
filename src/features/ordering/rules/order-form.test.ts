import { describe, expect, it } from 'vitest';
import {
  allTermsAccepted,
  buildOrderPayload,
  cpfLocked,
  emptyOrderForm,
  identityLocked,
  type OrderBodyInput,
  type OrderFormData,
  type OrderUser,
  prefillOrderForm,
} from './order-form.ts';

const user: OrderUser = {
  id: 4,
  email: 'joao.silva@exemplo.com.br',
  full_name: 'João Silva',
  principal_contact: '51 - 998765432',
  birthday: '1985-07-02',
  documents: { CPF: '52998224725' },
};

describe('order form prefill (docs/ordering.md#order-modal)', () => {
  it("fills a logged-in user's data in the input formats", () => {
    expect(prefillOrderForm(emptyOrderForm(), user)).toMatchObject({
      full_name: 'João Silva',
      email: 'joao.silva@exemplo.com.br',
      cpf: '529.982.247-25',
      principal_contact: '(51) 99876-5432',
      birthday: '02/07/1985',
    });
  });

  it('keeps what is missing empty and takes the kept e-mail for a visitor', () => {
    const partial = { ...user, birthday: null, documents: { CPF: null } };
    expect(prefillOrderForm(emptyOrderForm(), partial)).toMatchObject({ cpf: '', birthday: '' });
    expect(prefillOrderForm(emptyOrderForm(), null, 'novo@exemplo.com.br').email).toBe('novo@exemplo.com.br');
  });

  it('locks the CPF only when the user has one', () => {
    expect(cpfLocked(user)).toBe(true);
    expect(cpfLocked({ ...user, documents: { CPF: null } })).toBe(false);
    expect(cpfLocked(null)).toBe(false);
  });

  it("locks the name and birthday the account already has (changes go through 'editar dados')", () => {
    expect(identityLocked(user)).toEqual({ full_name: true, birthday: true });
    expect(identityLocked({ ...user, birthday: null })).toEqual({ full_name: true, birthday: false });
    expect(identityLocked(null)).toEqual({ full_name: false, birthday: false });
  });

  it('asks for every consent', () => {
    expect(allTermsAccepted({ terms: true, share_consent: true })).toBe(true);
    expect(allTermsAccepted({ terms: true, share_consent: false })).toBe(false);
    expect(allTermsAccepted({ terms: false, share_consent: true })).toBe(false);
  });
});

function form(over: Partial<OrderFormData> = {}): OrderFormData {
  return {
    ...emptyOrderForm(),
    full_name: ' Maria Souza ',
    email: 'Maria@Exemplo.com.br',
    cpf: '529.982.247-25',
    principal_contact: '(51) 99876-5432',
    birthday: '20/03/1990',
    terms: true,
    share_consent: true,
    ...over,
  };
}

/** The payload of an order of customer 7 through banker 3. */
function payloadOf(
  product: OrderBodyInput['product'],
  order: Omit<OrderBodyInput, 'product' | 'customer' | 'personalBanker'>,
) {
  return buildOrderPayload({ product, customer: 7, personalBanker: 3, ...order });
}

describe('buildOrderPayload (docs/entities.md)', () => {
  it('sends customer, product and banker plus the default fields as the calls carry them', () => {
    const body = payloadOf(
      { id: 1, is_pj: false },
      {
        form: form(),
      },
    );
    expect(body).toEqual({
      customer: 7,
      product: 1,
      personal_banker: 3,
      full_name: 'Maria Souza',
      email: 'maria@exemplo.com.br',
      cpf: '52998224725',
      principal_contact: '51 - 998765432',
      birthday: '1990-03-20',
      terms: true,
    });
  });

  it('adds the filled extra fields and scheduling, leaves the empty ones out', () => {
    // Sent as typed, but for the date, which goes as yyyy-mm-dd.
    const asTyped = {
      marital: 'Casado(a)',
      monthly_income: 'R$ 5.000 a R$ 9.999',
      people_range: '2',
      morning: { start: '08:00', end: '10:00' },
      afternoon: { start: '13:00', end: '15:00' },
    };
    const body = payloadOf({ id: 29, is_pj: false }, { form: form({ ...asTyped, date: '10/08/2030' }) });
    expect(body).toMatchObject({ ...asTyped, date: '2030-08-10' });
    expect(body).not.toHaveProperty('cnpj');
    expect(body).not.toHaveProperty('foresight_tax');
    expect(body).not.toHaveProperty('financing');
  });

  it('sends the company of a pj order with the CNPJ as digits', () => {
    const body = payloadOf(
      { id: 24, is_pj: true },
      {
        form: form({ social_name: 'Padaria Boa Massa Ltda', cnpj: '11.222.333/0001-81' }),
      },
    );
    expect(body).toMatchObject({ social_name: 'Padaria Boa Massa Ltda', cnpj: '11222333000181' });
  });

  it('credit auto sends the financing value as credit_value, under that one name', () => {
    const body = payloadOf(
      { id: 61, is_pj: false },
      {
        form: form({ financing: 45000 }),
      },
    );
    expect(body).toMatchObject({ credit_value: 45000 });
    expect(body).not.toHaveProperty('financing');
    expect(body).not.toHaveProperty('financing_value');
    const other = payloadOf(
      { id: 10, is_pj: false },
      {
        form: form({ financing: 45000 }),
      },
    );
    expect(other).toMatchObject({ financing: 45000 });
    expect(other).not.toHaveProperty('credit_value');
  });

  it('consortium adds is_pj, type, value type and the chosen value', () => {
    const body = payloadOf(
      { id: 121, is_pj: true },
      {
        form: form(),
        consortium: { consortiumType: 'cars', valueType: 'term', termValue: 1500 },
      },
    );
    expect(body).toMatchObject({
      is_pj: true,
      consortium_type: 'cars',
      value_type: 'term',
      term_value: 1500,
      property_value: null,
    });
  });

  it('sends terms only when both consents were given', () => {
    const body = payloadOf(
      { id: 1, is_pj: false },
      {
        form: form({ share_consent: false }),
      },
    );
    expect(body).not.toHaveProperty('terms');
  });

  it('leaves out the default fields a user has not filled (the QR-code order)', () => {
    const body = payloadOf(
      { id: 6, is_pj: false },
      {
        form: { ...emptyOrderForm(), full_name: 'João Silva', email: 'joao@exemplo.com.br' },
      },
    );
    expect(body).toEqual({
      customer: 7,
      product: 6,
      personal_banker: 3,
      full_name: 'João Silva',
      email: 'joao@exemplo.com.br',
    });
  });

  it('the parties win over chosen fields of the same name', () => {
    const body = payloadOf(
      { id: 500, is_pj: false },
      {
        form: emptyOrderForm(),
        choice: { product: 'x', customer: 1 },
      },
    );
    expect(body).toMatchObject({ product: 500, customer: 7 });
  });

  it('other products ignore consortium choices', () => {
    const body = payloadOf(
      { id: 500, is_pj: false },
      {
        form: emptyOrderForm(),
        consortium: { consortiumType: 'cars', valueType: 'full' },
      },
    );
    expect(body).not.toHaveProperty('consortium_type');
  });

  it.each([
    [61, true],
    [62, true],
    [63, true],
    [64, false],
  ])('product %i sends its financing as credit_value: %s', (id, carries) => {
    const body = payloadOf(
      { id, is_pj: false },
      {
        form: { ...emptyOrderForm(), financing: 42000 },
      },
    );
    expect(body).toHaveProperty(carries ? 'credit_value' : 'financing', 42000);
    expect(body).not.toHaveProperty(carries ? 'financing' : 'credit_value');
  });
});

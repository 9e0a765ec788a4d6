import { CPF, type Fixtures, PRODUCTS } from '../checkout/testing/fixtures.ts';

/** A real-estate credit request of the demo customer João to Ana that the services accept as it is. */
export const realEstateCreditBody = (f: Fixtures) => ({
  personal_banker: f.ana.id,
  product: PRODUCTS.realEstate,
  full_name: 'João Silva',
  email: f.joao.email,
  cpf: CPF.joao,
  birthday: '10/05/1990',
  principal_contact: '(11) 98765-4321',
  marital_status: 'single',
  income_source: 'clt',
  profession: 'engineer',
  monthly_income: 15000,
  bank: '033',
  real_estate_value: 400000,
  financing_value: 240000,
  term: 360,
  real_estate_type: 'apartment',
  real_estate_address_state: 'rs',
});

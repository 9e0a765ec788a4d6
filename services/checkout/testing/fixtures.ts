import { randomBytes } from 'node:crypto';
import { homeEquityOrderFields } from '../../../src/core/products/home-equity.ts';
import { solicitationBody as screenBody } from '../../../src/core/products/solicitation-form.ts';
import { FILLED_HOME_EQUITY_FORM, FILLED_SOLICITATION_FORM } from '../../../tests/filled-forms.ts';
import { issueToken } from '../../accounts/tokens.ts';
import { cpfFrom } from '../../db/demo/people-data.ts';
import type { Db } from '../../db/index.ts';
import {
  categories,
  companies,
  documents,
  institutions,
  type ProductType,
  persons,
  productGroups,
  products,
  stores,
  termsOfService,
} from '../../db/schema/index.ts';
import { sandboxHolderOf } from '../../partners/bureau-holders.ts';
import { orderBody as storefrontOrderBody } from './order-bodies.ts';

/**
 * What the checkout tests seed and send: a small catalog and cast (`seedFixtures`), people added
 * as a test needs them, and the bodies the storefront's screens send about them.
 */

export const CPF = { joao: '52998224725', maria: '16899535009', pedro: '11144477735' } as const;

export interface Person {
  id: number;
  email: string;
  token: string;
}

/** The smallest catalog and cast the checkout tests need. */
export interface Fixtures {
  ana: Person;
  carlos: Person;
  paused: Person;
  joao: Person;
  maria: Person;
  pedro: Person;
  whitelabelCompanyId: number;
}

let emailSequence = 0;

export async function addPerson(
  db: Db,
  values: {
    fullName: string;
    personType: number;
    slug?: string;
    companyId?: number;
    cpf?: string;
    email?: string;
    birthday?: string;
    emailConfirmed?: boolean;
  },
): Promise<Person> {
  emailSequence += 1;
  const email = values.email ?? `pessoa${emailSequence}.${randomBytes(3).toString('hex')}@exemplo.com.br`;
  const [row] = await db
    .insert(persons)
    .values({
      email,
      fullName: values.fullName,
      personType: values.personType,
      slug: values.slug ?? null,
      companyId: values.companyId ?? null,
      principalContact: '(11) 98765-4321',
      birthday: values.birthday ?? '1990-05-10',
      emailVerifiedAt: values.emailConfirmed ? new Date() : null,
    })
    .returning({ id: persons.id });
  if (!row) throw new Error('person not inserted');
  if (values.cpf) await db.insert(documents).values({ personId: row.id, type: 'CPF', value: values.cpf });
  return { id: row.id, email, token: await issueToken(db, row.id) };
}

let holderSerial = 0;

/**
 * A customer whose CPF is proven their own, as a bureau look-up needs (docs/offers.md#the-look-up):
 * a new CPF, the name and birth date its sandbox holder has, and a confirmed e-mail.
 */
export async function addHolder(db: Db): Promise<Person & { cpf: string; fullName: string }> {
  holderSerial += 1;
  const cpf = cpfFrom(String(810_000_000 + process.pid * 97 + holderSerial * 7_919).slice(-9));
  const holder = sandboxHolderOf(cpf);
  const person = await addPerson(db, { ...holder, personType: 1, cpf, emailConfirmed: true });
  return { ...person, cpf, fullName: holder.fullName };
}

/** Product ids covering every order path and product type the checkout treats differently. */
export const PRODUCTS = {
  legacy: 1,
  app: 6,
  card: 17,
  homeEquity: 55,
  homeEquityPj: 91,
  creditAuto: 61,
  benefits: 66,
  loan: 120,
  realEstate: 97,
  consortium: 117,
  consortiumPj: 121,
  businessCredit: 118,
  insurance: 29,
} as const;

/** A product of group 1 'Produto {id}', with placeholders for what the checkout does not read. */
export function productRow(
  id: number,
  values: { institutionId: number; categoryId: number; productType: ProductType; isPj?: boolean },
) {
  return {
    id,
    title: `Produto ${id}`,
    subTitle: 's',
    description: 'd',
    groupId: 1,
    isPj: false,
    productColor: '#000000',
    bannerColor: '#000000',
    cardTitle: 'c',
    productImage: 'i',
    ...values,
  };
}

export async function seedFixtures(db: Db): Promise<Fixtures> {
  const [tos] = await db
    .insert(termsOfService)
    .values({ version: 'v2.0.0', title: 'Termos', content: 'Termos.' })
    .returning();
  const [offices] = await db.insert(companies).values({ name: 'Escritórios', whitelabel: false }).returning();
  const [wl] = await db
    .insert(companies)
    .values({ name: 'Crédito Parceiro', whitelabel: true, tosId: tos?.id ?? null })
    .returning();
  if (!offices || !wl) throw new Error('companies not inserted');
  await db
    .insert(productGroups)
    .values({ id: 1, name: 'Empréstimos', slug: 'emprestimos', icon: 'i', subTitle: 's' });
  const [category] = await db.insert(categories).values({ name: 'Geral' }).returning();
  const [institution] = await db
    .insert(institutions)
    .values({ name: 'Banco Exemplo', slug: 'exemplo', icon: 'i' })
    .returning();
  if (!category || !institution) throw new Error('catalog not inserted');
  const product = (id: number, productType: ProductType, isPj = false) =>
    productRow(id, { institutionId: institution.id, categoryId: category.id, productType, isPj });
  await db
    .insert(products)
    .values([
      product(PRODUCTS.legacy, 'DEFAULT'),
      product(PRODUCTS.app, 'APP'),
      product(PRODUCTS.card, 'REDIRECT'),
      product(PRODUCTS.homeEquity, 'DEFAULT'),
      product(PRODUCTS.homeEquityPj, 'DEFAULT', true),
      product(PRODUCTS.creditAuto, 'REDIRECT'),
      product(PRODUCTS.benefits, 'TABLE'),
      product(PRODUCTS.loan, 'DEFAULT'),
      product(PRODUCTS.realEstate, 'DEFAULT'),
      product(PRODUCTS.consortium, 'DEFAULT'),
      product(PRODUCTS.consortiumPj, 'DEFAULT', true),
      product(PRODUCTS.businessCredit, 'DEFAULT', true),
      product(PRODUCTS.insurance, 'TABLE'),
    ]);
  const ana = await addPerson(db, {
    fullName: 'Ana Souza',
    personType: 0,
    slug: 'ana-souza',
    companyId: offices.id,
  });
  const carlos = await addPerson(db, {
    fullName: 'Carlos Lima',
    personType: 0,
    slug: 'carlos-lima',
    companyId: wl.id,
  });
  const paused = await addPerson(db, {
    fullName: 'Loja Pausada',
    personType: 0,
    slug: 'loja-pausada',
    companyId: offices.id,
  });
  await db
    .insert(stores)
    .values([{ personId: ana.id }, { personId: carlos.id }, { personId: paused.id, disabled: true }]);
  const joao = await addPerson(db, { fullName: 'João Silva', personType: 1, cpf: CPF.joao });
  const maria = await addPerson(db, { fullName: 'Maria Costa', personType: 1, cpf: CPF.maria });
  const pedro = await addPerson(db, { fullName: 'Pedro Alves', personType: 1 });
  return { ana, carlos, paused, joao, maria, pedro, whitelabelCompanyId: wl.id };
}

/**
 * An order body of a logged-in customer at Ana's store, with the terms accepted and no birthday
 * (the account's, if any, is used); `extra` adds or replaces fields.
 */
export function orderBody(
  f: Fixtures,
  customer: number,
  product: number,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return storefrontOrderBody(customer, product, f.ana.id, { birthday: undefined, ...extra });
}

/** The fields the home-equity page sends with its order, valid by its rules in every variant. */
export const HOME_EQUITY_PAGE_FIELDS = homeEquityOrderFields(FILLED_HOME_EQUITY_FORM);

/**
 * The body the solicitation screen sends for a filled form (docs/invitations.md#solicitation): built by the screen's own
 * function, so a product without a loan value carries none; `extra` adds or replaces fields.
 */
export function solicitationBody(
  ids: { customer: number; personal_banker: number; product: number },
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return { ...screenBody(FILLED_SOLICITATION_FORM, ids), ...extra };
}

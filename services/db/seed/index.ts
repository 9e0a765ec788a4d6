import { sql } from 'drizzle-orm';
import { DEFAULT_TOS_VERSION } from '../../../src/domain/terms.ts';
import { hashPassword } from '../../auth/password.ts';
import { mediaUrl, productImageName } from '../../store/media.ts';
import type { Db } from '../index.ts';
import * as t from '../schema/index.ts';
import { GROUPS, generatedProducts, INSTITUTIONS, NAMED_PRODUCTS, productTexts } from './catalog-data.ts';
import { consortiumLetters, GENERAL_BANNERS, PARTNER_LOGOS, STORE_BANNERS } from './content-data.ts';
import { DEMO } from './demo.ts';
import { seedOrders } from './orders.ts';
import { BANKERS, CUSTOMERS, cpfFrom, PROFILES } from './people-data.ts';
import { BANK_LISTS, OCCUPATIONS, STATES } from './reference-data.ts';

const DAY = 24 * 60 * 60 * 1000;
const GROUP_SLUG = new Map<number, string>(GROUPS.map((g) => [g.id, g.slug]));
const PALETTE = ['#1d4ed8', '#0f766e', '#b45309', '#7c3aed', '#be123c', '#047857', '#c2410c', '#0e7490'];

async function seedCompanies(db: Db): Promise<void> {
  await db
    .insert(t.termsOfService)
    .values([
      {
        id: DEMO.terms.v1,
        version: DEFAULT_TOS_VERSION,
        title: 'Termos de uso e política de privacidade',
        content:
          'Ao usar a plataforma você concorda com o tratamento dos seus dados para o atendimento pelo Personal Banker e pelas instituições parceiras, conforme a Lei Geral de Proteção de Dados.',
      },
      {
        id: DEMO.terms.v2,
        version: 'v2.0.0',
        title: 'Termos de uso da Atlântica Consultoria Financeira',
        content:
          'Os dados informados são tratados pela Atlântica Consultoria Financeira e pelas instituições parceiras apenas para responder às suas solicitações.',
      },
    ])
    .onConflictDoNothing();
  const wlLogo = mediaUrl('companies', 'atlantica-logo');
  await db
    .insert(t.companies)
    .values([
      {
        id: DEMO.companies.provider,
        name: 'Vitrine PB',
        plan: 'full',
        tosId: DEMO.terms.v1,
        storeUrl: 'https://vitrinepb.example',
      },
      {
        id: DEMO.companies.offices,
        name: 'Escritórios Conecta',
        plan: 'lite',
        tosId: DEMO.terms.v1,
        storeUrl: 'https://escritoriosconecta.example',
      },
      {
        id: DEMO.companies.whitelabel,
        name: 'Atlântica Consultoria Financeira',
        plan: 'full',
        whitelabel: true,
        logo: wlLogo,
        favicon: mediaUrl('companies', 'atlantica-favicon'),
        storeUrl: 'https://atlantica.exemplo.com.br',
        occupation: 'Consultor',
        occupationPlural: 'Consultores',
        footerDisclaimer: {
          text: 'A Atlântica Consultoria Financeira Ltda. (CNPJ 11.222.333/0001-81) não é instituição financeira: atua como consultoria, e a contratação é feita diretamente com as instituições parceiras.',
          contact: 'contato@atlantica.exemplo.com.br',
          extraContact: '(48) 3333-2020',
          color: '#ffffff',
          backgroundColor: '#0b3d5c',
          hideProviderContacts: true,
        },
        headerItems: [
          { label: 'Quem somos', url: 'https://atlantica.exemplo.com.br/quem-somos' },
          { label: 'Fale conosco', url: 'https://atlantica.exemplo.com.br/contato' },
        ],
        storeColor: '#0b5d8c',
        goBackLink: 'https://atlantica.exemplo.com.br/consultores',
        orderConfirmedLogo: { src: wlLogo, height: 40, width: 160 },
        tosId: DEMO.terms.v2,
        metadata: [
          { key: 'analyticsId', value: 'G-ATL2026' },
          { key: 'supportHours', value: 'Segunda a sexta, das 9h às 18h' },
        ],
      },
    ])
    .onConflictDoNothing();
}

/**
 * The reference lists every database needs, demo or not: states and cities, contact types,
 * occupations and bank lists (sign-ups and profiles point at them). Idempotent.
 */
export async function seedReference(db: Db): Promise<void> {
  await db
    .insert(t.states)
    .values(STATES.map(({ id, slug, name }) => ({ id, slug, name })))
    .onConflictDoNothing();
  let cityId = 1;
  const cityRows = STATES.flatMap((state) =>
    state.cities.map((name) => ({ id: cityId++, stateId: state.id, name })),
  );
  await db.insert(t.cities).values(cityRows).onConflictDoNothing();
  await db
    .insert(t.contactTypes)
    .values([
      { id: 1, name: 'WhatsApp' },
      { id: 2, name: 'Facebook' },
      { id: 3, name: 'Instagram' },
      { id: 4, name: 'LinkedIn' },
    ])
    .onConflictDoNothing();
  await db
    .insert(t.occupations)
    .values(OCCUPATIONS.map((description, i) => ({ simId: 101 + i, description })))
    .onConflictDoNothing();
  let itemId = 1;
  const listRows = Object.entries(BANK_LISTS).flatMap(([kind, items]) =>
    items.map(([code, name], position) => ({ id: itemId++, kind, code, name, position })),
  );
  await db.insert(t.bankListItems).values(listRows).onConflictDoNothing();
  await syncSequences(db, ['cities', 'bank_list_items']);
}

/** Related products: the next three of the same family, after the product's own id and wrapping around. */
function relatedProducts(all: readonly { id: number; group: number }[]) {
  const byGroup = new Map<number, number[]>();
  for (const p of all) byGroup.set(p.group, [...(byGroup.get(p.group) ?? []), p.id]);
  return all.flatMap((p) => {
    const ids = (byGroup.get(p.group) ?? []).filter((id) => id !== p.id);
    const start = Math.max(
      0,
      ids.findIndex((id) => id > p.id),
    );
    return [0, 1, 2]
      .map((k) => ids[(start + k) % Math.max(ids.length, 1)])
      .filter((id): id is number => id !== undefined)
      .map((relatedId, position) => ({ productId: p.id, relatedId, position }));
  });
}

async function seedCatalog(db: Db): Promise<void> {
  await db
    .insert(t.productGroups)
    .values(
      GROUPS.map((g, position) => ({
        id: g.id,
        name: g.name,
        slug: g.slug,
        icon: mediaUrl('groups', g.slug),
        subTitle: g.subTitle,
        comingSoon: 'comingSoon' in g ? g.comingSoon : false,
        position,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(t.institutions)
    .values(
      INSTITUTIONS.map(([slug, name], i) => ({
        id: i + 1,
        slug,
        name,
        icon: mediaUrl('institutions', slug),
      })),
    )
    .onConflictDoNothing();
  const all = [...NAMED_PRODUCTS, ...generatedProducts()];
  const categoryNames = [...new Set(all.map((p) => p.category))];
  await db
    .insert(t.categories)
    .values(categoryNames.map((name, i) => ({ id: i + 1, name })))
    .onConflictDoNothing();
  const institutionId = new Map(INSTITUTIONS.map(([slug], i) => [slug, i + 1]));
  const institutionName = new Map(INSTITUTIONS);
  const categoryId = new Map(categoryNames.map((name, i) => [name, i + 1]));
  await db
    .insert(t.products)
    .values(
      all.map((p, position) => {
        const texts = productTexts(p, institutionName.get(p.brand) ?? p.brand);
        const color = PALETTE[p.id % PALETTE.length] ?? '#1d4ed8';
        return {
          id: p.id,
          title: p.title,
          subTitle: texts.subTitle,
          description: texts.description,
          about: texts.about,
          groupId: p.group,
          institutionId: institutionId.get(p.brand) ?? 1,
          categoryId: categoryId.get(p.category) ?? 1,
          isPj: p.isPj ?? false,
          productType: p.type,
          productColor: color,
          bannerColor: color,
          cardTitle: texts.cardTitle,
          productImage: mediaUrl('products', productImageName(GROUP_SLUG.get(p.group) ?? '', color)),
          extraFields: texts.extraFields,
          corban: p.corban ?? 0,
          redirectId: p.redirectId ?? null,
          partnerUrl:
            p.type === 'REDIRECT' || p.type === 'APP' ? `/sandbox/partner/${p.brand}/${p.id}` : null,
          position,
        };
      }),
    )
    .onConflictDoNothing();
  await db.insert(t.productRelations).values(relatedProducts(all)).onConflictDoNothing();
}

async function seedContent(db: Db): Promise<void> {
  const banners = [
    ...GENERAL_BANNERS.map((b) => ({ ...b, storeSlug: null })),
    ...STORE_BANNERS.map((b) => ({ ...b, storeSlug: DEMO.logins.ana.slug })),
  ].map((b, i) => ({ id: i + 1, position: i, ...b }));
  await db.insert(t.carouselImages).values(banners).onConflictDoNothing();
  await db
    .insert(t.partners)
    .values(
      PARTNER_LOGOS.map((p, i) => ({
        id: i + 1,
        position: i,
        name: p.name,
        image: p.image,
        companyId: p.companyId ?? null,
      })),
    )
    .onConflictDoNothing();
  await db.insert(t.consortiumLetters).values(consortiumLetters()).onConflictDoNothing();
}

/** Every person the seed stores: the bankers and their customers. */
const EVERYONE = [...BANKERS, ...CUSTOMERS];

/** The people not stored yet (ids up to 3000 are the seed's), with their CPF documents. */
async function seedPersons(db: Db, now: Date): Promise<void> {
  const existing = new Set(
    (await db.select({ id: t.persons.id }).from(t.persons).where(sql`${t.persons.id} <= 3000`)).map(
      (r) => r.id,
    ),
  );
  const rows = [];
  for (const p of EVERYONE) {
    if (existing.has(p.id)) continue;
    rows.push({
      id: p.id,
      email: p.email,
      fullName: p.fullName,
      nickname: p.nickname ?? null,
      slug: p.slug ?? null,
      personType: p.personType,
      principalContact: p.principalContact,
      photo:
        p.personType === 1 ? null : mediaUrl('people', p.email.split('@')[0]?.replace('.', '-') ?? 'pessoa'),
      birthday: p.birthday,
      companyId: p.companyId ?? null,
      passwordHash: p.password ? await hashPassword(p.password) : null,
      lastLogin: p.password ? new Date(now.getTime() - 2 * DAY) : null,
      createdAt: new Date(now.getTime() - p.createdDaysAgo * DAY),
      // The demo people own their e-mails.
      emailVerifiedAt: new Date(now.getTime() - p.createdDaysAgo * DAY),
    });
  }
  if (rows.length > 0) await db.insert(t.persons).values(rows).onConflictDoNothing();

  const documents = EVERYONE.filter((p) => p.cpfBase).map((p) => ({
    personId: p.id,
    type: 'CPF',
    value: cpfFrom(p.cpfBase ?? ''),
  }));
  await db.insert(t.documents).values(documents).onConflictDoNothing();
}

/** Bankers' profile contacts and each customer's principal contact. */
async function seedContacts(db: Db): Promise<void> {
  const contacts = [
    ...PROFILES.flatMap((profile) =>
      profile.contacts.map(([contactTypeId, value]) => ({
        personId: profile.personId,
        contactTypeId,
        value,
      })),
    ),
    ...CUSTOMERS.map((p) => ({ personId: p.id, contactTypeId: 1, value: p.principalContact })),
  ];
  await db.insert(t.contacts).values(contacts).onConflictDoNothing();
}

/** One address for each person with a city, in that city. */
async function seedAddresses(db: Db): Promise<void> {
  const cities = await db
    .select({ id: t.cities.id, name: t.cities.name, stateId: t.cities.stateId, uf: t.states.slug })
    .from(t.cities)
    .innerJoin(t.states, sql`${t.states.id} = ${t.cities.stateId}`);
  const addresses = EVERYONE.flatMap((p) => {
    const city = p.city && cities.find((c) => c.uf === p.city?.[0] && c.name === p.city?.[1]);
    return city
      ? [
          {
            personId: p.id,
            cityId: city.id,
            stateId: city.stateId,
            zipCode: '90010000',
            street: 'Rua dos Andradas',
            number: '1000',
            neighborhood: 'Centro',
          },
        ]
      : [];
  });
  await db.insert(t.addresses).values(addresses).onConflictDoNothing();
}

/** The bankers' profiles and their stores (one of them paused). */
async function seedBankerStores(db: Db): Promise<void> {
  await db
    .insert(t.bankerProfiles)
    .values(
      PROFILES.map((p) => ({
        personId: p.personId,
        pbSince: p.pbSince,
        career: p.career,
        careerDeprecated: p.careerDeprecated ?? null,
        certificates: p.certificates,
        bio: p.bio,
        whyFranq: p.whyFranq,
        assistantId: p.assistantId ?? null,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(t.stores)
    .values([
      {
        personId: DEMO.bankers.ana,
        homeTitle: 'Seu banco, do seu jeito',
        shareQuery: 'utm_source=compartilhar',
      },
      {
        personId: DEMO.bankers.carlos,
        homeTitle: 'Consultoria financeira sob medida',
        aboutComponent: true,
        loginSectionDark: true,
      },
      { personId: DEMO.bankers.paused, disabled: true },
    ])
    .onConflictDoNothing();
}

/** The bankers' leads and which customers authorise their banker to read their data. */
async function seedLeads(db: Db, now: Date): Promise<void> {
  const leadRows = [
    ...[...DEMO.customers, ...DEMO.leads].map((customerId, i) => ({
      bankerId: DEMO.bankers.ana,
      customerId,
      createdAt: new Date(now.getTime() - (175 - i * 11) * DAY),
    })),
    ...DEMO.customersOfCarlos.map((customerId, i) => ({
      bankerId: DEMO.bankers.carlos,
      customerId,
      createdAt: new Date(now.getTime() - (60 - i * 10) * DAY),
    })),
  ];
  await db.insert(t.leads).values(leadRows).onConflictDoNothing();
  await db
    .insert(t.authorizationInfo)
    .values([
      { personId: DEMO.customers[1], bankerId: DEMO.bankers.ana, authorized: true },
      { personId: DEMO.customers[2], bankerId: DEMO.bankers.ana, authorized: false },
    ])
    .onConflictDoNothing();
}

async function seedPeople(db: Db, now: Date): Promise<void> {
  await seedPersons(db, now);
  await seedContacts(db);
  await seedAddresses(db);
  await seedBankerStores(db);
  await seedLeads(db, now);
}

/** Moves identity sequences past the fixed ids the seed used. */
/** Moves the id sequences past the rows written with explicit ids. */
async function syncSequences(db: Db, tables: readonly string[] = SEEDED_TABLES): Promise<void> {
  for (const table of tables) {
    await db.execute(
      sql.raw(
        `SELECT setval(pg_get_serial_sequence('${table}', 'id'), GREATEST((SELECT COALESCE(MAX(id), 0) FROM ${table}), 1))`,
      ),
    );
  }
}

const SEEDED_TABLES = [
  'terms_of_service',
  'companies',
  'cities',
  'categories',
  'institutions',
  'carousel_images',
  'partners',
  'consortium_letters',
  'bank_list_items',
  'persons',
  'documents',
  'contacts',
  'leads',
];

/** Seeds the demo data; safe to run on every start (existing rows are kept). */
export async function seedDatabase(db: Db, now = new Date()): Promise<void> {
  await seedCompanies(db);
  await seedReference(db);
  await seedCatalog(db);
  await seedContent(db);
  await seedPeople(db, now);
  await syncSequences(db);
  await seedOrders(db);
}

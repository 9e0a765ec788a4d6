import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, identityId, instant, jsonOf, updatedAt } from './columns.ts';
import { companies } from './companies.ts';
import { cities, states } from './geo.ts';

export const persons = pgTable(
  'persons',
  {
    id: identityId(),
    /** Always stored lowercased. */
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    nickname: text('nickname'),
    /** Store slug of a banker. */
    slug: text('slug'),
    personType: smallint('person_type').notNull().default(1),
    principalContact: text('principal_contact'),
    photo: text('photo'),
    birthday: date('birthday', { mode: 'string' }),
    companyId: integer('company_id').references(() => companies.id),
    /** scrypt$N$r$p$salt$hash, or null while no password was set. */
    passwordHash: text('password_hash'),
    lastLogin: instant('last_login'),
    /** When a code mailed to `email` came back: until then a lead or sign-up may be anyone's. */
    emailVerifiedAt: instant('email_verified_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('persons_email_idx').on(t.email),
    uniqueIndex('persons_slug_idx').on(t.slug).where(sql`${t.slug} is not null`),
    index('persons_company_idx').on(t.companyId),
  ],
);

/** A person's key in another table: the row goes when the person goes. */
export const personRef = (name: string) =>
  integer(name).references(() => persons.id, { onDelete: 'cascade' });

/** Identity documents; CPF is stored as 11 digits. */
export const documents = pgTable(
  'documents',
  {
    id: identityId(),
    personId: personRef('person_id').notNull(),
    type: varchar('type', { length: 8 }).notNull(),
    value: text('value').notNull(),
  },
  (t) => [
    uniqueIndex('documents_type_value_idx').on(t.type, t.value),
    uniqueIndex('documents_person_type_idx').on(t.personId, t.type),
  ],
);

/** Contact types: 1 WhatsApp, 2 Facebook, 3 Instagram, 4 LinkedIn. */
export const contactTypes = pgTable('contact_types', {
  id: smallint('id').primaryKey(),
  name: text('name').notNull(),
});

export const contacts = pgTable(
  'contacts',
  {
    id: identityId(),
    personId: personRef('person_id').notNull(),
    contactTypeId: smallint('contact_type_id')
      .notNull()
      .references(() => contactTypes.id),
    value: text('value').notNull(),
  },
  (t) => [uniqueIndex('contacts_person_type_idx').on(t.personId, t.contactTypeId)],
);

export const addresses = pgTable('addresses', {
  personId: personRef('person_id').primaryKey(),
  zipCode: varchar('zip_code', { length: 8 }),
  street: text('street'),
  number: text('number'),
  complement: text('complement'),
  neighborhood: text('neighborhood'),
  cityId: integer('city_id').references(() => cities.id),
  stateId: integer('state_id').references(() => states.id),
  updatedAt: updatedAt(),
});

export type CareerEntry = { company: string; roles: string[] };

/** What a banker shows on the profile page. */
export const bankerProfiles = pgTable('banker_profiles', {
  personId: personRef('person_id').primaryKey(),
  pbSince: date('pb_since', { mode: 'string' }),
  career: jsonOf<CareerEntry[]>('career').notNull().default([]),
  careerDeprecated: text('career_deprecated'),
  certificates: jsonOf<string[]>('certificates').notNull().default([]),
  bio: text('bio'),
  whyFranq: text('why_franq'),
  /** The assistant who serves this banker's customers. */
  assistantId: integer('assistant_id').references(() => persons.id),
});

/** Marketplace settings of a banker's store. */
export const stores = pgTable('stores', {
  personId: personRef('person_id').primaryKey(),
  disabled: boolean('disabled').notNull().default(false),
  showProductList: boolean('show_product_list').notNull().default(true),
  showSeeProductsButton: boolean('show_see_products_button').notNull().default(true),
  showFooterInfos: boolean('show_footer_infos').notNull().default(true),
  aboutComponent: boolean('about_component').notNull().default(true),
  loginSectionDark: boolean('login_section_dark').notNull().default(false),
  homeTitle: text('home_title'),
  shareQuery: text('share_query'),
  translatedProductFamilies: jsonOf<Record<string, string>>('translated_product_families'),
  customStyling: jsonOf<Record<string, string>>('custom_styling'),
});

/** A customer who reached a banker's store. */
export const leads = pgTable(
  'leads',
  {
    id: identityId(),
    bankerId: personRef('banker_id').notNull(),
    customerId: personRef('customer_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('leads_banker_customer_idx').on(t.bankerId, t.customerId),
    index('leads_customer_idx').on(t.customerId),
  ],
);

/** Whether a customer lets a banker fill in requests for them. */
export const authorizationInfo = pgTable(
  'authorization_info',
  {
    personId: personRef('person_id').notNull(),
    bankerId: personRef('banker_id').notNull(),
    authorized: boolean('authorized').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.personId, t.bankerId] })],
);

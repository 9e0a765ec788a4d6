import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { cities, states } from './geo.ts';

/** Person types: 0 banker, 1 customer; other values are staff kinds. */
export const PERSON_TYPE = { banker: 0, customer: 1 } as const;

export const persons = pgTable(
  'persons',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
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
    lastLogin: timestamp('last_login', { withTimezone: true }),
    /** When a code mailed to `email` came back: until then a lead or sign-up may be anyone's. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('persons_email_idx').on(t.email),
    uniqueIndex('persons_slug_idx').on(t.slug).where(sql`${t.slug} is not null`),
    index('persons_company_idx').on(t.companyId),
  ],
);

/** Identity documents; CPF is stored as 11 digits. */
export const documents = pgTable(
  'documents',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
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
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    contactTypeId: smallint('contact_type_id')
      .notNull()
      .references(() => contactTypes.id),
    value: text('value').notNull(),
  },
  (t) => [uniqueIndex('contacts_person_type_idx').on(t.personId, t.contactTypeId)],
);

export const addresses = pgTable('addresses', {
  personId: integer('person_id')
    .primaryKey()
    .references(() => persons.id, { onDelete: 'cascade' }),
  zipCode: varchar('zip_code', { length: 8 }),
  street: text('street'),
  number: text('number'),
  complement: text('complement'),
  neighborhood: text('neighborhood'),
  cityId: integer('city_id').references(() => cities.id),
  stateId: integer('state_id').references(() => states.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type CareerEntry = { company: string; roles: string[] };

/** What a banker shows on the profile page. */
export const bankerProfiles = pgTable('banker_profiles', {
  personId: integer('person_id')
    .primaryKey()
    .references(() => persons.id, { onDelete: 'cascade' }),
  pbSince: date('pb_since', { mode: 'string' }),
  career: jsonb('career').$type<CareerEntry[]>().notNull().default([]),
  careerDeprecated: text('career_deprecated'),
  certificates: jsonb('certificates').$type<string[]>().notNull().default([]),
  bio: text('bio'),
  whyFranq: text('why_franq'),
  /** The assistant who serves this banker's customers. */
  assistantId: integer('assistant_id').references(() => persons.id),
});

/** Marketplace settings of a banker's store. */
export const stores = pgTable('stores', {
  personId: integer('person_id')
    .primaryKey()
    .references(() => persons.id, { onDelete: 'cascade' }),
  disabled: boolean('disabled').notNull().default(false),
  showProductList: boolean('show_product_list').notNull().default(true),
  showSeeProductsButton: boolean('show_see_products_button').notNull().default(true),
  showFooterInfos: boolean('show_footer_infos').notNull().default(true),
  aboutComponent: boolean('about_component').notNull().default(true),
  loginSectionDark: boolean('login_section_dark').notNull().default(false),
  homeTitle: text('home_title'),
  shareQuery: text('share_query'),
  translatedProductFamilies: jsonb('translated_product_families').$type<Record<string, string>>(),
  customStyling: jsonb('custom_styling').$type<Record<string, string>>(),
});

/** A customer who reached a banker's store. */
export const leads = pgTable(
  'leads',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    bankerId: integer('banker_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    bankerId: integer('banker_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    authorized: boolean('authorized').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.personId, t.bankerId] })],
);

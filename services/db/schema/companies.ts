import { boolean, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { FooterDisclaimer } from '../../../src/domain/browse-white-label.ts';

export type HeaderItem = { label: string; url: string };
export type MetadataPair = { key: string; value: string };
export type ImageRef = { src: string; height: number; width: number };

/** Terms of service, addressed by id and by version. */
export const termsOfService = pgTable('terms_of_service', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  version: varchar('version', { length: 32 }).notNull().unique(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A company bankers belong to; white-label companies override the storefront chrome. */
export const companies = pgTable('companies', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  plan: varchar('plan', { length: 8 }).notNull().default('lite'),
  whitelabel: boolean('whitelabel').notNull().default(false),
  logo: text('logo'),
  favicon: text('favicon'),
  storeUrl: text('store_url'),
  occupation: text('occupation'),
  occupationPlural: text('occupation_plural'),
  footerDisclaimer: jsonb('footer_disclaimer').$type<FooterDisclaimer>(),
  headerItems: jsonb('header_items').$type<HeaderItem[]>().notNull().default([]),
  storeColor: varchar('store_color', { length: 16 }),
  goBackLink: text('go_back_link'),
  orderConfirmedLogo: jsonb('order_confirmed_logo').$type<ImageRef>(),
  tosId: integer('tos_id').references(() => termsOfService.id),
  metadata: jsonb('metadata').$type<MetadataPair[]>().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

import { boolean, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import type { FooterDisclaimer } from '../../../src/core/brand/white-label.ts';
import { createdAt, identityId, jsonOf } from './columns.ts';

export type HeaderItem = { label: string; url: string };
export type MetadataPair = { key: string; value: string };
export type ImageRef = { src: string; height: number; width: number };

/** Terms of service, addressed by id and by version. */
export const termsOfService = pgTable('terms_of_service', {
  id: identityId(),
  version: varchar('version', { length: 32 }).notNull().unique(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  createdAt: createdAt(),
});

/** A company bankers belong to; white-label companies override the storefront chrome. */
export const companies = pgTable('companies', {
  id: identityId(),
  name: text('name').notNull(),
  plan: varchar('plan', { length: 8 }).notNull().default('lite'),
  whitelabel: boolean('whitelabel').notNull().default(false),
  logo: text('logo'),
  favicon: text('favicon'),
  storeUrl: text('store_url'),
  occupation: text('occupation'),
  occupationPlural: text('occupation_plural'),
  footerDisclaimer: jsonOf<FooterDisclaimer>('footer_disclaimer'),
  headerItems: jsonOf<HeaderItem[]>('header_items').notNull().default([]),
  storeColor: varchar('store_color', { length: 16 }),
  goBackLink: text('go_back_link'),
  orderConfirmedLogo: jsonOf<ImageRef>('order_confirmed_logo'),
  tosId: integer('tos_id').references(() => termsOfService.id),
  metadata: jsonOf<MetadataPair[]>('metadata').notNull().default([]),
  createdAt: createdAt(),
});

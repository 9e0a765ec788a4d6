import { integer, jsonb, smallint, timestamp } from 'drizzle-orm/pg-core';

/** The columns many tables share, each written once. The keys to other tables live beside them. */

/** A serial key the database numbers itself (a given value is kept, as the seed does). */
export const identityId = () => integer('id').primaryKey().generatedByDefaultAsIdentity();

/** A point in time, always with its time zone. */
export const instant = (name: string) => timestamp(name, { withTimezone: true });

export const createdAt = () => instant('created_at').notNull().defaultNow();

export const updatedAt = () => instant('updated_at').notNull().defaultNow();

/** Where a row stands in the list it is shown in, from 0. */
export const listPosition = () => smallint('position').notNull().default(0);

/** A JSON column of the given type; by default free-form fields kept as sent. */
export const jsonOf = <T = Record<string, unknown>>(name: string) => jsonb(name).$type<T>();

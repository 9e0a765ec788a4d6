import { integer, jsonb, timestamp } from 'drizzle-orm/pg-core';

/** The columns many tables share, each written once. The keys to other tables live beside them. */

/** A serial key the database numbers itself (a given value is kept, as the seed does). */
export const identityId = () => integer('id').primaryKey().generatedByDefaultAsIdentity();

/** A point in time, always with its time zone. */
export const instant = (name: string) => timestamp(name, { withTimezone: true });

export const createdAt = () => instant('created_at').notNull().defaultNow();

export const updatedAt = () => instant('updated_at').notNull().defaultNow();

/** A JSON column of the given type; by default free-form fields kept as sent. */
export const jsonOf = <T = Record<string, unknown>>(name: string) => jsonb(name).$type<T>();

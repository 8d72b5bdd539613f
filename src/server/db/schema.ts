/**
 * Every table, one file per feature under `schema/`: this file gathers them for the queries and for
 * drizzle-kit (`drizzle.config.ts`).
 */
export * from './schema/columns.ts';
export * from './schema/auth.ts';
export * from './schema/platform.ts';
export * from './schema/points.ts';
export * from './schema/address.ts';
export * from './schema/prizes.ts';
export * from './schema/content.ts';
export * from './schema/social.ts';
export * from './schema/catalogue.ts';
export * from './schema/reviews.ts';
export * from './schema/stores.ts';
export * from './schema/scan.ts';
export * from './schema/activities.ts';
export * from './schema/reels.ts';
export * from './schema/support.ts';
export * from './schema/privacy.ts';
export * from './schema/tiers.ts';

import { sql } from 'drizzle-orm';
import { timestamp } from 'drizzle-orm/pg-core';

/** A timestamp with its time zone, read as a Date. */
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const now = sql`now()`;

/** Text in the four languages (`en_US`, `ru_RU`, `ko_KR`, `zh_CN`); readers fall back to English. */
export type Localised = Partial<Record<'en_US' | 'ru_RU' | 'ko_KR' | 'zh_CN', string>>;

import { z } from 'zod';
import { LANGUAGES } from '../i18n.ts';
import { text } from './common.ts';

const localisedText = (max: number, multiline = false) =>
  text({ multiline })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(max, { error: 'validation.tooLong' });

/** A plain string (stored for every language) or a map by language that has at least English. */
export const localisedInput = (max: number, multiline = false) =>
  z.union([
    localisedText(max, multiline),
    z.strictObject({
      en_US: localisedText(max, multiline),
      ru_RU: localisedText(max, multiline).optional(),
      ko_KR: localisedText(max, multiline).optional(),
      zh_CN: localisedText(max, multiline).optional(),
    }),
  ]);
export const LocalisedSchema = z.partialRecord(z.enum(LANGUAGES), z.string());

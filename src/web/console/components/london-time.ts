import { TZDate } from '@date-fns/tz';
import dayjs, { type Dayjs } from 'dayjs';
import { ACTIVITY_TIME_ZONE } from '../../../shared/schemas/activities.ts';
import { LANGUAGE_TAGS, type Lang } from '../../../shared/i18n.ts';

/**
 * Activity times are set and shown in London time whatever the admin's own zone (spec §9): the
 * pickers hold London wall-clock times, which become instants only when sent.
 */
export function londonToIso(value: Dayjs): string {
  const london = new TZDate(
    value.year(),
    value.month(),
    value.date(),
    value.hour(),
    value.minute(),
    0,
    ACTIVITY_TIME_ZONE,
  );
  return new Date(london.getTime()).toISOString();
}

/** An instant as the London wall-clock time a picker shows. */
export function isoToLondon(iso: string): Dayjs {
  const z = new TZDate(iso, ACTIVITY_TIME_ZONE);
  return dayjs(new Date(z.getFullYear(), z.getMonth(), z.getDate(), z.getHours(), z.getMinutes()));
}

/** An instant written as London time in the admin's language. */
export function londonText(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(LANGUAGE_TAGS[lang], {
    timeZone: ACTIVITY_TIME_ZONE,
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));
}

import type { Dayjs } from 'dayjs';
import { LANGUAGES, type Lang } from '../../../shared/i18n.ts';
import type { ActivitySave, ActivityType, CostKind } from '../../../shared/schemas/activities.ts';
import { isoToLondon, londonToIso } from '../components/london-time.ts';

type Texts = Partial<Record<Lang, string>>;

export interface ActivityPrizeValues {
  name: string;
  /** The other languages of the name, kept as they were. */
  names?: Texts;
  stock: number;
  weight: number;
  prizeId?: string | null;
  imageUrl?: string | null;
}

export interface ActivityFormValues {
  type: ActivityType;
  title: Texts;
  description: Texts;
  coverUrl: string | null;
  startAt?: Dayjs;
  endAt?: Dayjs;
  cost: { kind: CostKind; amount: number };
  perMemberLimit: number | null;
  seats: number | null;
  checkInCode: string | null;
  prizes: ActivityPrizeValues[];
  noPrizeWeight: number;
}

/** The console's activity as the API keeps it (the fields the form needs). */
export interface ConsoleActivityData {
  type: ActivityType;
  titleText: Texts;
  descriptionText: Texts;
  coverUrl: string | null;
  startAt: string;
  endAt: string;
  cost: { kind: CostKind; amount: number };
  perMemberLimit: number | null;
  seats: number | null;
  checkInCode: string | null;
  prizes: Array<{
    name: Texts;
    stock: number;
    weight: number;
    prizeId: string | null;
    imageUrl: string | null;
  }>;
  noPrizeWeight: number;
}

const OTHER = LANGUAGES.filter((l) => l !== 'en_US');

const texts = (v: Texts | undefined): ActivitySave['title'] => {
  const out: Record<string, string> = { en_US: v?.en_US ?? '' };
  for (const l of OTHER) if (v?.[l]?.trim()) out[l] = v[l];
  return out as ActivitySave['title'];
};

/** The form's values as the body of `POST/PUT /api/console/activities`. */
export function activityBody(v: ActivityFormValues): unknown {
  const kind = v.cost?.kind ?? 'free';
  return {
    type: v.type,
    title: texts(v.title),
    ...(v.description?.en_US?.trim() ? { description: texts(v.description) } : {}),
    coverUrl: v.coverUrl ?? null,
    startAt: v.startAt ? londonToIso(v.startAt) : '',
    endAt: v.endAt ? londonToIso(v.endAt) : '',
    cost: { kind, amount: kind === 'free' ? 0 : (v.cost?.amount ?? 0) },
    perMemberLimit: v.perMemberLimit ?? null,
    seats: v.type === 'reservation' ? (v.seats ?? null) : null,
    checkInCode: v.type === 'offline' ? (v.checkInCode ?? null) : null,
    prizes: (v.prizes ?? []).map((p) => ({
      name: { ...(p.names ?? {}), en_US: p.name ?? '' },
      stock: p.stock ?? 0,
      weight: p.weight ?? 0,
      prizeId: p.prizeId ?? null,
      imageUrl: p.imageUrl ?? null,
    })),
    noPrizeWeight: v.noPrizeWeight ?? 0,
  };
}

/** A saved activity as the form's values (times as London wall-clock times). */
export function activityValues(a: ConsoleActivityData): ActivityFormValues {
  return {
    type: a.type,
    title: a.titleText,
    description: a.descriptionText,
    coverUrl: a.coverUrl,
    startAt: isoToLondon(a.startAt),
    endAt: isoToLondon(a.endAt),
    cost: a.cost,
    perMemberLimit: a.perMemberLimit,
    seats: a.seats,
    checkInCode: a.checkInCode,
    prizes: a.prizes.map((p) => ({
      name: p.name.en_US ?? Object.values(p.name)[0] ?? '',
      names: p.name,
      stock: p.stock,
      weight: p.weight,
      prizeId: p.prizeId,
      imageUrl: p.imageUrl,
    })),
    noPrizeWeight: a.noPrizeWeight,
  };
}

/** Each weight over the sum of all weights ("no prize" included), 0 when nothing weighs. */
export function oddsOf(weights: number[], noPrize: number): { each: number[]; none: number } {
  const total = weights.reduce((s, w) => s + (w || 0), noPrize || 0);
  return {
    each: weights.map((w) => (total > 0 ? (w || 0) / total : 0)),
    none: total > 0 ? (noPrize || 0) / total : 0,
  };
}

import { describe, expect, it } from 'vitest';
import type { OddsRow } from '../schemas/activities.ts';
import { hasFairDraw, termsOf, type TermsSource } from './terms.ts';

const row = (
  segment: number,
  name: string,
  prizeId: string | null,
  initialStock: number | null,
): OddsRow => ({
  segment,
  prizeId,
  name,
  imageUrl: null,
  weight: 1,
  odds: prizeId ? 1 : 0,
  stock: initialStock,
  initialStock,
});

const base: TermsSource = {
  type: 'raffle',
  odds: [row(0, 'Starter pod kit', '7', 3), row(1, 'Sticker pack', '8', 10), row(2, 'No prize', null, null)],
  entryCount: 42,
  endAt: '2026-12-01T18:00:00.000Z',
  seats: null,
  seatsLeft: null,
};

describe('activity terms', () => {
  it('a raffle or lottery: winners drawn out of the entries at the close, never a percentage', () => {
    for (const type of ['raffle', 'lottery'] as const) {
      expect(termsOf({ ...base, type })).toEqual({
        kind: 'winners',
        winners: 13,
        entries: 42,
        drawAt: '2026-12-01T18:00:00.000Z',
        prizes: [
          { segment: 0, prizeId: '7', name: 'Starter pod kit', winners: 3 },
          { segment: 1, prizeId: '8', name: 'Sticker pack', winners: 10 },
        ],
      });
    }
  });

  it('leaves out prizes that draw nobody', () => {
    const t = termsOf({ ...base, odds: [row(0, 'Kit', '7', 0), row(1, 'Cap', '9', 1)] });
    expect(t.kind === 'winners' && t.prizes.map((p) => p.name)).toEqual(['Cap']);
    expect(t.kind === 'winners' && t.winners).toBe(1);
  });

  it('a flash sale: seats left of all, no odds', () => {
    expect(termsOf({ ...base, type: 'reservation', seats: 50, seatsLeft: 12 })).toEqual({
      kind: 'seats',
      left: 12,
      total: 50,
    });
    expect(termsOf({ ...base, type: 'reservation' })).toEqual({ kind: 'none' });
  });

  it('wheels and scratch cards keep their odds; a check-in has no terms', () => {
    expect(termsOf({ ...base, type: 'turntable' })).toEqual({ kind: 'odds' });
    expect(termsOf({ ...base, type: 'scratch' })).toEqual({ kind: 'odds' });
    expect(termsOf({ ...base, type: 'offline' })).toEqual({ kind: 'none' });
  });

  it('shows the provably-fair box only where something is drawn', () => {
    expect(['turntable', 'scratch', 'raffle', 'lottery'].every((t) => hasFairDraw(t as never))).toBe(true);
    expect(hasFairDraw('reservation')).toBe(false);
    expect(hasFairDraw('offline')).toBe(false);
  });
});

import { sql } from 'drizzle-orm';
import type { ReportKind } from '../../shared/schemas/stats.ts';
import type { Db } from '../db/client.ts';

/** One row of `usage_events` (the table is partitioned by day, so it lives outside schema.ts). */
export interface UsageRow {
  day: string;
  kind: ReportKind;
  userId: string | null;
  path: string;
  detailId: string | null;
  client: string | null;
  durationMs: number | null;
  payload: Record<string, unknown>;
}

export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

const DAY_MS = 86_400_000;
export const dayOf = (t: number) => new Date(t).toISOString().slice(0, 10);

/**
 * Makes the partition of `day` (YYYY-MM-DD) unless it exists. Two instances may race to make it:
 * the loser's "already exists" is the answer it wanted.
 */
export async function ensurePartition(db: Db, day: string): Promise<void> {
  const next = dayOf(Date.parse(`${day}T00:00:00Z`) + DAY_MS);
  const name = `usage_events_${day.replaceAll('-', '')}`;
  try {
    await db.execute(
      sql.raw(
        `create table if not exists ${name} partition of usage_events for values from ('${day}') to ('${next}')`,
      ),
    );
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code !== '42P07' && code !== '23505') throw err;
  }
}

/** Appends rows in one statement: the batch travels as one JSON parameter. */
export async function insertRows(db: Db, rows: UsageRow[]): Promise<void> {
  if (rows.length === 0) return;
  const json = JSON.stringify(
    rows.map((r) => ({
      day: r.day,
      kind: r.kind,
      user_id: r.userId,
      path: r.path,
      detail_id: r.detailId,
      client: r.client,
      duration_ms: r.durationMs,
      payload: r.payload,
    })),
  );
  await db.execute(sql`
    insert into usage_events (day, kind, user_id, path, detail_id, client, duration_ms, payload)
    select day, kind, user_id, path, detail_id, client, duration_ms, payload
    from jsonb_to_recordset(${json}::jsonb) as x(day date, kind text, user_id bigint, path text,
      detail_id text, client text, duration_ms integer, payload jsonb)`);
}

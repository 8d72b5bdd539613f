import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';

/**
 * The id and human-readable number of a new report (`R`) or work order (`W`): the prefix, the UTC
 * date and the row's own sequence value, e.g. `R20261124-000042` (docs/decisions/070). The id is
 * taken first so the number is written with the row, and unique because the id is.
 */
export async function nextNumber(
  q: Db | Tx,
  table: 'reports' | 'work_orders',
  prefix: 'R' | 'W',
  now = new Date(),
): Promise<{ id: bigint; number: string }> {
  const [first] = await q
    .select({ id: sql<string>`nextval(pg_get_serial_sequence(${table}, 'id'))::text` })
    .from(sql`(values (1)) as one (x)`);
  if (!first) throw new Error(`no sequence value for ${table}`);
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  return { id: BigInt(first.id), number: `${prefix}${day}-${first.id.padStart(6, '0')}` };
}

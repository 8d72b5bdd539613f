import type { Tx } from '../db/client.ts';
import type { ActivityRow, EntryRow, Ledgers, Paid } from './activities.entries.ts';

/**
 * A reserved member enters the flash sale in its window (spec §4: reserved -> entered): their
 * reservation entry becomes `entered`, the cost is paid, and one unit of the sale's prize is taken
 * (conditional stock update; none left: nothing won). Called by `attend/{id}` for reservations.
 */
export function enterFlashSale(
  _tx: Tx,
  _ledgers: Ledgers,
  _a: ActivityRow,
  _userId: bigint,
): Promise<{ entry: EntryRow; paid: Paid; prizeId: bigint | null }> {
  throw new Error('not built yet');
}

import type { Db } from '../db/client.ts';
import type { Ledgers } from './activities.entries.ts';

/** Flash-sale reservations (seats never oversold) and offline check-ins with a store's 4-digit code. */
export class ReservationsService {
  constructor(
    protected readonly db: Db,
    protected readonly ledgers: Ledgers,
  ) {}
}

import {
  StoreSharedSchema,
  type StoreShared,
  type StoreShareParsed,
} from '../../../shared/schemas/stores.ts';
import { request } from '../../api/client.ts';

/** Shares (or rates) a store; the key makes a retry after a lost answer award points once. */
export const shareStore = (body: StoreShareParsed, idempotencyKey: string): Promise<StoreShared> =>
  request('POST', '/hibackend/store/evaluate/add', body as Record<string, unknown>, {
    schema: StoreSharedSchema,
    idempotencyKey,
  });

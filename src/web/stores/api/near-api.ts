import { queryOptions } from '@tanstack/react-query';
import { StoreListSchema, type StoreType } from '../../../shared/schemas/stores.ts';
import { request } from '../../api/client.ts';
import { coordinate } from '../distance.ts';
import type { Position } from '../position-store.ts';
import { STORES_KEY } from './stores-key.ts';

/** Where to look: around a position (distance-sorted within a radius) or in a named city. */
export type NearWhere = { position: Position; radiusKm: number } | { city: string };

export const nearQuery = (where: NearWhere | null, type: StoreType | null) =>
  queryOptions({
    queryKey: [...STORES_KEY, 'near', where, type],
    queryFn: () =>
      request(
        'GET',
        '/hibackend/store/near',
        {
          ...(where && 'position' in where
            ? {
                lat: coordinate(where.position.lat),
                lng: coordinate(where.position.lng),
                radiusKm: where.radiusKm,
              }
            : { city: where?.city }),
          type: type ?? undefined,
        },
        { schema: StoreListSchema },
      ),
    enabled: where !== null,
  });

/** The best three stores, near the position when there is one. */
export const top3Query = (position: Position | null) =>
  queryOptions({
    queryKey: [...STORES_KEY, 'top3', position],
    queryFn: () =>
      request(
        'GET',
        '/hibackend/store/top3',
        position ? { lat: coordinate(position.lat), lng: coordinate(position.lng) } : undefined,
        { schema: StoreListSchema },
      ),
  });

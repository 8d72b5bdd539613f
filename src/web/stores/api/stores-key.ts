/** Every stores query starts with this key, so one invalidation after a share or removal refreshes all. */
export const STORES_KEY = ['stores'] as const;

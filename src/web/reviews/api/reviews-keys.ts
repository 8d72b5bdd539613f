/** Every cached answer of the reviews feature starts with this key, so a write can refresh them all. */
export const REVIEWS_KEY = ['reviews'] as const;
export const CATALOGUE_KEY = ['catalogue'] as const;

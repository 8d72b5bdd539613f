/** Root of every people query: a follow, block or mute invalidates what hangs below it. */
export const PEOPLE_KEY = ['people'] as const;

/** Lists page in twenties; the server caps a page at 50. */
export const PEOPLE_PAGE_SIZE = 20;

/** Business constants of the product specification (§9), each defined once. */
export const MIN_AGE = 21;
export const DEFAULT_COUNTRY = 'GBR';
export const EMAIL_CODE_LENGTH = 6;
export const EMAIL_CODE_TTL_MS = 10 * 60 * 1000;
export const EMAIL_CODE_COOLDOWN_MS = 60 * 1000;
export const EMAIL_CODE_MAX_TRIES = 5;
/**
 * Codes sent per hour to one email address: from one network address (so that one stranger's
 * address cannot use up a member's codes), and from all addresses together (the guessing budget:
 * 18 codes of 5 tries, as many guesses an hour as before codes were bound to their client)
 * (docs/decisions/089-sign-in-codes-bound-to-their-client.md).
 */
export const EMAIL_CODES_PER_SOURCE = 4;
export const EMAIL_CODES_PER_EMAIL = 18;
export const EMAIL_CODE_WINDOW_MS = 60 * 60 * 1000;
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const NICKNAME_MAX = 20;
export const NAME_MAX = 50;
export const CAREER_MAX = 50;
export const PHONE_MAX = 20;
export const EMAIL_MAX = 254;
export const AVATAR_MAX_BYTES = 10 * 1024 * 1024;
export const PAGE_SIZE_MAX = 50;
export const BUILD_CHECK_MS = 3_600_000;
export const RELOAD_GUARD_MS = 10_000;
export const SIGNATURE_WINDOW_MS = 5 * 60 * 1000;

import type { MemberInfo, UserInfo } from '../../shared/schemas/auth.ts';
import { POLICY_VERSIONS, type PolicyKind } from '../../shared/schemas/privacy.ts';
import type { users } from '../db/schema.ts';

export type UserRow = typeof users.$inferSelect;

/**
 * The user's info as the API writes it; with a tier code, `getInfoByh5`'s answer. One builder, one
 * object literal: a spread of the info was measurably slower on that hot path. Without a tier code the
 * key holds `undefined`, which no answer writes (the serialiser writes the declared fields only).
 */
export function toUserInfo(u: UserRow): UserInfo;
export function toUserInfo(u: UserRow, tierCode: string): MemberInfo;
export function toUserInfo(u: UserRow, tierCode?: string): UserInfo | MemberInfo {
  return {
    userId: u.id.toString(),
    userName: u.userName,
    email: u.email,
    nickName: u.nickName,
    countryCode: u.countryCode,
    proof: u.proof,
    proofUrl: u.proofUrl,
    avatarUrl: u.avatarUrl,
    firstName: u.firstName,
    lastName: u.lastName,
    gender: u.gender,
    career: u.career,
    phone: u.phone,
    birthday: u.birthday,
    createdAt: u.createdAt.toISOString(),
    suspendedUntil:
      u.suspendedUntil && u.suspendedUntil.getTime() > Date.now() ? u.suspendedUntil.toISOString() : null,
    deletionScheduledAt: u.deletionScheduledAt?.toISOString() ?? null,
    consentsDue: consentsDue(u),
    tierCode,
  };
}

/** Policies whose current version this member has not accepted. */
export function consentsDue(u: Pick<UserRow, 'termsVersion' | 'privacyVersion'>): PolicyKind[] {
  const due: PolicyKind[] = [];
  if (u.termsVersion !== POLICY_VERSIONS.terms) due.push('terms');
  if (u.privacyVersion !== POLICY_VERSIONS.privacy) due.push('privacy');
  return due;
}

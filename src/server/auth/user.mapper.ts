import type { UserInfo } from '../../shared/schemas/auth.ts';
import { POLICY_VERSIONS, type PolicyKind } from '../../shared/schemas/privacy.ts';
import type { users } from '../db/schema.ts';

export type UserRow = typeof users.$inferSelect;

export function toUserInfo(u: UserRow): UserInfo {
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
  };
}

/** Policies whose current version this member has not accepted. */
export function consentsDue(u: Pick<UserRow, 'termsVersion' | 'privacyVersion'>): PolicyKind[] {
  const due: PolicyKind[] = [];
  if (u.termsVersion !== POLICY_VERSIONS.terms) due.push('terms');
  if (u.privacyVersion !== POLICY_VERSIONS.privacy) due.push('privacy');
  return due;
}

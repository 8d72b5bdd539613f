import type { UserInfo } from '../../shared/schemas/auth.ts';
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
  };
}

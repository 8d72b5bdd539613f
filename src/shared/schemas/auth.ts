import { z } from 'zod';
import { DEFAULT_COUNTRY, EMAIL_CODE_LENGTH, NICKNAME_MAX } from '../limits.ts';
import { EmailSchema, IsoDateSchema, mustAgree, text } from './common.ts';

export const CAPTCHA_SCENES = ['login', 'register', 'changeEmail', 'deleteAccount'] as const;
export type CaptchaScene = (typeof CAPTCHA_SCENES)[number];

export const CodeSchema = text()
  .trim()
  .regex(new RegExp(`^\\d{${EMAIL_CODE_LENGTH}}$`), { error: 'validation.code' });

export const NickNameSchema = text()
  .trim()
  .min(1, { error: 'validation.required' })
  .max(NICKNAME_MAX, { error: 'validation.tooLong' });

/** ISO 3166-1 alpha-3, upper case. */
export const CountryCodeSchema = text()
  .trim()
  .regex(/^[A-Za-z]{3}$/, { error: 'validation.country' })
  .transform((v) => v.toUpperCase());

export const MailCaptchaSendSchema = z.object({
  email: EmailSchema,
  scene: z.enum(CAPTCHA_SCENES, { error: 'validation.choice' }),
});
export type MailCaptchaSend = z.infer<typeof MailCaptchaSendSchema>;

export const MailCaptchaSentSchema = z.object({
  cooldownSeconds: z.number().int(),
  expiresInSeconds: z.number(),
});

export const EmailUniqueQuerySchema = z.object({ email: EmailSchema });
export const EmailUniqueSchema = z.object({ unique: z.boolean() });

export const UserRegisterSchema = z.object({
  email: EmailSchema,
  code: CodeSchema,
  birthday: IsoDateSchema,
  nickName: NickNameSchema.optional(),
  countryCode: CountryCodeSchema.default(DEFAULT_COUNTRY),
  agreeUser: mustAgree('auth.agreeRequired'),
  agreePrivacy: mustAgree('auth.agreeRequired'),
});
export type UserRegister = z.input<typeof UserRegisterSchema>;

export const UserLoginSchema = z.object({
  email: EmailSchema,
  code: CodeSchema,
  agreeLogin: mustAgree('auth.agreeLoginRequired'),
});
export type UserLogin = z.input<typeof UserLoginSchema>;

const TicketSchema = text().min(1, { error: 'validation.required' });

export const ExternalRegisterSchema = UserRegisterSchema.extend({
  ticket: TicketSchema,
  /** Needed only when `email` is not the address the provider confirmed (scene `register`). */
  code: CodeSchema.optional(),
});
export type ExternalRegister = z.input<typeof ExternalRegisterSchema>;

export const OauthExchangeSchema = z.object({ ticket: TicketSchema });

/** What `/auth/facebook?ticket=` is about to complete: a sign-in, or a registration that needs details. */
export const OauthTicketInfoSchema = z.object({
  provider: z.literal('facebook'),
  needsRegistration: z.boolean(),
  /** The address the provider confirmed; registering with another one needs an emailed code. */
  email: z.string().nullable(),
  name: z.string().nullable(),
});
export type OauthTicketInfo = z.infer<typeof OauthTicketInfoSchema>;

export const GENDERS = ['male', 'female', 'undisclosed'] as const;
export type Gender = (typeof GENDERS)[number];

export const UserInfoSchema = z.object({
  userId: z.string(),
  userName: z.string(),
  email: z.string(),
  nickName: z.string().nullable(),
  countryCode: z.string(),
  proof: z.boolean(),
  proofUrl: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  career: z.string().nullable(),
  phone: z.string().nullable(),
  birthday: z.string().nullable(),
  createdAt: z.string(),
  /** Suspended by the moderation queue until then (can read, cannot post); null when not. */
  suspendedUntil: z.string().nullable(),
  /** The account is erased at this time unless the member signs in again or cancels (issue 17). */
  deletionScheduledAt: z.string().nullable(),
  /** Policies whose current version the member has not accepted yet: asked again at this visit. */
  consentsDue: z.array(z.enum(['terms', 'privacy'])),
});
export type UserInfo = z.infer<typeof UserInfoSchema>;
/** `getInfoByh5`: the member's own info with their tier's code (issue 39). */
export const MemberInfoSchema = UserInfoSchema.extend({ tierCode: z.string() });
export type MemberInfo = z.infer<typeof MemberInfoSchema>;

export const SessionSchema = z.object({
  token: z.string(),
  /** Expiry as milliseconds since the epoch. */
  tokenExpires: z.number(),
  userInfo: UserInfoSchema,
  /** This sign-in cancelled a scheduled account deletion (the app says so in a banner). */
  deletionCancelled: z.boolean(),
});
export type Session = z.infer<typeof SessionSchema>;

export const HasLoginSchema = z.object({ login: z.boolean() });

import { z } from 'zod';
import { LANGUAGES } from '../i18n.ts';
import { CAREER_MAX, NAME_MAX, PHONE_MAX } from '../limits.ts';
import { CodeSchema, GENDERS, NickNameSchema } from './auth.ts';
import { EmailSchema, optionalText, text } from './common.ts';

export const NickNameUpdateSchema = z.object({ nickName: NickNameSchema });
export type NickNameUpdate = z.infer<typeof NickNameUpdateSchema>;

export const EmailUpdateSchema = z.object({ email: EmailSchema, code: CodeSchema });
export type EmailUpdate = z.input<typeof EmailUpdateSchema>;

export const ProfileUpdateSchema = z.object({
  firstName: optionalText(NAME_MAX),
  lastName: optionalText(NAME_MAX),
  gender: z.enum(GENDERS, { error: 'validation.choice' }).nullable().optional(),
  career: optionalText(CAREER_MAX),
  phone: text()
    .trim()
    .max(PHONE_MAX, { error: 'validation.tooLong' })
    .refine((v) => v === '' || /^\+?[0-9 ()-]{5,20}$/.test(v), { error: 'validation.phone' })
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional(),
});
export type ProfileUpdate = z.input<typeof ProfileUpdateSchema>;

export const PROTOCOL_TYPES = ['user', 'privacy', 'login'] as const;
export type ProtocolType = (typeof PROTOCOL_TYPES)[number];

export const ProtocolQuerySchema = z.object({ type: z.enum(PROTOCOL_TYPES, { error: 'validation.choice' }) });
export const ProtocolSchema = z.object({
  type: z.enum(PROTOCOL_TYPES),
  title: z.string(),
  updatedAt: z.string(),
  /** Structured blocks, rendered as elements, never as HTML. */
  blocks: z.array(z.object({ kind: z.enum(['heading', 'paragraph']), text: z.string() })),
});
export type Protocol = z.infer<typeof ProtocolSchema>;

export const AvatarSchema = z.object({ avatarUrl: z.string() });

/** `GET user/setting`: the member's own settings (`backImg`: the profile background, or none). */
export const UserSettingSchema = z.object({
  /** The interface language last chosen while signed in; null until one is. */
  language: z.enum(LANGUAGES).nullable(),
  emailNotices: z.boolean(),
  backImg: z.string().nullable(),
});
export type UserSetting = z.infer<typeof UserSettingSchema>;

/** `POST user/setting`: the language and/or the email-notices switch. */
export const UserSettingUpdateSchema = z
  .object({
    language: z.enum(LANGUAGES, { error: 'validation.choice' }).optional(),
    emailNotices: z.boolean({ error: 'validation.invalid' }).optional(),
  })
  .refine((v) => v.language !== undefined || v.emailNotices !== undefined, {
    error: 'validation.required',
    path: ['language'],
  });
export type UserSettingUpdate = z.infer<typeof UserSettingUpdateSchema>;

export const BackImgSchema = z.object({ backImg: z.string().nullable() });

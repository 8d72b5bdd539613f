import { queryOptions } from '@tanstack/react-query';
import type { Lang } from '../../../shared/i18n.ts';
import { UserInfoSchema, type UserInfo } from '../../../shared/schemas/auth.ts';
import {
  AvatarSchema,
  BackImgSchema,
  ProtocolSchema,
  UserSettingSchema,
  type UserSettingUpdate,
  type ProfileUpdate,
  type ProtocolType,
} from '../../../shared/schemas/profile.ts';
import { InfoChecklistSchema, ThirdInfoSchema } from '../../../shared/schemas/support.ts';
import { request } from '../../api/client.ts';

export const userInfoQuery = (token: string) =>
  queryOptions({
    queryKey: ['userInfo', token],
    queryFn: () => request('GET', '/getInfoByh5', undefined, { schema: UserInfoSchema }),
    enabled: token !== '',
  });

export const protocolQuery = (type: ProtocolType, lang: Lang) =>
  queryOptions({
    queryKey: ['protocol', type, lang],
    queryFn: () => request('GET', '/hibackend/user/protocol/view', { type }, { schema: ProtocolSchema }),
    staleTime: 10 * 60_000,
  });

const SETTING = '/hibackend/user/setting';

export const updateNickName = (nickName: string): Promise<UserInfo> =>
  request('POST', `${SETTING}/updateNickName`, { nickName }, { schema: UserInfoSchema });

export const updateEmail = (email: string, code: string): Promise<UserInfo> =>
  request('POST', `${SETTING}/updateEmail`, { email, code }, { schema: UserInfoSchema });

export const updateUserProfile = (body: ProfileUpdate): Promise<UserInfo> =>
  request('POST', `${SETTING}/updateUserProfile`, body as Record<string, unknown>, {
    schema: UserInfoSchema,
  });

export const uploadAvatar = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return request('POST', `${SETTING}/avatar`, form, { schema: AvatarSchema });
};

/** The member's own settings: language, email notices, profile background. */
export const USER_SETTING_KEY = ['account', 'setting'] as const;
export const userSettingQuery = (token: string) =>
  queryOptions({
    queryKey: [...USER_SETTING_KEY, token],
    queryFn: () => request('GET', SETTING, undefined, { schema: UserSettingSchema }),
    enabled: token !== '',
  });

export const saveUserSetting = (body: UserSettingUpdate) =>
  request('POST', SETTING, body, { schema: UserSettingSchema });

export const uploadBackImg = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return request('POST', `${SETTING}/updateBackImg`, form, { schema: BackImgSchema });
};

export const removeBackImg = () =>
  request('DELETE', `${SETTING}/backImg`, undefined, { schema: BackImgSchema });

/** `/setting/thirdInfo`: linked sign-in accounts. */
export const thirdInfoQuery = (token: string) =>
  queryOptions({
    queryKey: ['account', 'thirdInfo', token],
    queryFn: () => request('GET', `${SETTING}/thirdInfo`, undefined, { schema: ThirdInfoSchema }),
    enabled: token !== '',
  });

export const unlinkAccount = (provider: 'facebook') =>
  request('DELETE', `${SETTING}/thirdInfo/${provider}`, undefined, { schema: ThirdInfoSchema });

/** `/setting/infoChecklist`: the personal data we hold, per category. */
export const infoChecklistQuery = (token: string) =>
  queryOptions({
    queryKey: ['account', 'infoChecklist', token],
    queryFn: () => request('GET', `${SETTING}/infoChecklist`, undefined, { schema: InfoChecklistSchema }),
    enabled: token !== '',
  });

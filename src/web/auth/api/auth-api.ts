import {
  EmailUniqueSchema,
  MailCaptchaSentSchema,
  OauthTicketInfoSchema,
  SessionSchema,
  type CaptchaScene,
  type Session,
} from '../../../shared/schemas/auth.ts';
import type { OauthProviders } from '../../../shared/schemas/guide.ts';
import { request } from '../../api/client.ts';

export const sendMailCaptcha = (email: string, scene: CaptchaScene) =>
  request('POST', '/sendMailCaptcha', { email, scene }, { schema: MailCaptchaSentSchema });

export const checkEmailUnique = (email: string) =>
  request('GET', '/auth/checkEmailUnique', { email }, { schema: EmailUniqueSchema });

export const h5Login = (body: { email: string; code: string; agreeLogin: true }): Promise<Session> =>
  request('POST', '/auth/h5Login', body, { schema: SessionSchema });

export const h5Register = (body: Record<string, unknown>): Promise<Session> =>
  request('POST', '/auth/h5Register', body, { schema: SessionSchema });

export const externalRegister = (body: Record<string, unknown>): Promise<Session> =>
  request('POST', '/auth/externalRegister', body, { schema: SessionSchema });

export const oauthTicket = (ticket: string) =>
  request('GET', '/auth/oauth/ticket', { ticket }, { schema: OauthTicketInfoSchema });

export const oauthExchange = (ticket: string): Promise<Session> =>
  request('POST', '/auth/oauth/exchange', { ticket }, { schema: SessionSchema });

export const logout = () => request('POST', '/auth/logout', undefined, { quiet401: true });

/** Which sign-in providers the server offers (the login page shows only those). */
export const oauthProvidersQuery = {
  queryKey: ['auth', 'oauth-providers'],
  queryFn: () => request<OauthProviders>('GET', '/auth/oauth/providers'),
  staleTime: Infinity,
};

import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { MailCaptchaSentSchema } from '../../../shared/schemas/auth.ts';
import {
  ConsentRecordSchema,
  DeletionScheduledSchema,
  ExportLinkSchema,
  ExportStartedSchema,
  LatestExportSchema,
  RevokedSchema,
  UserSessionListSchema,
  type ConsentChange,
} from '../../../shared/schemas/privacy.ts';
import { fetchFile, saveFile } from '../../api/files.ts';
import { request } from '../../api/client.ts';

const USER = '/hibackend/user';
const PRIVACY = `${USER}/privacy`;

export const sessionsQuery = (token: string) =>
  queryOptions({
    queryKey: ['privacy', 'sessions', token],
    queryFn: () => request('GET', `${USER}/sessions`, undefined, { schema: UserSessionListSchema }),
  });
export const endSession = (id: string) =>
  request('DELETE', `${USER}/sessions/${id}`, undefined, { schema: z.null() });
export const endOtherSessions = () =>
  request('POST', `${USER}/sessions/revokeOthers`, {}, { schema: RevokedSchema });

export const latestExportQuery = (token: string) =>
  queryOptions({
    queryKey: ['privacy', 'export', token],
    queryFn: () => request('GET', `${PRIVACY}/export`, undefined, { schema: LatestExportSchema }),
    // While an archive is being made, look again every 2 s.
    refetchInterval: (q) => {
      const status = q.state.data?.latest?.status;
      return status === 'queued' || status === 'running' ? 2000 : false;
    },
  });
export const startExport = () => request('POST', `${PRIVACY}/export`, {}, { schema: ExportStartedSchema });

/**
 * Hands the archive to the browser as a download: where media live in a bucket, through the
 * short-lived link the API gives after the owner check (the bucket names the file); else fetched
 * with the session's headers.
 */
export async function downloadExport(url: string, name: string): Promise<void> {
  const path = url.replace(/^\/api/, '');
  const link = await request('GET', `${path}?as=link`, undefined, { schema: ExportLinkSchema });
  if (link.url) {
    const a = document.createElement('a');
    a.href = link.url;
    a.rel = 'noopener';
    document.body.append(a);
    a.click();
    a.remove();
    return;
  }
  const file = await fetchFile(path);
  saveFile({ blob: file.blob, name });
}

export const consentsQuery = (token: string) =>
  queryOptions({
    queryKey: ['privacy', 'consents', token],
    queryFn: () => request('GET', `${PRIVACY}/consents`, undefined, { schema: ConsentRecordSchema }),
  });
export const changeConsents = (change: ConsentChange) =>
  request('POST', `${PRIVACY}/consents`, change, { schema: ConsentRecordSchema });

export const sendDeletionCode = (email: string) =>
  request('POST', '/sendMailCaptcha', { email, scene: 'deleteAccount' }, { schema: MailCaptchaSentSchema });
export const scheduleDeletion = (code: string, keepContent: boolean) =>
  request('POST', `${PRIVACY}/delete`, { code, keepContent }, { schema: DeletionScheduledSchema });
export const cancelDeletion = () => request('POST', `${PRIVACY}/delete/cancel`, {}, { schema: z.null() });

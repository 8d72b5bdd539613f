import { queryOptions } from '@tanstack/react-query';
import { ConsoleMeSchema } from '../../../shared/schemas/console.ts';
import { request } from '../../api/client.ts';

/** `GET /api/console/me`: who is in (403 for members: the console then shows Not Found). */
export const consoleMeQuery = (token: string) =>
  queryOptions({
    queryKey: ['console', 'me', token],
    queryFn: () => request('GET', '/console/me', undefined, { schema: ConsoleMeSchema }),
    retry: false,
  });

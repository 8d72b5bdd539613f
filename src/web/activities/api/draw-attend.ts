import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { AttendResult } from '../../../shared/schemas/activities.ts';
import { ApiError } from '../../api/api-error.ts';
import { ACTIVITIES_KEY, attend } from './draw-api.ts';

export interface AttendState {
  pending: boolean;
  result: AttendResult | null;
  error: ApiError | null;
}

/**
 * One draw per press. The press's `Idempotency-Key` is kept until an answer arrives: if the answer
 * is lost (network), pressing again retries the same press and the server answers the same draw
 * instead of drawing twice. Any answer, outcome or refusal, ends the press.
 */
export function useAttend(activityId: string) {
  const queryClient = useQueryClient();
  const key = useRef<string | null>(null);
  const [state, setState] = useState<AttendState>({ pending: false, result: null, error: null });

  const run = useCallback(async (): Promise<AttendResult | null> => {
    key.current ??= crypto.randomUUID();
    setState({ pending: true, result: null, error: null });
    try {
      const result = await attend(activityId, key.current);
      key.current = null;
      setState({ pending: false, result, error: null });
      return result;
    } catch (err) {
      const error = err instanceof ApiError ? err : new ApiError(0, String(err));
      if (error.code !== 0) key.current = null;
      setState({ pending: false, result: null, error });
      return null;
    } finally {
      void queryClient.invalidateQueries({ queryKey: ACTIVITIES_KEY });
    }
  }, [activityId, queryClient]);

  const reset = useCallback(() => setState({ pending: false, result: null, error: null }), []);
  return { ...state, run, reset };
}

import { useQueryClient } from '@tanstack/react-query';
import type { UserInfo } from '../../shared/schemas/auth.ts';
import { useUserStore } from '../auth/user-store.ts';

/** Puts a fresh profile from a settings call into the store and the query cache. */
export function useSaved() {
  const queryClient = useQueryClient();
  return (info: UserInfo) => {
    useUserStore.getState().setUserInfo(info);
    queryClient.setQueryData(['userInfo', useUserStore.getState().token], info);
  };
}

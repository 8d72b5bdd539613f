import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useUserStore } from '../auth/user-store.ts';
import { userInfoQuery } from './api/profile-api.ts';

/** The signed-in user's profile: the stored copy at once, refreshed from the API. */
export function useProfile() {
  const token = useUserStore((s) => s.token);
  const stored = useUserStore((s) => s.userInfo);
  const setUserInfo = useUserStore((s) => s.setUserInfo);
  const query = useQuery(userInfoQuery(token));
  useEffect(() => {
    if (query.data) setUserInfo(query.data);
  }, [query.data, setUserInfo]);
  return { info: query.data ?? stored, loggedIn: token !== '', query };
}

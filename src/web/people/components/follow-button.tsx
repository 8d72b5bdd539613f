import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Followed } from '../../../shared/schemas/social.ts';
import { toast } from '../../app/toast.ts';
import { useUserStore } from '../../auth/user-store.ts';
import { CONTENT_KEY } from '../../content/api/categories-api.ts';
import { useMsg, useT } from '../../i18n/i18n.ts';
import { saveFollow } from '../api/follow-api.ts';
import { MEMBER_KEY } from '../api/member-api.ts';
import { FollowToggle } from './follow-toggle.tsx';

interface Props {
  userId: string;
  /** I follow them (as the page last loaded it). */
  followed: boolean;
  /** They follow me: an unfollowed button reads "Follow back". */
  followsMe?: boolean;
  /** Their name, for the unfollow question. */
  name?: string;
  onChange?: (result: Followed) => void;
  /** `large` for a member's page header; rows use the compact default. */
  size?: 'compact' | 'large';
}

/**
 * Follow / Following toggle for a member (spec §4): unfollowing asks first, visitors are asked to
 * sign in, and it renders nothing on my own entries.
 */
export function FollowButton({ userId, followed, followsMe, name, onChange, size = 'compact' }: Props) {
  const t = useT();
  const msg = useMsg();
  const queryClient = useQueryClient();
  const me = useUserStore((s) => s.userInfo.userId);
  const loggedIn = useUserStore((s) => s.token !== '');
  const [on, setOn] = useState(followed);
  // A new answer from the page (a refetch, another member) replaces the local state.
  const [seen, setSeen] = useState(followed);
  if (seen !== followed) {
    setSeen(followed);
    setOn(followed);
  }

  if (loggedIn && me === userId) return null;

  async function save(follow: boolean) {
    const result = await saveFollow(userId, follow);
    setOn(result.following);
    void toast(msg(result.following ? 'social.followed' : 'social.unfollowed'), 'success');
    onChange?.(result);
    // Counters on member pages and the follow flag on article pages.
    void queryClient.invalidateQueries({ queryKey: MEMBER_KEY });
    void queryClient.invalidateQueries({ queryKey: [...CONTENT_KEY, 'detail'] });
  }

  const label = on ? t('people.followingState') : followsMe ? t('people.followBack') : t('people.follow');
  return (
    <FollowToggle
      on={on}
      label={label}
      unfollowText={name ? t('people.unfollowText', { name }) : t('people.unfollowTextPlain')}
      save={save}
      size={size}
      testId="follow-button"
      dialogTestId="unfollow-dialog"
    />
  );
}

import { useQuery } from '@tanstack/react-query';
import {
  ClockCircleOutline,
  HeartOutline,
  MessageOutline,
  StarOutline,
  TeamOutline,
  UserAddOutline,
} from 'antd-mobile-icons';
import { LANGUAGE_TAGS } from '../../../shared/i18n.ts';
import { openLoginDialog } from '../../auth/login-dialog-store.ts';
import { useUserStore } from '../../auth/user-store.ts';
import { formatCount } from '../../content/components/format.ts';
import { useT } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { MenuList, type MenuEntry } from '../../profile/components/menu-list.tsx';
import { memberStatsQuery } from '../api/member-api.ts';

/**
 * The "Community" block of `/my`: my people and my activity; visitors are asked to sign in. Drafts
 * stay in the account block above, where `/my` already lists them.
 */
export function MyPeopleMenu() {
  const t = useT();
  const lang = useLanguage((s) => s.language);
  const token = useUserStore((s) => s.token);
  const me = useUserStore((s) => s.userInfo.userId);
  const loggedIn = token !== '';
  // One cheap call gives both follow counts.
  const stats = useQuery({ ...memberStatsQuery(loggedIn ? me : '', token), retry: 1 });
  const count = (n: number | undefined, testId: string) =>
    n === undefined ? undefined : (
      <span className="vc-list__value" data-testid={testId}>
        {formatCount(n, LANGUAGE_TAGS[lang])}
      </span>
    );
  const guard = loggedIn ? {} : { onClick: openLoginDialog };
  const items: MenuEntry[] = [
    {
      to: '/friend',
      label: t('people.followers'),
      icon: <TeamOutline />,
      testId: 'menu-followers',
      extra: count(stats.data?.followerCount, 'my-followers'),
    },
    {
      to: '/follow',
      label: t('people.following'),
      icon: <UserAddOutline />,
      testId: 'menu-following',
      extra: count(stats.data?.followingCount, 'my-following'),
    },
    { to: '/my/comments', label: t('people.myComments'), icon: <MessageOutline />, testId: 'menu-comments' },
    { to: '/my/saved', label: t('people.saved'), icon: <StarOutline />, testId: 'menu-saved' },
    { to: '/my/likes', label: t('people.liked'), icon: <HeartOutline />, testId: 'menu-likes' },
    {
      to: '/footprint',
      label: t('people.footprint'),
      icon: <ClockCircleOutline />,
      testId: 'menu-footprint',
    },
  ];
  return (
    <div>
      <h2 className="vc-section-title">{t('people.community')}</h2>
      <MenuList items={items.map((i) => ({ ...i, ...guard }))} />
    </div>
  );
}

import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useSearchParams } from '../../app/routing.tsx';
import { useUserStore } from '../../auth/user-store.ts';
import { useT } from '../../i18n/i18n.ts';
import { followListQuery, type FollowListKind } from '../api/follow-api.ts';
import { memberStatsQuery } from '../api/member-api.ts';
import { PeopleList } from './people-list.tsx';

/** `/follow` and `/friend`: my following or followers, or another member's with `?userId=`. */
export function FollowListView({ kind }: { kind: FollowListKind }) {
  const t = useT();
  const token = useUserStore((s) => s.token);
  const me = useUserStore((s) => s.userInfo.userId);
  const [params] = useSearchParams();
  const asked = params.get('userId') ?? '';
  const userId = asked && asked !== me ? asked : undefined;
  const list = useInfiniteQuery(followListQuery(kind, userId, token));
  // Whose list it is, when not mine: their name heads it.
  const owner = useQuery(memberStatsQuery(userId ?? '', token));
  const ownerName = owner.data?.user.nickName;
  const following = kind === 'friend';

  const empty = userId
    ? { title: t(following ? 'people.theyFollowNone' : 'people.theyHaveNoFans') }
    : following
      ? { title: t('people.followNone'), text: t('people.followNoneText') }
      : { title: t('people.noFans'), text: t('people.noFansText') };

  return (
    <div className="vc-stack vc-people-page">
      {userId && ownerName ? (
        <p className="vc-muted vc-people-intro">
          {t(following ? 'people.whomFollows' : 'people.whoFollows', { name: ownerName })}
        </p>
      ) : null}
      <PeopleList
        query={list}
        label={t(following ? 'people.following' : 'people.followers')}
        empty={empty}
        testId={following ? 'following-list' : 'followers-list'}
      />
    </div>
  );
}

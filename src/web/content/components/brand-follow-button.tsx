import { useQueryClient } from '@tanstack/react-query';
import type { BrandSpecialDetail } from '../../../shared/schemas/content.ts';
import { ACTIVITIES_KEY } from '../../activities/api/draw-api.ts';
import { toast } from '../../app/toast.ts';
import { useMsg, useT } from '../../i18n/i18n.ts';
import { FollowToggle } from '../../people/components/follow-toggle.tsx';
import { BRAND_FOLLOWS_KEY, saveBrandFollow } from '../api/brand-specials-api.ts';
import { CONTENT_KEY } from '../api/categories-api.ts';

/**
 * Follow / Following on a brand page (decision 104): the brand's activities join or leave
 * `/activity/vape`; visitors are asked to sign in and unfollowing asks first, as for members.
 */
export function BrandFollowButton({ id, name, followed }: { id: string; name: string; followed: boolean }) {
  const t = useT();
  const msg = useMsg();
  const queryClient = useQueryClient();
  const detailKey = [...CONTENT_KEY, 'brandSpecial', id];

  async function save(follow: boolean) {
    const result = await saveBrandFollow(id, follow);
    // The button and count change at once; the refetch below confirms them.
    queryClient.setQueriesData<BrandSpecialDetail>({ queryKey: detailKey }, (old) =>
      old ? { ...old, ...result } : old,
    );
    void toast(msg(result.followed ? 'content.brandFollowed' : 'content.brandUnfollowed'), 'success');
    void queryClient.invalidateQueries({ queryKey: detailKey });
    void queryClient.invalidateQueries({ queryKey: BRAND_FOLLOWS_KEY });
    void queryClient.invalidateQueries({ queryKey: [...ACTIVITIES_KEY, 'followedBrands'] });
  }

  return (
    <FollowToggle
      on={followed}
      label={followed ? t('people.followingState') : t('people.follow')}
      unfollowText={t('feed.brandUnfollowText', { name })}
      save={save}
      size="compact"
      testId="brand-follow"
      dialogTestId="brand-unfollow-dialog"
    />
  );
}

import { Link } from '../../app/routing.tsx';
import { LANGUAGE_TAGS } from '../../../shared/i18n.ts';
import type { MemberStats } from '../../../shared/schemas/social.ts';
import { Avatar } from '../../content/components/avatar.tsx';
import { formatCount } from '../../content/components/format.ts';
import { useT } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { BackImgBand } from '../../profile/components/back-img-band.tsx';
import { FollowButton } from './follow-button.tsx';
import { MemberMenu } from './member-menu.tsx';
import { KolBadge } from './person-row.tsx';
import { TierBadge } from '../../tiers/components/tier-badge.tsx';

/** A member's card: picture, name, counters (following/followers open their lists), follow or edit. */
export function MemberHeader({ stats }: { stats: MemberStats }) {
  const t = useT();
  const lang = useLanguage((s) => s.language);
  const locale = LANGUAGE_TAGS[lang];
  const { user } = stats;
  const name = user.nickName.trim() || t('people.noName');
  const whose = stats.me ? '' : `?userId=${encodeURIComponent(user.userId)}`;
  const counters = [
    { key: 'posts', value: stats.articleCount, label: t('people.posts') },
    { key: 'following', value: stats.followingCount, label: t('people.following'), to: `/follow${whose}` },
    { key: 'followers', value: stats.followerCount, label: t('people.followers'), to: `/friend${whose}` },
    { key: 'likes', value: stats.likeCount, label: t('people.likes') },
  ];

  return (
    <section
      className={stats.backImg ? 'vc-card vc-member vc-member--back' : 'vc-card vc-member'}
      data-testid="member-header"
    >
      <BackImgBand url={stats.backImg} testId="member-back-img" />
      <div className="vc-member__top">
        <Avatar author={user} size={72} />
        <div className="vc-member__who">
          <h1 className="vc-member__name" data-testid="member-name">
            {name}
            {user.kol ? <KolBadge /> : null}
          </h1>
          <TierBadge code={user.tierCode} quiet testId="member-tier" />
          {stats.followsMe && !stats.me ? <p className="vc-person__meta">{t('people.followsYou')}</p> : null}
          {stats.blocked ? <p className="vc-member__flag">{t('people.youBlocked')}</p> : null}
          {stats.muted && !stats.blocked ? <p className="vc-member__flag">{t('people.youMuted')}</p> : null}
        </div>
        {stats.me ? null : <MemberMenu stats={stats} />}
      </div>
      <ul className="vc-member__counters">
        {counters.map((c) => {
          const inner = (
            <>
              <strong data-testid={`member-${c.key}`}>{formatCount(c.value, locale)}</strong>
              <span>{c.label}</span>
            </>
          );
          return (
            <li key={c.key}>
              {c.to ? (
                <Link to={c.to} className="vc-member__counter">
                  {inner}
                </Link>
              ) : (
                <div className="vc-member__counter">{inner}</div>
              )}
            </li>
          );
        })}
      </ul>
      <div className="vc-member__cta">
        {stats.me ? (
          <Link className="vc-button vc-button--ghost vc-button--block" to="/setting/editInfo">
            {t('people.editProfile')}
          </Link>
        ) : stats.blocked ? null : (
          <FollowButton
            userId={user.userId}
            followed={stats.followed}
            followsMe={stats.followsMe}
            name={name}
            size="large"
          />
        )}
      </div>
    </section>
  );
}

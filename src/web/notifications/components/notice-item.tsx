import { Link } from '../../app/routing.tsx';
import type { Notice } from '../../../shared/schemas/social.ts';
import { Avatar } from '../../content/components/avatar.tsx';
import type { UiKey } from '../../i18n/en-us.ts';
import { useT } from '../../i18n/i18n.ts';
import { inAppPath } from '../../app/go.ts';
import { formatRelative } from '../../social/relative-time.ts';

/** Faces shown per notice (the server keeps the latest three). */
const FACES = 3;

/** Where a notice leads: the member who followed, the thread of a reply, my awards, else the post. */
export function noticeTarget(n: Notice): string {
  const actor = n.actors[0];
  // Support and moderation notices say where they lead (a work order, a report, the rules).
  // Never another site (spec §8): a link that would leave the app opens the notices instead.
  if (n.link) return inAppPath(n.link, window.location.origin) ?? '/notice';
  if (n.kind === 'award') return '/activity?tab=awards';
  if (n.kind === 'reelFailed') return n.article ? `/reels/release?draft=${n.article.id}` : '/reels/draft';
  if (n.kind === 'reelReady' && n.article) return `/article/reels/${n.article.id}`;
  if (n.kind === 'follow') return actor ? `/friend/${actor.userId}` : '/friend';
  if ((n.kind === 'reply' || n.kind === 'commentLike') && n.commentId) return `/reply/${n.commentId}`;
  return n.article ? `/article/${n.article.id}` : '/notice';
}

const grouped = (n: Notice) => n.kind === 'like' || n.kind === 'commentLike';

function sentenceKey(n: Notice): UiKey {
  if (n.kind === 'like') return n.actorCount > 1 ? 'notice.likeMany' : 'notice.like';
  if (n.kind === 'commentLike') return n.actorCount > 1 ? 'notice.commentLikeMany' : 'notice.commentLike';
  return `notice.${n.kind}`;
}

const KIND_MARKS: Partial<Record<Notice['kind'], string>> = {
  award: '🏆',
  reelReady: '🎬',
  reelFailed: '⚠️',
  workOrderReply: '💬',
  workOrderClosed: '✅',
  reportClosed: '🛡️',
  warning: '⚠️',
  suspended: '⛔',
  contentHidden: '🙈',
  exportReady: '📦',
  videoFailed: '⚠️',
  exportFailed: '⚠️',
  redeemShipped: '🚚',
  proofApproved: '✅',
  proofRejected: '⚠️',
  drawWon: '🎉',
  pointsGranted: '🪙',
  pointsDeducted: '🪙',
  tierUp: '🏅',
};

/** One notice: faces, "Ana and 2 others liked your post", the text's start, time, the post's cover. */
export function NoticeItem(props: { notice: Notice; locale: string; onOpen: (n: Notice) => void }) {
  const { notice: n, locale, onOpen } = props;
  const t = useT();
  const name = n.actors[0]?.nickName ?? t('notice.someone');
  const others = grouped(n) ? n.actorCount - 1 : 0;
  // An award or a won draw names the prize (the snippet) in the sentence, a tierUp the tier reached;
  // its only "actor" is the member.
  const award = n.kind === 'award' || n.kind === 'drawWon' || n.kind === 'tierUp';
  // Notices about the member's own things show a mark, not faces: the prize, the reel's video.
  const mark = KIND_MARKS[n.kind];
  return (
    <li className={`vc-notif${n.read ? '' : ' is-unread'}`} data-testid="notice-item">
      <Link to={noticeTarget(n)} className="vc-notif__link" onClick={() => onOpen(n)}>
        <span className="vc-notif__faces" aria-hidden>
          {mark ? <span style={{ fontSize: 32, lineHeight: '40px' }}>{mark}</span> : null}
          {(mark ? [] : n.actors.slice(0, FACES)).map((a) => (
            <Avatar key={a.userId} author={a} size={n.actors.length > 1 ? 30 : 40} />
          ))}
        </span>
        <span className="vc-notif__text">
          <span className="vc-notif__sentence">
            {t(sentenceKey(n), {
              name,
              count: others,
              total: n.actorCount,
              prize: n.snippet ?? '',
              tier: n.snippet ?? '',
            })}
          </span>
          {n.snippet && !award ? <span className="vc-notif__snippet">{n.snippet}</span> : null}
          <time className="vc-notif__time" dateTime={n.updatedAt}>
            {formatRelative(n.updatedAt, locale)}
          </time>
        </span>
        {n.read ? null : <span className="vc-notif__dot" role="img" aria-label={t('notice.unread')} />}
        {n.article?.cover ? (
          <img
            className="vc-notif__cover"
            src={n.article.cover}
            alt=""
            width={48}
            height={48}
            loading="lazy"
          />
        ) : null}
      </Link>
    </li>
  );
}

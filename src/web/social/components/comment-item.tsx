import { useState, type ReactNode } from 'react';
import { Link } from '../../app/routing.tsx';
import type { Comment, Reply } from '../../../shared/schemas/social.ts';
import { Avatar } from '../../content/components/avatar.tsx';
import { useT } from '../../i18n/i18n.ts';
import { formatRelative } from '../relative-time.ts';
import { CommentMenu } from './comment-menu.tsx';
import { useLongPress } from '../../app/gestures.ts';
import { useComposer } from './composer-store.ts';
import { CommentLikeButton } from './like-button.tsx';
import { useNeedLogin } from './use-need-login.ts';
import { TierBadge } from '../../tiers/components/tier-badge.tsx';

/**
 * One comment or reply: who and when, the text (line breaks kept, never HTML), like, Reply and "…".
 * `children` holds the replies under a comment.
 */
export function CommentItem(props: {
  item: Comment | Reply;
  articleId: string;
  locale: string;
  children?: ReactNode;
  onGone?: (() => void) | undefined;
}) {
  const { item, articleId, locale, children, onGone } = props;
  const t = useT();
  const open = useComposer((s) => s.open);
  const needLogin = useNeedLogin();
  const reply = 'commentId' in item ? item : null;
  const profile = `/friend/${encodeURIComponent(item.author.userId)}`;
  // Spec §9: a long press (500 ms, within 5 px) on the comment opens its menu, like "…".
  const [menuOpen, setMenuOpen] = useState(false);
  const press = useLongPress(() => {
    if (!needLogin()) setMenuOpen(true);
  });

  return (
    <li className={reply ? 'vc-cmt vc-cmt--reply' : 'vc-cmt'} data-testid={reply ? 'reply' : 'comment'}>
      <Link to={profile} className="vc-cmt__avatar" tabIndex={-1} aria-hidden>
        <Avatar author={item.author} size={reply ? 28 : 36} />
      </Link>
      <div className="vc-cmt__body">
        <div className="vc-cmt__head">
          <Link to={profile} className="vc-cmt__name">
            {item.author.nickName}
          </Link>
          <TierBadge code={item.author.tierCode} quiet testId="comment-tier" />
          {reply?.replyTo ? (
            <span className="vc-cmt__to">
              <span aria-hidden>▸</span>
              <Link to={`/friend/${encodeURIComponent(reply.replyTo.userId)}`}>{reply.replyTo.nickName}</Link>
            </span>
          ) : null}
          <time className="vc-cmt__time" dateTime={item.createdAt}>
            {formatRelative(item.createdAt, locale)}
          </time>
        </div>
        <p className="vc-cmt__text" {...press}>
          {item.content}
        </p>
        <div className="vc-cmt__actions">
          <CommentLikeButton id={item.id} liked={item.liked} likeCount={item.likeCount} locale={locale} />
          <button
            type="button"
            className="vc-cmt__action"
            onClick={() => {
              if (needLogin()) return;
              open({
                articleId,
                commentId: reply ? reply.commentId : item.id,
                replyToUserId: reply ? item.author.userId : undefined,
                name: item.author.nickName,
              });
            }}
            aria-label={t('social.replyTo', { name: item.author.nickName })}
            data-testid="comment-reply"
          >
            {t('social.reply')}
          </button>
          <CommentMenu
            id={item.id}
            articleId={articleId}
            mine={item.mine}
            onGone={onGone}
            open={menuOpen}
            onOpenChange={setMenuOpen}
          />
        </div>
        {children}
      </div>
    </li>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { HeartFill, HeartOutline } from 'antd-mobile-icons';
import { useRef } from 'react';
import { errorMessage } from '../../api/api-error.ts';
import { toast } from '../../app/toast.ts';
import { formatCount } from '../../content/components/format.ts';
import { useT } from '../../i18n/i18n.ts';
import { likeComment } from '../api/reactions-api.ts';
import { commentLiked } from './comment-cache.ts';
import { useNeedLogin } from './use-need-login.ts';

/** The heart of a comment or reply: moves at once, settles on the server's count, undoes on failure. */
export function CommentLikeButton(props: { id: string; liked: boolean; likeCount: number; locale: string }) {
  const { id, liked, likeCount, locale } = props;
  const t = useT();
  const qc = useQueryClient();
  const needLogin = useNeedLogin();
  // One request at a time per heart: a double tap must not race two opposite answers.
  const pending = useRef(false);

  const toggle = async () => {
    if (needLogin() || pending.current) return;
    pending.current = true;
    const like = !liked;
    commentLiked(qc, id, like);
    try {
      const answer = await likeComment(id, like);
      commentLiked(qc, id, answer.liked, answer.likeCount);
    } catch (err) {
      commentLiked(qc, id, !like);
      void toast(errorMessage(err, t('error.request')), 'fail');
    } finally {
      pending.current = false;
    }
  };

  return (
    <button
      type="button"
      className={`vc-cmt__action${liked ? ' is-on' : ''}`}
      aria-pressed={liked}
      onClick={() => void toggle()}
      data-testid="comment-like"
    >
      {liked ? <HeartFill aria-hidden /> : <HeartOutline aria-hidden />}
      <span className="vc-visually-hidden">{t('social.like')}</span>
      {likeCount > 0 ? <span aria-hidden>{formatCount(likeCount, locale)}</span> : null}
      <span className="vc-visually-hidden">{t('feed.likes', { count: likeCount })}</span>
    </button>
  );
}

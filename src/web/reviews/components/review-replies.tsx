import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import type { Author } from '../../../shared/schemas/content.ts';
import { COMMENT_MAX } from '../../../shared/schemas/social.ts';
import { ApiError, errorMessage } from '../../api/api-error.ts';
import { ListEnd } from '../../app/list-end.tsx';
import { toast } from '../../app/toast.ts';
import { useFormErrors } from '../../app/use-form-errors.ts';
import { Avatar } from '../../content/components/avatar.tsx';
import { formatDate } from '../../content/components/format.ts';
import { useMsg, useT } from '../../i18n/i18n.ts';
import { draftState, draftStore } from '../../social/comment-draft.ts';
import { useNeedLogin } from '../../social/components/use-need-login.ts';
import { addReviewReply, repliesKey, repliesQuery } from '../api/review-replies-api.ts';
import { patchReview } from '../review-cache.ts';

const drafts = draftStore(typeof sessionStorage === 'undefined' ? undefined : sessionStorage);

function ReplyComposer({
  reviewId,
  replyCount,
  to,
  onClearTo,
}: {
  reviewId: string;
  replyCount: number;
  to: Author | null;
  onClearTo: () => void;
}) {
  const t = useT();
  const msg = useMsg();
  const qc = useQueryClient();
  const needLogin = useNeedLogin();
  const scope = `review.${reviewId}`;
  const [text, setText] = useState(() => drafts.read(scope));
  const [busy, setBusy] = useState(false);
  const { errors, fromError, clear } = useFormErrors();
  const state = useMemo(() => draftState(text), [text]);
  const id = useId();
  const error = errors.content ?? errors.reviewId;

  const send = async () => {
    if (needLogin() || !state.sendable || busy) return;
    setBusy(true);
    try {
      await addReviewReply({ reviewId, content: text, ...(to ? { replyToUserId: to.userId } : {}) });
      drafts.clear(scope);
      setText('');
      onClearTo();
      patchReview(qc, reviewId, { replyCount: replyCount + 1 });
      void qc.invalidateQueries({ queryKey: repliesKey(reviewId) });
      void toast(msg('reviews.replied'), 'success');
    } catch (err) {
      fromError(err, t('error.request'));
      if (!(err instanceof ApiError && err.fields.length > 0))
        void toast(errorMessage(err, t('error.request')), 'fail');
    } finally {
      setBusy(false);
    }
  };

  const label = to ? t('reviews.replyTo', { name: to.nickName }) : t('reviews.writeReply');
  return (
    <form
      className="vc-review-composer"
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <label className="vc-field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className="vc-input vc-review-textarea"
        rows={3}
        value={text}
        aria-invalid={state.over || Boolean(error)}
        aria-describedby={`${id}-count`}
        onFocus={() => needLogin()}
        onChange={(e) => {
          setText(e.target.value);
          drafts.write(scope, e.target.value);
          clear('content');
        }}
        data-testid="reply-input"
      />
      {error ? (
        <span className="vc-field__error" role="alert">
          {error}
        </span>
      ) : null}
      <div className="vc-review-composer__bar">
        <span
          id={`${id}-count`}
          className={`vc-review-counter${state.over ? ' is-over' : ''}`}
          aria-live="polite"
        >
          <span aria-hidden>
            {state.count}/{COMMENT_MAX}
          </span>
          <span className="vc-visually-hidden">
            {t('reviews.counter', { count: state.count, max: COMMENT_MAX })}
          </span>
        </span>
        {to ? (
          <button type="button" className="vc-button vc-button--ghost" onClick={onClearTo}>
            {t('common.cancel')}
          </button>
        ) : null}
        <button
          type="submit"
          className="vc-button vc-button--primary"
          disabled={!state.sendable || busy}
          data-testid="reply-send"
        >
          {t('reviews.send')}
        </button>
      </div>
    </form>
  );
}

/** The replies under a review (newest pages as they scroll in) and the box to add one. */
export function ReviewReplies({
  reviewId,
  replyCount,
  locale,
}: {
  reviewId: string;
  replyCount: number;
  locale: string;
}) {
  const t = useT();
  const query = useInfiniteQuery(repliesQuery(reviewId));
  const [to, setTo] = useState<Author | null>(null);
  const items = query.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <section id="replies" className="vc-review-section" aria-labelledby="review-replies-title">
      <h2 id="review-replies-title" className="vc-review-subtitle">
        {t('reviews.replies', { count: replyCount })}
      </h2>
      <ReplyComposer reviewId={reviewId} replyCount={replyCount} to={to} onClearTo={() => setTo(null)} />
      {query.isPending ? null : items.length === 0 ? (
        <p className="vc-muted">{t('reviews.noReplies')}</p>
      ) : (
        <>
          <ul className="vc-review-replies" data-testid="review-replies">
            {items.map((r) => (
              <li key={r.id} className="vc-review-reply">
                <Avatar author={r.author} size={28} />
                <div>
                  <p className="vc-review-reply__who">
                    <strong>{r.author.nickName}</strong>
                    {r.replyTo ? <span className="vc-muted"> → {r.replyTo.nickName}</span> : null}
                    <time className="vc-muted" dateTime={r.createdAt}>
                      {' · '}
                      {formatDate(r.createdAt, locale)}
                    </time>
                  </p>
                  <p className="vc-review-reply__text">{r.content}</p>
                  {r.mine ? null : (
                    <button type="button" className="vc-review-link" onClick={() => setTo(r.author)}>
                      {t('reviews.replyTo', { name: r.author.nickName })}
                    </button>
                  )}
                </div>
              </li>
            ))}
          </ul>
          <ListEnd query={query} />
        </>
      )}
    </section>
  );
}

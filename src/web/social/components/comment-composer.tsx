import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import { COMMENT_MAX } from '../../../shared/schemas/social.ts';
import { ApiError, errorMessage } from '../../api/api-error.ts';
import { ModalDialog } from '../../app/modal-dialog.tsx';
import { toast } from '../../app/toast.ts';
import { useFormErrors } from '../../app/use-form-errors.ts';
import { useMsg, useT } from '../../i18n/i18n.ts';
import { addComment, addReply } from '../api/comments-api.ts';
import { draftScope, draftState, draftStore } from '../comment-draft.ts';
import { commentAdded, replyAdded } from './comment-cache.ts';
import { useComposer, type ComposerTarget } from './composer-store.ts';

const drafts = draftStore(typeof sessionStorage === 'undefined' ? undefined : sessionStorage);

function ComposerForm({ target, onDone }: { target: ComposerTarget; onDone: () => void }) {
  const t = useT();
  const msg = useMsg();
  const qc = useQueryClient();
  const scope = draftScope(target);
  const [text, setText] = useState(() => drafts.read(scope));
  const [busy, setBusy] = useState(false);
  const { errors, fromError, clear } = useFormErrors();
  const state = useMemo(() => draftState(text), [text]);
  const counterId = useId();
  const errorId = useId();
  const error = errors.content ?? errors.commentId ?? errors.articleId;

  const send = async () => {
    if (!state.sendable || busy) return;
    setBusy(true);
    try {
      if (target.commentId) {
        const reply = await addReply({
          commentId: target.commentId,
          content: text,
          ...(target.replyToUserId ? { replyToUserId: target.replyToUserId } : {}),
        });
        replyAdded(qc, target.articleId, reply);
        void toast(msg('social.replied'), 'success');
      } else {
        const comment = await addComment({ articleId: target.articleId, content: text });
        commentAdded(qc, target.articleId, comment);
        void toast(msg('social.commented'), 'success');
      }
      drafts.clear(scope);
      onDone();
    } catch (err) {
      // The text stays in the box (and in the draft): nothing the member wrote is lost.
      fromError(err, t('error.request'));
      if (!(err instanceof ApiError && err.fields.length > 0)) {
        void toast(errorMessage(err, t('error.request')), 'fail');
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="vc-composer"
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <textarea
        className="vc-composer__input"
        value={text}
        rows={4}
        // The dialog moves focus to its first control: the member can start typing at once.
        autoFocus
        aria-label={target.name ? t('social.replyTo', { name: target.name }) : t('social.composerComment')}
        aria-describedby={error ? `${counterId} ${errorId}` : counterId}
        aria-invalid={state.over || Boolean(error)}
        placeholder={t('social.writeComment')}
        onChange={(e) => {
          setText(e.target.value);
          drafts.write(scope, e.target.value);
          clear('content');
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.metaKey || e.ctrlKey)) {
            e.preventDefault();
            void send();
          }
        }}
        data-testid="comment-input"
      />
      {error ? (
        <p id={errorId} className="vc-composer__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="vc-composer__bar">
        <span
          id={counterId}
          className={`vc-composer__counter${state.over ? ' is-over' : ''}`}
          data-testid="comment-counter"
        >
          <span aria-hidden>
            {state.count}/{COMMENT_MAX}
          </span>
          <span className="vc-visually-hidden">
            {state.over
              ? t('social.tooLong', { max: COMMENT_MAX })
              : t('social.counter', { count: state.count, max: COMMENT_MAX })}
          </span>
        </span>
        <button type="button" className="vc-button vc-button--ghost" onClick={onDone}>
          {t('common.cancel')}
        </button>
        <button
          type="submit"
          className="vc-button vc-button--primary"
          disabled={!state.sendable || busy}
          data-testid="comment-send"
        >
          {t('social.send')}
        </button>
      </div>
    </form>
  );
}

/** The comment box: a bottom sheet on phones, a dialog on wide screens; opened through `useComposer`. */
export function CommentComposer() {
  const t = useT();
  const target = useComposer((s) => s.target);
  const close = useComposer((s) => s.close);
  // Leaving the page closes the composer, so it does not reopen on the next article.
  useEffect(() => close, [close]);
  return (
    <ModalDialog
      open={target !== null}
      title={target?.name ? t('social.replyTo', { name: target.name }) : t('social.composerComment')}
      onClose={close}
      className="vc-sheet vc-composer-sheet"
      testId="comment-composer"
    >
      {target ? <ComposerForm key={draftScope(target)} target={target} onDone={close} /> : null}
    </ModalDialog>
  );
}

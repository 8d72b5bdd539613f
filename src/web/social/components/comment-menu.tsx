import { useQueryClient } from '@tanstack/react-query';
import { MoreOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { Link } from '../../app/routing.tsx';
import { errorMessage } from '../../api/api-error.ts';
import { ModalDialog } from '../../app/modal-dialog.tsx';
import { toast } from '../../app/toast.ts';
import { useMsg, useT } from '../../i18n/i18n.ts';
import { deleteComment } from '../api/comments-api.ts';
import { hideComment } from '../api/reactions-api.ts';
import { commentGone } from './comment-cache.ts';
import { useNeedLogin } from './use-need-login.ts';

/**
 * "…" on a comment or reply: Delete for my own (asks first); for others', Report (the report form) or
 * "Not interested". Delete and "Not interested" take it out of every list at once.
 */
export function CommentMenu(props: {
  id: string;
  articleId: string;
  mine: boolean;
  onGone?: (() => void) | undefined;
  /** Open state, held by the comment (a long press on it opens the menu too). */
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { id, articleId, mine, onGone, open, onOpenChange: setOpen } = props;
  const t = useT();
  const msg = useMsg();
  const qc = useQueryClient();
  const needLogin = useNeedLogin();
  // The dialog mounts on first use (not one per comment up front) and stays, so closing it can
  // hand focus back to the "…" button.
  const [used, setUsed] = useState(false);
  if (open && !used) setUsed(true);
  const [busy, setBusy] = useState(false);

  const run = async () => {
    setBusy(true);
    try {
      if (mine) await deleteComment(id);
      else await hideComment(id);
      setOpen(false);
      commentGone(qc, articleId, id);
      void toast(msg(mine ? 'social.commentDeleted' : 'social.hidden'), 'success');
      onGone?.();
    } catch (err) {
      void toast(errorMessage(err, t('error.request')), 'fail');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className="vc-cmt__icon"
        aria-label={t('social.more')}
        aria-haspopup="dialog"
        onClick={() => {
          if (needLogin()) return;
          setOpen(true);
        }}
        data-testid="comment-more"
      >
        <MoreOutline aria-hidden />
      </button>
      {used ? (
        <ModalDialog
          open={open}
          title={mine ? t('social.deleteTitle') : t('social.more')}
          onClose={() => setOpen(false)}
          className="vc-sheet"
          testId="comment-menu"
        >
          {mine ? <p className="vc-dialog-text">{t('social.deleteText')}</p> : null}
          <div className="vc-dialog__actions">
            <button type="button" className="vc-button vc-button--ghost" onClick={() => setOpen(false)}>
              {t('common.cancel')}
            </button>
            {mine ? null : (
              <Link
                className="vc-button vc-button--soft"
                to={`/report/comment?targetId=${encodeURIComponent(id)}`}
                data-testid="comment-report"
              >
                {t('reports.reportAction')}
              </Link>
            )}
            <button
              type="button"
              className={`vc-button ${mine ? 'vc-button--danger' : 'vc-button--primary'}`}
              disabled={busy}
              onClick={() => void run()}
              data-testid={mine ? 'comment-delete' : 'comment-hide'}
            >
              {mine ? t('social.delete') : t('social.notInterested')}
            </button>
          </div>
        </ModalDialog>
      ) : null}
    </>
  );
}

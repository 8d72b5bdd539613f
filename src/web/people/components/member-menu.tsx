import { useQueryClient } from '@tanstack/react-query';
import { MoreOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { Link } from '../../app/routing.tsx';
import type { MemberStats } from '../../../shared/schemas/social.ts';
import { ModalDialog } from '../../app/modal-dialog.tsx';
import { toast } from '../../app/toast.ts';
import { openLoginDialog } from '../../auth/login-dialog-store.ts';
import { useIsLoggedIn } from '../../auth/user-store.ts';
import { CONTENT_KEY } from '../../content/api/categories-api.ts';
import { useMsg, useT } from '../../i18n/i18n.ts';
import { PEOPLE_KEY } from '../api/people-key.ts';
import { saveShield } from '../api/shield-api.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { failureText } from './failure.ts';

type Change = { block: boolean } | { mute: boolean };

/** The "…" of a member's page: block or mute them (and undo), each after a question. */
export function MemberMenu({ stats }: { stats: MemberStats }) {
  const t = useT();
  const msg = useMsg();
  const loggedIn = useIsLoggedIn();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [asking, setAsking] = useState<Change | null>(null);
  const [busy, setBusy] = useState(false);
  const name = stats.user.nickName;

  async function apply(change: Change) {
    setBusy(true);
    try {
      const state = await saveShield(stats.user.userId, change);
      setAsking(null);
      const done =
        'block' in change
          ? state.blocked
            ? 'social.blockDone'
            : 'social.unblockDone'
          : state.muted
            ? 'social.muteDone'
            : 'social.unmuteDone';
      void toast(msg(done), 'success');
      // Their posts leave (or return to) my feeds; a block also ends follows both ways.
      void queryClient.invalidateQueries({ queryKey: PEOPLE_KEY });
      void queryClient.invalidateQueries({ queryKey: CONTENT_KEY });
    } catch (err) {
      void toast(failureText(err, t('block' in change ? 'people.blockFailed' : 'people.muteFailed')), 'fail');
    } finally {
      setBusy(false);
    }
  }

  const choose = (change: Change) => {
    setOpen(false);
    if (!loggedIn) openLoginDialog();
    else setAsking(change);
  };

  const question = (() => {
    if (!asking) return { title: '', text: '', label: '' };
    if ('block' in asking) {
      return asking.block
        ? { title: t('people.blockTitle', { name }), text: t('people.blockText'), label: t('people.block') }
        : {
            title: t('people.unblockTitle', { name }),
            text: t('people.unblockText'),
            label: t('people.unblock'),
          };
    }
    return asking.mute
      ? { title: t('people.muteTitle', { name }), text: t('people.muteText'), label: t('people.mute') }
      : { title: t('people.unmuteTitle', { name }), text: t('people.unmuteText'), label: t('people.unmute') };
  })();

  return (
    <>
      <button
        type="button"
        className="vc-member__more"
        aria-label={t('people.moreActions')}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        data-testid="member-more"
      >
        <MoreOutline />
      </button>
      <ModalDialog
        open={open}
        title={name}
        onClose={() => setOpen(false)}
        className="vc-sheet"
        testId="member-menu"
      >
        <div className="vc-member__actions">
          <button
            type="button"
            className="vc-button vc-button--ghost vc-button--block"
            onClick={() => choose({ mute: !stats.muted })}
            data-testid="member-mute"
          >
            {t(stats.muted ? 'people.unmute' : 'people.mute')}
          </button>
          <button
            type="button"
            className="vc-button vc-button--danger vc-button--block"
            onClick={() => choose({ block: !stats.blocked })}
            data-testid="member-block"
          >
            {t(stats.blocked ? 'people.unblock' : 'people.block')}
          </button>
          <Link
            className="vc-button vc-button--ghost vc-button--block"
            to={`/report/user?targetId=${encodeURIComponent(stats.user.userId)}`}
            data-testid="member-report"
          >
            {t('reports.reportAction')}
          </Link>
          <button
            type="button"
            className="vc-button vc-button--ghost vc-button--block"
            onClick={() => setOpen(false)}
          >
            {t('common.cancel')}
          </button>
        </div>
      </ModalDialog>
      <ConfirmDialog
        open={asking !== null}
        title={question.title}
        text={question.text}
        confirmLabel={question.label}
        danger={asking !== null && 'block' in asking && asking.block}
        busy={busy}
        onConfirm={() => asking && void apply(asking)}
        onClose={() => setAsking(null)}
        testId="shield-dialog"
      />
    </>
  );
}

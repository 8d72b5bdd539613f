import { useState } from 'react';
import { Link } from '../../app/routing.tsx';
import { ModalDialog } from '../../app/modal-dialog.tsx';
import { useT } from '../../i18n/i18n.ts';
import type { EditorSession } from './editor-session.ts';

/** "Continue your draft?" on opening the editor when an earlier draft exists. */
export function ContinueDialog({ session }: { session: EditorSession }) {
  const t = useT();
  const { offer, phase, answerOffer } = session;
  return (
    <ModalDialog
      open={phase === 'offer'}
      title={t('editor.continueTitle')}
      onClose={() => answerOffer(false)}
      testId="continue-dialog"
    >
      <p className="vc-dialog-text">
        {offer?.title ? t('editor.continueNamed', { title: offer.title }) : t('editor.continueText')}
      </p>
      <div className="vc-dialog__actions">
        <button type="button" className="vc-button vc-button--ghost" onClick={() => answerOffer(false)}>
          {t('editor.startNew')}
        </button>
        <button type="button" className="vc-button vc-button--primary" onClick={() => answerOffer(true)}>
          {t('editor.continue')}
        </button>
      </div>
    </ModalDialog>
  );
}

/** Leaving with changes: save the draft, give it up (delete it), or stay. */
export function LeaveDialog({ session }: { session: EditorSession }) {
  const t = useT();
  const { leave } = session;
  const [busy, setBusy] = useState(false);
  const run = (fn: () => Promise<void>) => {
    setBusy(true);
    void fn().finally(() => setBusy(false));
  };
  return (
    <ModalDialog open={leave.open} title={t('editor.leaveTitle')} onClose={leave.stay} testId="leave-dialog">
      <p className="vc-dialog-text">{t('editor.leaveText')}</p>
      <div className="vc-dialog__actions vc-editor-leave">
        <button type="button" className="vc-button vc-button--ghost" onClick={leave.stay} disabled={busy}>
          {t('common.cancel')}
        </button>
        <button
          type="button"
          className="vc-button vc-button--danger"
          onClick={() => run(leave.giveUp)}
          disabled={busy}
        >
          {t('editor.giveUp')}
        </button>
        <button
          type="button"
          className="vc-button vc-button--primary"
          onClick={() => run(leave.save)}
          disabled={busy}
        >
          {t('editor.saveDraft')}
        </button>
      </div>
    </ModalDialog>
  );
}

/** `?id=` names no draft of this member (deleted, published, or someone else's). */
export function DraftMissing() {
  const t = useT();
  return (
    <div className="vc-empty">
      <p className="vc-empty__title">{t('editor.draftMissing')}</p>
      <Link className="vc-button vc-button--primary" to="/article/draft">
        {t('editor.myDrafts')}
      </Link>
    </div>
  );
}

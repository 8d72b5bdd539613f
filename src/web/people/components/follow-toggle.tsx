import { useState } from 'react';
import { toast } from '../../app/toast.ts';
import { openLoginDialog } from '../../auth/login-dialog-store.ts';
import { useIsLoggedIn } from '../../auth/user-store.ts';
import { useT } from '../../i18n/i18n.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { failureText } from './failure.ts';
import '../people.css';

interface Props {
  /** Following now. */
  on: boolean;
  label: string;
  /** The unfollow question. */
  unfollowText: string;
  /** Saves the change and shows its outcome; a throw is told as "Follow failed" (or the server's reason). */
  save: (follow: boolean) => Promise<void>;
  size: 'compact' | 'large';
  testId: string;
  dialogTestId: string;
}

/**
 * The Follow / Following button members and brands share (spec §4): visitors are asked to sign in,
 * unfollowing asks first, a second press waits for the first.
 */
export function FollowToggle({ on, label, unfollowText, save, size, testId, dialogTestId }: Props) {
  const t = useT();
  const loggedIn = useIsLoggedIn();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  async function run(follow: boolean) {
    if (busy) return;
    setBusy(true);
    try {
      await save(follow);
      setAsking(false);
    } catch (err) {
      void toast(failureText(err, t('people.followFailed')), 'fail');
    } finally {
      setBusy(false);
    }
  }

  const onClick = () => {
    if (!loggedIn) openLoginDialog();
    else if (on) setAsking(true);
    else void run(true);
  };

  return (
    <>
      <button
        type="button"
        className={`vc-follow vc-follow--${size} ${on ? 'is-on' : ''}`}
        aria-pressed={on}
        disabled={busy}
        onClick={onClick}
        data-testid={testId}
      >
        {label}
      </button>
      <ConfirmDialog
        open={asking}
        title={t('people.unfollowTitle')}
        text={unfollowText}
        confirmLabel={t('people.unfollow')}
        danger
        busy={busy}
        onConfirm={() => void run(false)}
        onClose={() => setAsking(false)}
        testId={dialogTestId}
      />
    </>
  );
}

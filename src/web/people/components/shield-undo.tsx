import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Person, ShieldKind } from '../../../shared/schemas/social.ts';
import { toast } from '../../app/toast.ts';
import { CONTENT_KEY } from '../../content/api/categories-api.ts';
import { useMsg, useT } from '../../i18n/i18n.ts';
import { PEOPLE_KEY } from '../api/people-key.ts';
import { saveShield } from '../api/shield-api.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { failureText } from './failure.ts';

/** Unblock or unmute from the settings list, after a question. */
export function ShieldUndo({ person, kind }: { person: Person; kind: ShieldKind }) {
  const t = useT();
  const msg = useMsg();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const block = kind === 'block';
  const name = person.nickName;

  async function undo() {
    setBusy(true);
    try {
      await saveShield(person.userId, block ? { block: false } : { mute: false });
      setAsking(false);
      void toast(msg(block ? 'social.unblockDone' : 'social.unmuteDone'), 'success');
      void queryClient.invalidateQueries({ queryKey: PEOPLE_KEY });
      void queryClient.invalidateQueries({ queryKey: CONTENT_KEY });
    } catch (err) {
      void toast(failureText(err, t(block ? 'people.blockFailed' : 'people.muteFailed')), 'fail');
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button
        type="button"
        className="vc-follow vc-follow--compact is-on"
        onClick={() => setAsking(true)}
        data-testid="shield-undo"
      >
        {t(block ? 'people.unblock' : 'people.unmute')}
      </button>
      <ConfirmDialog
        open={asking}
        title={t(block ? 'people.unblockTitle' : 'people.unmuteTitle', { name })}
        text={t(block ? 'people.unblockText' : 'people.unmuteText')}
        confirmLabel={t(block ? 'people.unblock' : 'people.unmute')}
        busy={busy}
        onConfirm={() => void undo()}
        onClose={() => setAsking(false)}
        testId="shield-undo-dialog"
      />
    </>
  );
}

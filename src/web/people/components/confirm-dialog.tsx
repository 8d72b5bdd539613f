import type { ReactNode } from 'react';
import { ModalDialog } from '../../app/modal-dialog.tsx';
import { useT } from '../../i18n/i18n.ts';

/** A yes/no question before an action that is hard to take back; Cancel comes first (it gets focus). */
export function ConfirmDialog(props: {
  open: boolean;
  title: string;
  text?: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  testId?: string;
}) {
  const t = useT();
  const { open, title, text, confirmLabel, danger, busy, onConfirm, onClose, testId } = props;
  return (
    <ModalDialog open={open} title={title} onClose={onClose} testId={testId}>
      {text ? <p className="vc-dialog-text">{text}</p> : null}
      <div className="vc-dialog__actions">
        <button type="button" className="vc-button vc-button--ghost" onClick={onClose}>
          {t('common.cancel')}
        </button>
        <button
          type="button"
          className={`vc-button ${danger ? 'vc-button--danger' : 'vc-button--primary'}`}
          disabled={busy}
          onClick={onConfirm}
          data-testid={testId ? `${testId}-confirm` : undefined}
        >
          {confirmLabel}
        </button>
      </div>
    </ModalDialog>
  );
}

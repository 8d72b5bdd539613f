import { useLocation, useNavigate } from '../../app/routing.tsx';
import { ModalDialog } from '../../app/modal-dialog.tsx';
import { useMsg, useT } from '../../i18n/i18n.ts';
import { loginDialogVisible, useLoginDialog } from '../login-dialog-store.ts';

/** "Please sign in first": opened when a visitor tries something that needs an account. */
export default function LoginDialog() {
  const t = useT();
  const msg = useMsg();
  const navigate = useNavigate();
  const location = useLocation();
  const visible = useLoginDialog((s) => loginDialogVisible(s, location.pathname));
  const setShow = useLoginDialog((s) => s.setShow);
  return (
    <ModalDialog
      open={visible}
      title={msg('error.unauthorized')}
      onClose={() => setShow(false)}
      testId="login-dialog"
    >
      <p className="vc-dialog-text">{t('loginDialog.body')}</p>
      <div className="vc-dialog__actions">
        <button type="button" className="vc-button vc-button--ghost" onClick={() => setShow(false)}>
          {t('loginDialog.later')}
        </button>
        <button
          type="button"
          className="vc-button vc-button--primary"
          onClick={() => {
            setShow(false);
            void navigate('/login?needBack=1', { state: { from: location.pathname + location.search } });
          }}
        >
          {t('loginDialog.signIn')}
        </button>
      </div>
    </ModalDialog>
  );
}

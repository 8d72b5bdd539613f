import Dialog from 'antd-mobile/es/components/dialog';
import { useLocation, useNavigate } from 'react-router';
import { useMsg, useT } from '../../i18n/i18n.ts';
import { useLoginDialog } from '../login-dialog-store.ts';

/** "Please sign in first": opened when a visitor tries something that needs an account. */
export default function LoginDialog() {
  const t = useT();
  const msg = useMsg();
  const visible = useLoginDialog((s) => s.showLoginDialog);
  const setShow = useLoginDialog((s) => s.setShow);
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <Dialog
      visible={visible}
      title={msg('error.unauthorized')}
      content={<p className="vc-dialog-text">{t('loginDialog.body')}</p>}
      closeOnAction
      onClose={() => setShow(false)}
      actions={[
        [
          { key: 'later', text: t('loginDialog.later') },
          {
            key: 'signin',
            text: t('loginDialog.signIn'),
            bold: true,
            onClick: () =>
              void navigate('/login?needBack=1', { state: { from: location.pathname + location.search } }),
          },
        ],
      ]}
    />
  );
}

import { useQueryClient } from '@tanstack/react-query';
import Toast from 'antd-mobile/es/components/toast';
import { useLocation, useNavigate, useSearchParams } from '../app/routing.tsx';
import type { Session } from '../../shared/schemas/auth.ts';
import { useMsg } from '../i18n/i18n.ts';
import { useDeletionCancelled } from '../privacy/components/privacy-notices.tsx';
import { useLoginDialog } from './login-dialog-store.ts';
import { useUserStore } from './user-store.ts';

/** Stores the session, then goes back where the visitor came from when `needBack=1`. */
export function useFinishSignIn() {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const setSession = useUserStore((s) => s.setSession);
  const queryClient = useQueryClient();
  const msg = useMsg();
  return (session: Session, toast?: string) => {
    setSession(session);
    if (session.deletionCancelled) useDeletionCancelled.getState().set(true);
    useLoginDialog.getState().setShow(false);
    queryClient.setQueryData(['userInfo', session.token], session.userInfo);
    Toast.show({ icon: 'success', content: toast ?? msg('auth.loggedIn') });
    const from = (location.state as { from?: string } | null)?.from;
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (params.get('needBack') === '1') {
      if (from) void navigate(from, { replace: true });
      else if (idx > 0) void navigate(-1);
      else void navigate('/my', { replace: true });
    } else {
      void navigate('/my', { replace: true });
    }
  };
}

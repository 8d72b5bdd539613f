import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from '../../app/routing.tsx';
import type { MessageKey } from '../../../shared/messages/messages.ts';
import { errorMessage } from '../../api/api-error.ts';
import { useMsg, useT } from '../../i18n/i18n.ts';
import { oauthExchange, oauthTicket } from '../api/auth-api.ts';
import { useFinishSignIn } from '../use-finish-sign-in.ts';

const REASONS: Record<string, MessageKey> = {
  disabled: 'auth.oauthDisabled',
  state: 'auth.oauthState',
  denied: 'auth.oauthFailed',
  provider: 'auth.oauthFailed',
};

/** Where the server sends the browser back from Facebook: `?ticket=` to finish, `?error=` on failure. */
export default function FacebookPage() {
  const t = useT();
  const msg = useMsg();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const finish = useFinishSignIn();
  const ticket = params.get('ticket');
  const reason = params.get('error');
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (!ticket || started.current) return;
    started.current = true; // a ticket is single-use: never exchange it twice (StrictMode runs effects twice)
    void (async () => {
      try {
        const info = await oauthTicket(ticket);
        if (info.needsRegistration) {
          void navigate(`/register/complete?ticket=${encodeURIComponent(ticket)}`, { replace: true });
          return;
        }
        finish(await oauthExchange(ticket));
      } catch (err) {
        setFailure(errorMessage(err, msg('auth.oauthFailed')));
      }
    })();
  }, [ticket, navigate, finish, msg]);

  const shown = failure ?? (ticket ? null : msg(REASONS[reason ?? ''] ?? 'auth.oauthFailed'));

  return (
    <div className="vc-card vc-empty">
      {shown ? (
        <>
          <h2 className="vc-empty__title">{t('facebook.failed')}</h2>
          <p className="vc-empty__text" role="alert">
            {shown}
          </p>
          <Link className="vc-button vc-button--primary" to="/login" replace>
            {t('facebook.back')}
          </Link>
        </>
      ) : (
        <>
          <span className="vc-spinner" />
          <p className="vc-empty__text">{t('facebook.working')}</p>
        </>
      )}
    </div>
  );
}

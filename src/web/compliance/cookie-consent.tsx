import { useT } from '../i18n/i18n.ts';
import { useCompliance } from './compliance-store.ts';

/** Non-blocking consent card; the choice is remembered on this device. */
export function CookieConsent() {
  const t = useT();
  const choice = useCompliance((s) => s.cookieChoice);
  const choose = useCompliance((s) => s.chooseCookies);
  if (choice) return null;
  return (
    <aside className="vc-cookie" aria-label={t('cookie.title')} data-testid="cookie-consent">
      <div className="vc-cookie__text">
        <strong>{t('cookie.title')}</strong>
        <p>{t('cookie.text')}</p>
      </div>
      <div className="vc-cookie__actions">
        <button type="button" className="vc-button vc-button--ghost" onClick={() => choose('essential')}>
          {t('cookie.essential')}
        </button>
        <button type="button" className="vc-button vc-button--primary" onClick={() => choose('all')}>
          {t('cookie.accept')}
        </button>
      </div>
    </aside>
  );
}

import { useQuery } from '@tanstack/react-query';
import { BellOutline } from 'antd-mobile-icons';
import { Link } from '../../app/routing.tsx';
import { openLoginDialog } from '../../auth/login-dialog-store.ts';
import { useUserStore } from '../../auth/user-store.ts';
import { useT } from '../../i18n/i18n.ts';
import { unreadQuery } from '../api/notices-api.ts';
import '../notifications.css';

/** Past this the badge reads "99+" (the accessible name keeps the exact number). */
const BADGE_MAX = 99;

/**
 * The bell: links to `/notice` with the unread count (interaction and system notices). A visitor has
 * no count; tapping asks them to sign in first.
 */
export function NoticeBell({
  className = 'vc-header__icon',
  showLabel = false,
}: {
  className?: string;
  /** The side navigation shows the word next to the bell. */
  showLabel?: boolean;
}) {
  const t = useT();
  const token = useUserStore((s) => s.token);
  const unread = useQuery(unreadQuery(token));
  const count = token ? (unread.data?.total ?? 0) : 0;
  // The name comes from the text (no aria-label), so what is seen is what is announced: the word,
  // then the exact count in words; the badge's digits are for the eye only.
  const body = (
    <>
      <BellOutline aria-hidden />
      <span className={showLabel ? undefined : 'vc-visually-hidden'}>{t('notice.bell')}</span>
      {count > 0 ? (
        <>
          {' '}
          <span className="vc-visually-hidden" data-testid="notice-bell-unread">
            {t('notice.bellUnread', { count })}
          </span>
          <span className="vc-bell__badge" aria-hidden data-testid="notice-bell-count">
            {count > BADGE_MAX ? `${BADGE_MAX}+` : count}
          </span>
        </>
      ) : null}
    </>
  );
  if (!token) {
    return (
      <button
        type="button"
        className={`${className} vc-bell`}
        data-testid="notice-bell"
        onClick={openLoginDialog}
      >
        {body}
      </button>
    );
  }
  return (
    <Link to="/notice" className={`${className} vc-bell`} data-testid="notice-bell">
      {body}
    </Link>
  );
}

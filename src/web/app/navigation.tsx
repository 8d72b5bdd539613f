import {
  FlagOutline,
  GiftOutline,
  LocationOutline,
  SetOutline,
  StarOutline,
  UserOutline,
} from 'antd-mobile-icons';
import { NavLink, useLocation } from './routing.tsx';
import { useT } from '../i18n/i18n.ts';
import { NoticeBell } from '../notifications/components/notice-bell.tsx';
import { SIDE_NAV, TABS, type NavItem } from './nav.ts';
import { Wordmark } from './wordmark.tsx';

function Icon({ name }: { name: NavItem['icon'] }) {
  if (name === 'user') return <UserOutline />;
  if (name === 'setting') return <SetOutline />;
  if (name === 'gift') return <GiftOutline />;
  if (name === 'activity') return <FlagOutline />;
  if (name === 'star') return <StarOutline />;
  if (name === 'store') return <LocationOutline />;
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden>
      <path
        d="M4 10.5 12 4l8 6.5V20h-5.5v-6h-5v6H4z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.7"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Desktop: the navigation stays in view beside the content column. */
export function SideNav() {
  const t = useT();
  // `/welcome` is the same page as `/`.
  const onWelcome = useLocation().pathname === '/welcome';
  return (
    <nav className="vc-side" aria-label={t('nav.main')}>
      <NavLink to="/" className="vc-side__brand">
        <Wordmark size="m" />
      </NavLink>
      <ul className="vc-side__list">
        {SIDE_NAV.map((item) => (
          <li key={item.path}>
            <NavLink
              to={item.path}
              end={item.path === '/'}
              className={({ isActive }) =>
                `vc-side__link${isActive || (onWelcome && item.path === '/') ? ' is-active' : ''}`
              }
            >
              <Icon name={item.icon} />
              <span>{t(item.label)}</span>
            </NavLink>
          </li>
        ))}
        <li>
          <NoticeBell className="vc-side__link" showLabel />
        </li>
      </ul>
      <p className="vc-side__foot">{t('footer.adults')}</p>
    </nav>
  );
}

/** Mobile tab bar of the main tabs (shown once two exist). */
export function TabBar() {
  const t = useT();
  return (
    <nav className="vc-bottom-nav" aria-label={t('nav.tabs')}>
      {TABS.map((item) => (
        <NavLink
          key={item.path}
          to={item.path}
          className={({ isActive }) => `vc-bottom-nav__tab${isActive ? ' is-active' : ''}`}
        >
          <Icon name={item.icon} />
          <span>{t(item.label)}</span>
        </NavLink>
      ))}
    </nav>
  );
}

/** Header of menu pages and the entry page on phones: the wordmark and shortcuts. */
export function BrandHeader({ title }: { title?: string }) {
  const t = useT();
  return (
    <header className="vc-header vc-header--brand">
      <NavLink to="/" className="vc-header__brand">
        <Wordmark size="s" />
      </NavLink>
      <span className="vc-header__page">{title}</span>
      <span className="vc-header__actions">
        <NoticeBell />
        <NavLink to="/my" className="vc-header__icon" aria-label={t('nav.my')}>
          <UserOutline />
        </NavLink>
        <NavLink to="/setting" className="vc-header__icon" aria-label={t('nav.setting')}>
          <SetOutline />
        </NavLink>
      </span>
    </header>
  );
}

import { CheckShieldOutline, GiftOutline, MessageOutline, StarOutline, UserOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useIsLoggedIn } from '../auth/user-store.ts';
import type { UiKey } from '../i18n/en-us.ts';
import { useT } from '../i18n/i18n.ts';

interface Feature {
  icon: ReactNode;
  title: UiKey;
  text: UiKey;
  ready: boolean;
}

// Only the profile is live today; the rest is what the club is for (spec §1), marked as coming.
const FEATURES: Feature[] = [
  { icon: <UserOutline />, title: 'welcome.f.profile', text: 'welcome.f.profileText', ready: true },
  { icon: <StarOutline />, title: 'welcome.f.reviews', text: 'welcome.f.reviewsText', ready: false },
  { icon: <MessageOutline />, title: 'welcome.f.stories', text: 'welcome.f.storiesText', ready: false },
  { icon: <GiftOutline />, title: 'welcome.f.points', text: 'welcome.f.pointsText', ready: false },
  { icon: <CheckShieldOutline />, title: 'welcome.f.scan', text: 'welcome.f.scanText', ready: false },
];

export default function WelcomePage() {
  const t = useT();
  const loggedIn = useIsLoggedIn();
  return (
    <div className="vc-welcome">
      <section className="vc-hero">
        <p className="vc-hero__kicker">{t('brand.tagline')}</p>
        <h1 className="vc-hero__title">{t('welcome.headline')}</h1>
        <p className="vc-hero__lead">{t('welcome.lead')}</p>
        <div className="vc-hero__actions">
          {loggedIn ? (
            <Link className="vc-button vc-button--primary" to="/my">
              {t('welcome.openAccount')}
            </Link>
          ) : (
            <>
              <Link className="vc-button vc-button--primary" to="/register">
                {t('welcome.join')}
              </Link>
              <Link className="vc-button vc-button--ghost" to="/login">
                {t('welcome.signIn')}
              </Link>
            </>
          )}
          <Link className="vc-button vc-button--soft" to="/home">
            {t('feed.explore')}
          </Link>
        </div>
        <p className="vc-hero__adults">{t('welcome.adults')}</p>
      </section>
      <section aria-labelledby="what">
        <h2 id="what" className="vc-welcome__h2">
          {t('welcome.whatTitle')}
        </h2>
        <ul className="vc-features">
          {FEATURES.map((f) => (
            <li key={f.title} className="vc-feature">
              <span className="vc-feature__icon" aria-hidden>
                {f.icon}
              </span>
              <div>
                <h3>
                  {t(f.title)}{' '}
                  <span className={`vc-tag${f.ready ? ' vc-tag--ready' : ''}`}>
                    {t(f.ready ? 'welcome.now' : 'welcome.soon')}
                  </span>
                </h3>
                <p>{t(f.text)}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

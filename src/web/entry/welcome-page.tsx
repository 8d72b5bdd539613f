import { useQuery } from '@tanstack/react-query';
import {
  CheckShieldOutline,
  GiftOutline,
  LocationOutline,
  MessageOutline,
  PlayOutline,
  RightOutline,
  StarOutline,
  UserOutline,
} from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { Link } from '../app/routing.tsx';
import { useIsLoggedIn } from '../auth/user-store.ts';
import { top10Query } from '../content/api/articles-api.ts';
import { TopStrip } from '../content/components/top-strip.tsx';
import type { UiKey } from '../i18n/en-us.ts';
import { useT } from '../i18n/i18n.ts';
import { useLanguage } from '../i18n/language-store.ts';

interface Feature {
  icon: ReactNode;
  title: UiKey;
  text: UiKey;
  to: string;
}

/** What the club offers (spec §1), each tile the way into its part of the app. */
const FEATURES: Feature[] = [
  { icon: <MessageOutline />, title: 'welcome.f.stories', text: 'welcome.f.storiesText', to: '/home' },
  { icon: <PlayOutline />, title: 'welcome.f.reels', text: 'welcome.f.reelsText', to: '/reels' },
  { icon: <StarOutline />, title: 'welcome.f.reviews', text: 'welcome.f.reviewsText', to: '/evaluate/all' },
  { icon: <LocationOutline />, title: 'welcome.f.stores', text: 'welcome.f.storesText', to: '/store' },
  {
    icon: <GiftOutline />,
    title: 'welcome.f.points',
    text: 'welcome.f.pointsText',
    to: '/activity/prize/constant',
  },
  { icon: <CheckShieldOutline />, title: 'welcome.f.scan', text: 'welcome.f.scanText', to: '/scanResult' },
  { icon: <UserOutline />, title: 'welcome.f.profile', text: 'welcome.f.profileText', to: '/my' },
];

export default function WelcomePage() {
  const t = useT();
  const lang = useLanguage((s) => s.language);
  const loggedIn = useIsLoggedIn();
  // What members like most right now: the start page shows the club alive, in pictures.
  const top = useQuery(top10Query(lang));
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
      <TopStrip items={top.data ?? []} />
      <section aria-labelledby="what">
        <h2 id="what" className="vc-welcome__h2">
          {t('welcome.whatTitle')}
        </h2>
        <ul className="vc-features">
          {FEATURES.map((f) => (
            <li key={f.title}>
              <Link className="vc-feature" to={f.to} data-testid="welcome-feature">
                <span className="vc-feature__icon" aria-hidden>
                  {f.icon}
                </span>
                <span className="vc-feature__body">
                  <h3>{t(f.title)}</h3>
                  <p>{t(f.text)}</p>
                </span>
                <RightOutline className="vc-feature__go" aria-hidden />
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

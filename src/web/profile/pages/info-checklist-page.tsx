import { useQuery } from '@tanstack/react-query';
import {
  CheckShieldOutline,
  ClockCircleOutline,
  EnvironmentOutline,
  FileOutline,
  GiftOutline,
  HeartOutline,
  LinkOutline,
  LockOutline,
  MessageOutline,
  RightOutline,
  ScanningOutline,
  ShopbagOutline,
  StarOutline,
  TeamOutline,
  UserOutline,
  UserSetOutline,
} from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { Link } from '../../app/routing.tsx';
import type { InfoCategory } from '../../../shared/schemas/support.ts';
import { useUserStore } from '../../auth/user-store.ts';
import type { UiKey } from '../../i18n/en-us.ts';
import { useT } from '../../i18n/i18n.ts';
import { infoChecklistQuery } from '../api/profile-api.ts';
import '../account.css';

const ICONS: Record<InfoCategory, ReactNode> = {
  account: <LockOutline />,
  profile: <UserOutline />,
  addresses: <EnvironmentOutline />,
  ageProof: <UserSetOutline />,
  content: <FileOutline />,
  interactions: <HeartOutline />,
  reviews: <StarOutline />,
  stores: <ShopbagOutline />,
  scans: <ScanningOutline />,
  points: <GiftOutline />,
  redemptions: <GiftOutline />,
  activities: <TeamOutline />,
  support: <MessageOutline />,
  linkedAccounts: <LinkOutline />,
  sessions: <ClockCircleOutline />,
  privacy: <CheckShieldOutline />,
};

/** Fields whose item is "filled in or not" rather than a count. */
const FIELDS: ReadonlySet<InfoCategory> = new Set(['account', 'profile']);

/** `/setting/infoChecklist`: what personal data we hold about me, per category, with where to see it. */
export default function InfoChecklistPage() {
  const t = useT();
  const token = useUserStore((s) => s.token);
  const list = useQuery(infoChecklistQuery(token));

  if (list.isError) return <p className="vc-notice">{t('account.loadFailed')}</p>;
  if (!list.data)
    return <div className="vc-loading" role="status" aria-label={t('account.infoChecklistTitle')} />;

  const summary = (category: InfoCategory, items: Record<string, number>) => {
    const held = Object.entries(items).filter(([, n]) => n > 0);
    if (held.length === 0) return t('account.nothing');
    if (FIELDS.has(category)) {
      return t('account.filled', { fields: held.map(([k]) => t(`account.item.${k}` as UiKey)).join(', ') });
    }
    return held.map(([k, n]) => t(`account.item.${k}` as UiKey, { n })).join(' · ');
  };
  return (
    <div className="vc-stack">
      <p className="vc-muted">{t('account.checklistIntro')}</p>
      <ul className="vc-menu" data-testid="info-checklist">
        {list.data.categories.map((c) => (
          <li key={c.category}>
            <Link to={c.link ?? '/setting'} className="vc-menu__row" data-testid={`checklist-${c.category}`}>
              <span className="vc-menu__icon" aria-hidden>
                {ICONS[c.category]}
              </span>
              <span className="vc-menu__label vc-checklist__text">
                <span>{t(`account.cat.${c.category}` as UiKey)}</span>
                <span className="vc-muted vc-checklist__summary">{summary(c.category, c.items)}</span>
              </span>
              <span className="vc-menu__arrow" aria-hidden>
                <RightOutline />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

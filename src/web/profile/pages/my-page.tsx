import {
  EditSOutline,
  ExclamationShieldOutline,
  FileOutline,
  GiftOutline,
  InformationCircleOutline,
  MessageOutline,
  SetOutline,
  ShopbagOutline,
  StarOutline,
  UserOutline,
  VideoOutline,
} from 'antd-mobile-icons';
import { useQuery } from '@tanstack/react-query';
import { Link } from '../../app/routing.tsx';
import { monthYear } from '../../../shared/dates.ts';
import { formatPoints } from '../../../shared/numbers.ts';
import { LANGUAGE_TAGS } from '../../../shared/i18n.ts';
import { openLoginDialog } from '../../auth/login-dialog-store.ts';
import { useT } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { userSettingQuery } from '../api/profile-api.ts';
import { UserAvatar } from '../components/avatar.tsx';
import { BackImgBand } from '../components/back-img-band.tsx';
import { MenuList, type MenuEntry } from '../components/menu-list.tsx';
import { useUserStore } from '../../auth/user-store.ts';
import { MyPeopleMenu } from '../../people/components/my-people-menu.tsx';
import { balanceQuery } from '../../points/api/points-api.ts';
import { ScanEntry } from '../../scan/components/scan-entry.tsx';
import { MyTierCard } from '../../tiers/components/my-tier-card.tsx';
import { useProfile } from '../use-profile.ts';

export default function MyPage() {
  const t = useT();
  const lang = useLanguage((s) => s.language);
  const { info, loggedIn } = useProfile();
  const token = useUserStore((s) => s.token);
  const balance = useQuery(balanceQuery(token));
  const setting = useQuery(userSettingQuery(token));
  const backImg = setting.data?.backImg;
  const name = info.nickName || info.email?.split('@')[0] || '';
  const since = info.createdAt ? monthYear(new Date(info.createdAt), LANGUAGE_TAGS[lang]) : '';

  const member = loggedIn ? {} : { onClick: openLoginDialog };
  const service: MenuEntry[] = [
    {
      to: '/my/afterSale',
      label: t('support.meAfterSale'),
      icon: <MessageOutline />,
      testId: 'menu-after-sale',
      ...member,
    },
    {
      to: '/report',
      label: t('support.meReports'),
      icon: <ExclamationShieldOutline />,
      testId: 'menu-reports',
      ...member,
    },
    {
      to: '/my/shares',
      label: t('support.meShares'),
      icon: <ShopbagOutline />,
      testId: 'menu-shares',
      ...member,
    },
    {
      to: '/setting/feedback',
      label: t('support.settingFeedback'),
      icon: <EditSOutline />,
      testId: 'menu-feedback',
      ...member,
    },
  ];
  const more: MenuEntry[] = [
    { to: '/setting', label: t('setting.preferences'), icon: <SetOutline />, testId: 'menu-setting' },
    { to: '/setting/about', label: t('setting.about'), icon: <InformationCircleOutline /> },
    { to: '/setting/agreement', label: t('setting.agreement'), icon: <FileOutline /> },
  ];

  return (
    <div className="vc-stack">
      {loggedIn ? (
        <section
          className={backImg ? 'vc-card vc-profile vc-profile--back' : 'vc-card vc-profile'}
          data-testid="profile-card"
        >
          <BackImgBand url={backImg} testId="profile-back-img" />
          <UserAvatar url={info.avatarUrl} name={name} size={72} />
          <div className="vc-profile__text">
            <h2 className="vc-profile__name" data-testid="profile-nickname">
              {info.nickName || <span className="vc-muted">{t('my.noNickname')}</span>}
            </h2>
            <p className="vc-profile__email" data-testid="profile-email">
              {info.email}
            </p>
            {since ? <p className="vc-profile__since">{t('my.memberSince', { date: since })}</p> : null}
          </div>
          <Link to="/setting/editInfo" className="vc-header__icon" aria-label={t('setting.editInfo')}>
            <EditSOutline />
          </Link>
        </section>
      ) : (
        <section className="vc-card vc-guest" data-testid="guest-card">
          <span className="vc-guest__icon" aria-hidden>
            <UserOutline />
          </span>
          <h2>{t('my.guestTitle')}</h2>
          <p className="vc-muted">{t('my.guestBody')}</p>
          <Link className="vc-button vc-button--primary" to="/login">
            {t('my.signIn')}
          </Link>
        </section>
      )}
      <MyTierCard />
      <ScanEntry />
      <div>
        <h2 className="vc-section-title">{t('my.account')}</h2>
        {/* Visitors see the same entries; tapping one asks them to sign in first. */}
        <MenuList
          items={[
            {
              to: '/pointsHistory',
              label: t('my.points'),
              icon: <StarOutline />,
              testId: 'menu-points',
              extra:
                loggedIn && balance.data ? (
                  <span className="vc-list__value" data-testid="my-points">
                    {formatPoints(balance.data.balance, LANGUAGE_TAGS[lang])}
                    {balance.data.chances > 0 ? (
                      <span className="vc-scan-chances-chip" data-testid="my-chances">
                        {t('scan.chancesShort', { n: balance.data.chances })}
                      </span>
                    ) : null}
                  </span>
                ) : undefined,
              ...(loggedIn ? {} : { onClick: openLoginDialog }),
            },
            {
              to: '/activity/prize/constant',
              label: t('nav.prizes'),
              icon: <GiftOutline />,
              testId: 'menu-prizes',
            },
            {
              to: '/activity/prize/awards',
              label: t('my.awards'),
              icon: <FileOutline />,
              testId: 'menu-awards',
              ...(loggedIn ? {} : { onClick: openLoginDialog }),
            },
            {
              to: '/article/draft?status=published',
              label: t('editor.myPosts'),
              icon: <FileOutline />,
              testId: 'menu-posts',
              ...(loggedIn ? {} : { onClick: openLoginDialog }),
            },
            {
              to: '/article/draft',
              label: t('editor.myDrafts'),
              icon: <EditSOutline />,
              testId: 'menu-drafts',
              ...(loggedIn ? {} : { onClick: openLoginDialog }),
            },
            {
              to: '/reels/list',
              label: t('reelsWatch.mine'),
              icon: <VideoOutline />,
              testId: 'menu-reels',
              ...(loggedIn ? {} : { onClick: openLoginDialog }),
            },
            {
              to: '/reels/draft',
              label: t('reelsWatch.drafts'),
              icon: <EditSOutline />,
              testId: 'menu-reel-drafts',
              ...(loggedIn ? {} : { onClick: openLoginDialog }),
            },
            {
              to: '/setting/editInfo',
              label: t('setting.editInfo'),
              icon: <UserOutline />,
              testId: 'menu-edit-info',
              ...(loggedIn ? {} : { onClick: openLoginDialog }),
            },
            {
              to: '/setting/nickName',
              label: t('setting.nickName'),
              icon: <EditSOutline />,
              extra: loggedIn ? <span className="vc-list__value">{info.nickName}</span> : undefined,
              ...(loggedIn ? {} : { onClick: openLoginDialog }),
            },
          ]}
        />
      </div>
      <MyPeopleMenu />
      <div>
        <h2 className="vc-section-title">{t('support.meService')}</h2>
        <MenuList items={service} />
      </div>
      <div>
        <h2 className="vc-section-title">{t('my.more')}</h2>
        <MenuList items={more} />
      </div>
    </div>
  );
}

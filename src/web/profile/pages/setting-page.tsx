import { useQueryClient } from '@tanstack/react-query';
import Toast from 'antd-mobile/es/components/toast';
import { useState } from 'react';
import { useNavigate } from '../../app/routing.tsx';
import { LANGUAGE_NAMES, LANGUAGES } from '../../../shared/i18n.ts';
import { useColorMode, type ColorPreference } from '../../app/color-mode.ts';
import { ModalDialog } from '../../app/modal-dialog.tsx';
import { Segment } from '../../app/segment.tsx';
import { logout } from '../../auth/api/auth-api.ts';
import { useUserStore } from '../../auth/user-store.ts';
import { useMsg, useT } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { ProofStatusValue } from '../../activities/components/proof-status.tsx';
import { saveUserSetting } from '../api/profile-api.ts';
import { EmailNoticesSwitch } from '../components/email-notices-switch.tsx';
import { MenuList } from '../components/menu-list.tsx';
import '../account.css';

const MODES: ColorPreference[] = ['light', 'dark', 'system'];

export default function SettingPage() {
  const t = useT();
  const msg = useMsg();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useUserStore();
  const loggedIn = user.token !== '';
  const language = useLanguage((s) => s.language);
  const setLanguage = useLanguage((s) => s.setLanguage);
  const preference = useColorMode((s) => s.preference);
  const setPreference = useColorMode((s) => s.setPreference);
  const [langOpen, setLangOpen] = useState(false);
  // One state, one dialog: a second Enter on the button cannot stack a second confirmation.
  const [logoutOpen, setLogoutOpen] = useState(false);

  const doLogout = async () => {
    setLogoutOpen(false);
    try {
      await logout();
    } catch {
      // the session is dropped here whatever the server says
    }
    useUserStore.getState().clearSession();
    queryClient.clear();
    Toast.show({ icon: 'success', content: msg('auth.loggedOut') });
    void navigate('/my', { replace: true });
  };

  return (
    <div className="vc-stack">
      {loggedIn ? (
        <div>
          <h2 className="vc-section-title">{t('setting.account')}</h2>
          <MenuList
            items={[
              {
                to: '/setting/nickName',
                label: t('setting.nickName'),
                extra: <span className="vc-list__value">{user.userInfo.nickName || t('common.notSet')}</span>,
                testId: 'setting-nickname',
              },
              {
                to: '/setting/modifyEmail',
                label: t('setting.email'),
                extra: <span className="vc-list__value">{user.email}</span>,
              },
              { to: '/setting/editInfo', label: t('setting.editInfo') },
              { to: '/address', label: t('title.address'), testId: 'setting-address' },
              {
                to: '/setting/proof',
                label: t('activities.proofTitle'),
                extra: <ProofStatusValue />,
                testId: 'setting-proof',
              },
              { to: '/setting/shield', label: t('people.shieldTitle'), testId: 'setting-shield' },
              { to: '/setting/thirdInfo', label: t('account.thirdInfoTitle'), testId: 'setting-third-info' },
              {
                to: '/setting/infoChecklist',
                label: t('account.infoChecklistTitle'),
                testId: 'setting-info-checklist',
              },
              { to: '/setting/sessions', label: t('privacy.sessionsTitle'), testId: 'setting-sessions' },
              { to: '/setting/privacy', label: t('privacy.title'), testId: 'setting-privacy' },
            ]}
          />
        </div>
      ) : null}
      <div>
        <h2 className="vc-section-title">{t('setting.preferences')}</h2>
        <MenuList
          items={[
            {
              to: '/setting',
              label: t('setting.language'),
              extra: <span className="vc-list__value">{LANGUAGE_NAMES[language]}</span>,
              testId: 'setting-language',
              onClick: () => setLangOpen(true),
            },
          ]}
        >
          <li className="vc-menu__row vc-menu__row--static">
            <div className="vc-setting-mode">
              <span>{t('setting.colorMode')}</span>
              <Segment
                label={t('setting.colorMode')}
                options={MODES}
                value={preference}
                text={(m) => t(`colorMode.${m}`)}
                onSelect={setPreference}
                testId="mode"
              />
            </div>
          </li>
          {loggedIn ? <EmailNoticesSwitch token={user.token} /> : null}
        </MenuList>
      </div>
      <div>
        <h2 className="vc-section-title">{t('setting.support')}</h2>
        <MenuList
          items={[
            { to: '/setting/about', label: t('setting.about') },
            ...(loggedIn
              ? [{ to: '/setting/feedback', label: t('support.settingFeedback'), testId: 'setting-feedback' }]
              : []),
            {
              to: '/setting/version',
              label: t('setting.version'),
              extra: <span className="vc-list__value">{__APP_VERSION__}</span>,
            },
            { to: '/setting/agreement', label: t('setting.agreement') },
          ]}
        />
      </div>
      {loggedIn ? (
        <button
          type="button"
          className="vc-button vc-button--danger vc-button--block"
          data-testid="logout"
          onClick={() => setLogoutOpen(true)}
        >
          {t('setting.logout')}
        </button>
      ) : null}
      <ModalDialog
        open={langOpen}
        title={t('setting.language')}
        onClose={() => setLangOpen(false)}
        className="vc-sheet"
        testId="language-sheet"
      >
        <Segment
          label={t('setting.language')}
          options={LANGUAGES}
          value={language}
          text={(l) => <span lang={l.slice(0, 2)}>{LANGUAGE_NAMES[l]}</span>}
          onSelect={(l) => {
            setLanguage(l);
            setLangOpen(false);
            // A signed-in member's language follows them (emails speak it); the app does not wait.
            if (loggedIn) saveUserSetting({ language: l }).catch(() => undefined);
          }}
          testId="language"
        />
        <div className="vc-dialog__actions">
          <button type="button" className="vc-button vc-button--ghost" onClick={() => setLangOpen(false)}>
            {t('common.cancel')}
          </button>
        </div>
      </ModalDialog>
      <ModalDialog
        open={logoutOpen}
        title={t('setting.logout')}
        onClose={() => setLogoutOpen(false)}
        testId="logout-dialog"
      >
        <p className="vc-dialog-text">{t('setting.logoutConfirm')}</p>
        <div className="vc-dialog__actions">
          <button type="button" className="vc-button vc-button--ghost" onClick={() => setLogoutOpen(false)}>
            {t('common.cancel')}
          </button>
          <button type="button" className="vc-button vc-button--danger" onClick={() => void doLogout()}>
            {t('setting.logout')}
          </button>
        </div>
      </ModalDialog>
    </div>
  );
}

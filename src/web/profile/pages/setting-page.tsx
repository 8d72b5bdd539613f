import { useQueryClient } from '@tanstack/react-query';
import ActionSheet from 'antd-mobile/es/components/action-sheet';
import Dialog from 'antd-mobile/es/components/dialog';
import List from 'antd-mobile/es/components/list';
import Toast from 'antd-mobile/es/components/toast';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LANGUAGE_NAMES, LANGUAGES } from '../../../shared/i18n.ts';
import { useColorMode, type ColorPreference } from '../../app/color-mode.ts';
import { Segment } from '../../app/segment.tsx';
import { logout } from '../../auth/api/auth-api.ts';
import { useUserStore } from '../../auth/user-store.ts';
import { useMsg, useT } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { MenuList } from '../components/menu-list.tsx';

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

  const confirmLogout = async () => {
    const ok = await Dialog.confirm({
      content: t('setting.logoutConfirm'),
      confirmText: t('setting.logout'),
      cancelText: t('common.cancel'),
    });
    if (!ok) return;
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
          <h3 className="vc-section-title">{t('setting.account')}</h3>
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
            ]}
          />
        </div>
      ) : null}
      <div>
        <h3 className="vc-section-title">{t('setting.preferences')}</h3>
        <div className="vc-list">
          <List>
            <List.Item
              onClick={() => setLangOpen(true)}
              extra={<span className="vc-list__value">{LANGUAGE_NAMES[language]}</span>}
              data-testid="setting-language"
              arrowIcon
            >
              {t('setting.language')}
            </List.Item>
            <List.Item>
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
            </List.Item>
          </List>
        </div>
      </div>
      <div>
        <h3 className="vc-section-title">{t('setting.support')}</h3>
        <MenuList
          items={[
            { to: '/setting/about', label: t('setting.about') },
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
          onClick={() => void confirmLogout()}
        >
          {t('setting.logout')}
        </button>
      ) : null}
      <ActionSheet
        visible={langOpen}
        onClose={() => setLangOpen(false)}
        cancelText={t('common.cancel')}
        actions={LANGUAGES.map((l) => ({
          key: l,
          text: <span lang={l.slice(0, 2)}>{LANGUAGE_NAMES[l]}</span>,
          bold: l === language,
          onClick: () => {
            setLanguage(l);
            setLangOpen(false);
          },
        }))}
      />
    </div>
  );
}

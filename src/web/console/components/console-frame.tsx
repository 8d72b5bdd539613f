import { Layout, Select, Space, Switch, Typography } from 'antd';
import { Link } from 'react-router';
import { LANGUAGES, type Lang } from '../../../shared/i18n.ts';
import { useQuery } from '@tanstack/react-query';
import { useUserStore } from '../../auth/user-store.ts';
import { consoleMeQuery } from '../api/console-api.ts';
import { useColorMode } from '../../app/color-mode.ts';
import { Wordmark } from '../../app/wordmark.tsx';
import { useLanguage } from '../../i18n/language-store.ts';
import { useConsoleT } from '../i18n/console-i18n.ts';

/** Each language by its own name. */
export const LANGUAGE_NAMES: Record<Lang, string> = {
  en_US: 'English',
  ru_RU: 'Русский',
  ko_KR: '한국어',
  zh_CN: '中文',
};

export function ConsoleTitle({ collapsed }: { collapsed: boolean }) {
  const t = useConsoleT();
  return (
    <Link to="/console" className="vc-console-title">
      <Wordmark size="s" />
      {collapsed ? null : <span className="vc-console-title__tag">{t('console.title')}</span>}
    </Link>
  );
}

/** Who is signed in, the language and colour mode of the whole app, and the way back to it. */
export function ConsoleHeader() {
  const t = useConsoleT();
  const token = useUserStore((s) => s.token);
  const admin = useQuery(consoleMeQuery(token)).data;
  const lang = useLanguage((s) => s.language);
  const setLanguage = useLanguage((s) => s.setLanguage);
  const dark = useColorMode((s) => s.value === 'dark');
  const setPreference = useColorMode((s) => s.setPreference);
  return (
    <Layout.Header className="vc-console-header">
      <Space size="large" wrap>
        {admin ? (
          <Typography.Text
            type="secondary"
            title={t('console.idle', { hours: admin.idleMinutes / 60, count: admin.idleMinutes / 60 })}
          >
            {t('console.signedInAs', { email: admin.email })}
          </Typography.Text>
        ) : null}
        <Select<Lang>
          aria-label={t('console.language')}
          value={lang}
          onChange={setLanguage}
          options={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
          style={{ width: 120 }}
        />
        <Space>
          <Switch
            aria-label={t('console.darkMode')}
            checked={dark}
            onChange={(on) => setPreference(on ? 'dark' : 'light')}
          />
          <span aria-hidden>{t('console.darkMode')}</span>
        </Space>
        <Link to="/my">{t('console.backToApp')}</Link>
      </Space>
    </Layout.Header>
  );
}

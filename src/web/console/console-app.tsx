import '@ant-design/v5-patch-for-react-19';
import { Refine } from '@refinedev/core';
import { ErrorComponent, ThemedLayout, useNotificationProvider } from '@refinedev/antd';
import routerProvider from '@refinedev/react-router';
import { useQuery } from '@tanstack/react-query';
import { App as AntdApp, Button, ConfigProvider, Result, Spin, theme } from 'antd';
import { BrowserRouter, Navigate, Outlet, Route, Routes } from 'react-router';
import { ApiError } from '../api/api-error.ts';
import { consoleMeQuery } from './api/console-api.ts';
import { NotFoundPage } from '../app/not-found-page.tsx';
import { useColorMode } from '../app/color-mode.ts';
import { useUserStore } from '../auth/user-store.ts';
import { useLanguage } from '../i18n/language-store.ts';
import { ConsoleHeader, ConsoleTitle } from './components/console-frame.tsx';
import { consoleData } from './console-data.ts';
import { CONSOLE_SCREENS, useConsoleResources } from './console-screens.tsx';
import { ANTD_LOCALES } from './console-locales.ts';
import { consoleI18nProvider, useConsoleT } from './i18n/console-i18n.ts';
import './console.css';

const BRAND = '#0e6f68';
/** On dark: buttons keep white text at 4.5:1, links and selected items a lighter teal. */
const BRAND_ON_DARK = '#137a72';
const LINK_ON_DARK = '#5cc8bd';

/**
 * `/console/...`: the brand console (issue 16), for the admins of `ADMIN_EMAILS`; Not Found for others.
 * Refine's router binding needs React Router, which the member app left for wouter (decision 125): the
 * console brings its own, in its own chunk, over the same browser history.
 */
export default function ConsoleApp() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/console/*" element={<Console />} />
      </Routes>
    </BrowserRouter>
  );
}

function Console() {
  const t = useConsoleT();
  const token = useUserStore((s) => s.token);
  const lang = useLanguage((s) => s.language);
  const dark = useColorMode((s) => s.value === 'dark');
  const resources = useConsoleResources();
  const me = useQuery(consoleMeQuery(token));

  if (me.error instanceof ApiError && (me.error.code === 403 || me.error.code === 401)) {
    // Outside the console's frame and the member app's: the page's own main landmark.
    return (
      <main className="vc-page" id="main" tabIndex={-1}>
        <NotFoundPage />
      </main>
    );
  }
  const themed = (body: React.ReactNode) => (
    <ConfigProvider
      locale={ANTD_LOCALES[lang]}
      theme={{
        algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm,
        token: {
          colorPrimary: dark ? BRAND_ON_DARK : BRAND,
          // Danger buttons' red at 4.5:1 on white; a lighter teal for links on dark.
          ...(dark ? { colorLink: LINK_ON_DARK, colorError: '#ff7875' } : { colorError: '#cf1322' }),
          // Ant Design's secondary greys fall short of 4.5:1 on its grey page: darker ones.
          colorTextSecondary: dark ? 'rgba(255,255,255,0.7)' : 'rgba(0,0,0,0.66)',
          colorTextTertiary: dark ? 'rgba(255,255,255,0.62)' : 'rgba(0,0,0,0.6)',
          colorTextDescription: dark ? 'rgba(255,255,255,0.62)' : 'rgba(0,0,0,0.6)',
          // Locked fields (a published activity's prizes) stay readable.
          colorTextDisabled: dark ? 'rgba(255,255,255,0.6)' : 'rgba(0,0,0,0.58)',
        },
        components: {
          Menu: dark
            ? { itemSelectedBg: '#133f3b', itemSelectedColor: '#9ee6dc', subMenuItemSelectedColor: '#9ee6dc' }
            : {
                itemSelectedBg: '#dcefec',
                itemSelectedColor: '#0a514c',
                subMenuItemSelectedColor: '#0a514c',
              },
        },
      }}
    >
      <AntdApp className={dark ? 'vc-console vc-console--dark' : 'vc-console'}>{body}</AntdApp>
    </ConfigProvider>
  );
  if (me.isError) {
    return themed(
      <Result
        status="warning"
        title={t('console.loadFailed')}
        extra={
          <Button type="primary" onClick={() => void me.refetch()}>
            {t('console.retry')}
          </Button>
        }
      />,
    );
  }
  if (!me.data) {
    return themed(
      <div className="vc-console-loading" role="status" aria-busy="true">
        <Spin />
        <span className="vc-visually-hidden">{t('console.loading')}</span>
      </div>,
    );
  }
  return themed(
    <Refine
      dataProvider={consoleData}
      routerProvider={routerProvider}
      i18nProvider={consoleI18nProvider}
      notificationProvider={useNotificationProvider}
      resources={resources}
      options={{ disableTelemetry: true, warnWhenUnsavedChanges: true, syncWithLocation: false }}
    >
      <Routes>
        <Route
          element={
            <ThemedLayout Header={ConsoleHeader} Title={ConsoleTitle}>
              <Outlet />
            </ThemedLayout>
          }
        >
          <Route index element={<Navigate to="dashboard" replace />} />
          {CONSOLE_SCREENS.map(({ path, Screen }) => (
            <Route key={path} path={path} element={<Screen />} />
          ))}
          <Route path="*" element={<ErrorComponent />} />
        </Route>
      </Routes>
    </Refine>,
  );
}

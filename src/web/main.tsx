import 'antd-mobile/es/global';
import './styles/global.css';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import ConfigProvider from 'antd-mobile/es/components/config-provider';
import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import { StrictMode, useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { appConfig } from './api/app-config.ts';
import { request } from './api/client.ts';
import { keepSession } from './auth/session-keeper.ts';
import { AntdLocale } from './app/antd-locale.tsx';
import { startBuildCheck } from './app/build-check.ts';
import { useColorModeEffect } from './app/color-mode.ts';
import { reloadOnceForChunkError } from './app/build-check.ts';
import { createRouter } from './app/router.tsx';
import { reportRoute, schedulePlatform } from './app/platform-loader.ts';
import { applyScreenMetrics } from './app/screen.ts';
import { initI18n } from './i18n/i18n.ts';
import { applyLanguage, useLanguage } from './i18n/language-store.ts';

// antd-mobile's imperative Toast/Dialog need React 19's root API.
unstableSetRender((node, container) => {
  const host = container as Element & { _vcRoot?: Root };
  host._vcRoot ??= createRoot(container);
  const root = host._vcRoot;
  root.render(node);
  return async () => {
    await new Promise((r) => setTimeout(r, 0));
    root.unmount();
    delete host._vcRoot;
  };
});

window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnceForChunkError(window.location.pathname)) event.preventDefault();
});
window.addEventListener('error', (e) => console.error('Global error', e.error));
window.addEventListener('unhandledrejection', (e) => console.error('Global error', e.reason));

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false } },
});
const router = createRouter();
// Spec §2: two page-view reports after every route change, from the router itself (a page that was
// left before it finished loading still counts; a re-render of the same location does not).
let reportedKey = '';
const onLocation = (location: { key: string; pathname: string; search: string }) => {
  if (location.key === reportedKey) return;
  reportedKey = location.key;
  reportRoute(location.pathname, location.search);
};
onLocation(router.state.location);
router.subscribe((state) => onLocation(state.location));

function App() {
  const language = useLanguage((s) => s.language);
  useColorModeEffect();
  useEffect(() => applyLanguage(language), [language]);
  useEffect(() => applyScreenMetrics(), []);
  useEffect(() => startBuildCheck(appConfig().buildId), []);
  useEffect(() => void keepSession(request), []);
  useEffect(() => schedulePlatform(), []);
  return (
    <AntdLocale lang={language}>
      <RouterProvider router={router} />
    </AntdLocale>
  );
}

void initI18n(useLanguage.getState().language).then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <ConfigProvider>
          <App />
        </ConfigProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
});

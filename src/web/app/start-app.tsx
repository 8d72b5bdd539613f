import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import ConfigProvider from 'antd-mobile/es/components/config-provider';
import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import { StrictMode, useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { appConfig } from '../api/app-config.ts';
import { request } from '../api/client.ts';
import { keepSession } from '../auth/session-keeper.ts';
import { AntdLocale } from './antd-locale.tsx';
import { reloadOnceForChunkError, startBuildCheck } from './build-check.ts';
import { useColorModeEffect } from './color-mode.ts';
import { getLocation, subscribeLocation } from './app-history.ts';
import { AppRouter } from './router.tsx';
import { reportRoute, schedulePlatform } from './platform-loader.ts';
import { applyScreenMetrics } from './screen.ts';
import { initI18n } from '../i18n/i18n.ts';
import { applyLanguage, useLanguage } from '../i18n/language-store.ts';

// A chunk of an older deployment has gone (spec §8): reload once.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnceForChunkError(window.location.pathname)) event.preventDefault();
});

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

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false } },
});

function App() {
  const language = useLanguage((s) => s.language);
  useColorModeEffect();
  useEffect(() => applyLanguage(language), [language]);
  useEffect(() => applyScreenMetrics(), []);
  useEffect(() => startBuildCheck(appConfig().buildId), []);
  useEffect(() => void keepSession(request), []);
  useEffect(() => schedulePlatform(), []);
  return (
    <AntdLocale>
      <AppRouter />
    </AntdLocale>
  );
}

/**
 * The app itself (router, data, pages): main.tsx starts it for a returning adult, the age gate once
 * it is passed. `root`: the gate's, which the app takes over; `reported`: the gate already reported
 * this page view.
 */
export async function startApp(root?: Root, reported = false) {
  // Spec §2: two page-view reports after every route change, from the router itself (a page that was
  // left before it finished loading still counts; a re-render of the same location does not).
  let reportedKey = reported ? getLocation().key : '';
  const onLocation = () => {
    const location = getLocation();
    if (location.key === reportedKey) return;
    reportedKey = location.key;
    reportRoute(location.pathname, location.search);
  };
  onLocation();
  subscribeLocation(onLocation);
  await initI18n(useLanguage.getState().language);
  (root ?? createRoot(document.getElementById('root')!)).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <ConfigProvider>
          <App />
        </ConfigProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}

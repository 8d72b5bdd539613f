import { StrictMode, useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { useColorModeEffect } from '../app/color-mode.ts';
import { reportRoute, schedulePlatform } from '../app/platform-loader.ts';
import { initI18n, useT } from '../i18n/i18n.ts';
import { applyLanguage, useLanguage } from '../i18n/language-store.ts';
import { AgeGate } from './age-gate.tsx';
import { useCompliance } from './compliance-store.ts';
import { NicotineBanner } from './nicotine-banner.tsx';

/** The first visit's page: the warning and the gate, as the app shell draws them before the gate is passed. */
function Gate() {
  const t = useT();
  const language = useLanguage((s) => s.language);
  useColorModeEffect();
  useEffect(() => applyLanguage(language), [language]);
  useEffect(() => schedulePlatform(), []);
  useEffect(() => {
    document.title = t('brand.name');
  }, [t]);
  return (
    <div className="vc-app">
      <NicotineBanner />
      <AgeGate />
    </div>
  );
}

/** Shows the age gate; once it is passed, the app loads and takes over the same root. */
export async function startGate() {
  reportRoute(window.location.pathname, window.location.search);
  await initI18n(useLanguage.getState().language);
  const root: Root = createRoot(document.getElementById('root')!);
  root.render(
    <StrictMode>
      <Gate />
    </StrictMode>,
  );
  const stop = useCompliance.subscribe((s) => {
    if (s.ageVerifiedAt === null) return;
    stop();
    // A newer deployment may have replaced the app's chunk since this page loaded: load the page again.
    import('../app/start-app.tsx').then(
      (m) => m.startApp(root, true),
      () => window.location.reload(),
    );
  });
}

import { Activity, lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useLocation, useOutlet } from './routing.tsx';
import { matchRoute } from '../../shared/routes.ts';
import { dropLoginDialogElsewhere, loginDialogVisible, useLoginDialog } from '../auth/login-dialog-store.ts';
import { AgeGate } from '../compliance/age-gate.tsx';
import { useCompliance } from '../compliance/compliance-store.ts';
import { CookieConsent } from '../compliance/cookie-consent.tsx';
import { NicotineBanner } from '../compliance/nicotine-banner.tsx';
import { useT } from '../i18n/i18n.ts';
import { BackHeader } from './back-header.tsx';
import { hasNewerBuild } from './build-check.ts';
import { useHeaderOptions } from './header-store.ts';
import { PageErrorBoundary } from './error-boundary.tsx';
import { SHOW_TAB_BAR, TITLES } from './nav.ts';
import { BrandHeader, SideNav, TabBar } from './navigation.tsx';
import { PrivacyNotices } from '../privacy/components/privacy-notices.tsx';
import { useRulesOnNavigation } from '../points/use-rules-on-navigation.ts';

// The dialog (and antd-mobile's popup code) loads only once a visitor needs it.
const LoginDialog = lazy(() => import('../auth/components/login-dialog.tsx'));

const ENTRY_PAGES = new Set(['/', '/welcome']);
const SHARE_PAGES = new Set(['/agreement/privacy', '/agreement/user']);

function PageFallback() {
  const t = useT();
  return (
    <div className="vc-loading" role="status" aria-busy="true">
      <span className="vc-spinner" />
      <span className="vc-visually-hidden">{t('common.loading')}</span>
    </div>
  );
}

export function AppShell() {
  const t = useT();
  const outlet = useOutlet();
  const ageOk = useCompliance((s) => s.ageVerifiedAt !== null);
  const location = useLocation();
  const path = location.pathname;
  const loginDialog = useLoginDialog((s) => loginDialogVisible(s, path));
  // Mounted from the first time it is wanted, then kept: closing a mounted <dialog> hands focus back.
  const [loginDialogUsed, setLoginDialogUsed] = useState(false);
  if (loginDialog && !loginDialogUsed) setLoginDialogUsed(true);
  const headerOptions = useHeaderOptions();
  const def = matchRoute(path);
  useRulesOnNavigation(path);
  // "Please sign in first" answers one tap on one page: it does not follow the visitor elsewhere.
  useEffect(() => dropLoginDialogElsewhere(path), [path]);

  // Kept-alive pages stay mounted inside a hidden <Activity>: state survives, effects pause.
  const [kept, setKept] = useState<Array<{ key: string; el: ReactNode }>>([]);
  if (def?.keepAlive && outlet && !kept.some((k) => k.key === path)) {
    setKept([...kept, { key: path, el: outlet }]);
  }

  const [scrolls] = useState(() => new Map<string, number>());
  useEffect(() => {
    // A newer deployment was seen: switch to it now, between pages, where nothing is lost.
    if (hasNewerBuild()) {
      window.location.reload();
      return;
    }
    window.scrollTo(0, def?.keepAlive ? (scrolls.get(path) ?? 0) : 0);
    if (!def?.keepAlive) return;
    // Recorded while the page is shown, not when it is left: by then the next page may already have
    // shortened the document and the browser clamped the scroll.
    const onScroll = () => {
      if (window.location.pathname === path) scrolls.set(path, window.scrollY);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [path, def?.keepAlive, scrolls]);

  const pageTitle = def ? t(TITLES[def.path] ?? 'brand.name') : t('notFound.title');
  useEffect(() => {
    document.title = def?.path === '/' ? t('brand.name') : `${pageTitle} · ${t('brand.name')}`;
  }, [def?.path, pageTitle, t]);

  if (!ageOk) {
    return (
      <div className="vc-app">
        <NicotineBanner />
        <AgeGate />
      </div>
    );
  }

  const loginDialogEl = loginDialogUsed ? (
    <Suspense fallback={null}>
      <LoginDialog />
    </Suspense>
  ) : null;

  if (def?.layout === 'console') {
    // The brand console draws its own desktop frame; the sign-in dialog and cookie choice stay.
    return (
      <div className="vc-console-root">
        <PageErrorBoundary path={path}>
          <Suspense fallback={<PageFallback />}>{outlet}</Suspense>
        </PageErrorBoundary>
        <CookieConsent />
        {loginDialogEl}
      </div>
    );
  }

  const titleKey = def ? TITLES[def.path] : undefined;
  const title = t(titleKey ?? 'notFound.title');
  const menu = def?.layout === 'menu';
  const entry = ENTRY_PAGES.has(def?.path ?? '');
  const header =
    menu || entry ? (
      <BrandHeader title={menu ? title : undefined} />
    ) : (
      <BackHeader
        title={title}
        share={headerOptions.share ?? SHARE_PAGES.has(def?.path ?? '')}
        prevPath={headerOptions.prevPath}
        backDisabled={headerOptions.backDisabled ?? false}
      />
    );

  return (
    <div className={`vc-app${SHOW_TAB_BAR && menu ? ' has-tabbar' : ''}`}>
      <a className="vc-skip" href="#main">
        {t('nav.skip')}
      </a>
      <NicotineBanner />
      <div className="vc-frame">
        <SideNav />
        <div className={`vc-main${entry ? ' vc-main--wide' : ''}`}>
          {header}
          {/* tabIndex -1: the skip link moves focus here, so the next Tab starts in the content. */}
          <main className="vc-page" id="main" tabIndex={-1}>
            {menu ? <h1 className="vc-desktop-title">{title}</h1> : null}
            <PrivacyNotices />
            <PageErrorBoundary path={path}>
              <Suspense fallback={<PageFallback />}>
                {kept.map((k) => (
                  <Activity key={k.key} mode={k.key === path ? 'visible' : 'hidden'}>
                    {k.el}
                  </Activity>
                ))}
                {def?.keepAlive ? null : outlet}
              </Suspense>
            </PageErrorBoundary>
          </main>
        </div>
      </div>
      {SHOW_TAB_BAR && menu ? <TabBar /> : null}
      <CookieConsent />
      {loginDialogEl}
    </div>
  );
}

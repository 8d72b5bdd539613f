import { LeftOutline, UploadOutline } from 'antd-mobile-icons';
import { useLocation, useNavigate, useSearchParams } from './routing.tsx';
import { matchRoute } from '../../shared/routes.ts';
import { useArticleSession } from '../content/article-session-store.ts';
import { useUserStore } from '../auth/user-store.ts';
import { leaveProductPage } from '../reviews/product-session-store.ts';
import { useT } from '../i18n/i18n.ts';
import { backAction } from './header-store.ts';
import { track } from './platform-loader.ts';
import { toast } from './toast.ts';

export interface BackHeaderProps {
  title: string;
  /** Where back goes; its own prevPath query is kept. */
  prevPath?: string | undefined;
  /** When set, back only emits a `setNav` event for the page to handle. */
  backDisabled?: boolean;
  share?: boolean;
  onClick?: () => void;
}

const ARTICLE_PAGES = new Set(['/article/{id}', '/statute/{id}']);
/** The product page's back rule; its reviews (`/product/detail/{id}`) keep the stored list for return. */
const PRODUCT_PAGE = '/product/{id}';

/** Back navigation of spec §2 (product, article and general rules). */
export function useBack({ prevPath, backDisabled }: Pick<BackHeaderProps, 'prevPath' | 'backDisabled'>) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const location = useLocation();
  return () => {
    // Product pages (spec §2): clear the stored product comments; a stored previous-product address wins.
    if (!backDisabled && matchRoute(location.pathname)?.path === PRODUCT_PAGE) {
      const to = leaveProductPage(useUserStore.getState().userInfo.userId, params.get('prevPath'));
      if (to) {
        void navigate(to);
        return;
      }
    }
    const article = ARTICLE_PAGES.has(matchRoute(location.pathname)?.path ?? '');
    const session = useArticleSession.getState();
    const action = backAction({
      backDisabled,
      prevPath,
      queryPrevPath: params.get('prevPath'),
      // React Router numbers this app's history entries: 0 means we arrived from elsewhere.
      historyIndex: (window.history.state as { idx?: number } | null)?.idx ?? 0,
      ...(article ? { articlePrev: session.articlePrev } : {}),
    });
    // The stored address is used once: a later article opened from elsewhere must not return there.
    if (article && action.kind === 'navigate' && action.to === session.articlePrev)
      session.setArticlePrev('');
    if (action.kind === 'event') {
      window.dispatchEvent(new CustomEvent('setNav', { detail: { path: location.pathname } }));
    } else if (action.kind === 'navigate') void navigate(action.to);
    else if (action.kind === 'history') void navigate(-1);
    else void navigate('/', { replace: true });
  };
}

export function BackHeader({ title, prevPath, backDisabled, share, onClick }: BackHeaderProps) {
  const t = useT();
  const back = useBack({ prevPath, backDisabled });
  const onShare = async () => {
    const url = window.location.href;
    try {
      if (navigator.share) await navigator.share({ title, url });
      else {
        await navigator.clipboard.writeText(url);
        void toast(t('nav.linkCopied'));
      }
    } catch (err) {
      if ((err as Error).name !== 'AbortError') void toast(t('nav.copyFailed'));
    }
  };
  return (
    <header className="vc-header">
      <button
        type="button"
        className="vc-header__icon"
        aria-label={t('nav.back')}
        data-tracked
        onClick={() => {
          const from = matchRoute(window.location.pathname)?.path ?? '';
          back();
          onClick?.();
          // Spec §2: then a click is tracked.
          track({ mark: 'back', detail_id: from });
        }}
      >
        <LeftOutline />
      </button>
      <h1 className="vc-header__title">{title}</h1>
      {share ? (
        <button
          type="button"
          className="vc-header__icon"
          aria-label={t('nav.share')}
          onClick={() => void onShare()}
        >
          <UploadOutline />
        </button>
      ) : (
        <span className="vc-header__icon" aria-hidden />
      )}
    </header>
  );
}

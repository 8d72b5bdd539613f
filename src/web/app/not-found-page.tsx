import { Link, useLocation } from './routing.tsx';
import { useT } from '../i18n/i18n.ts';

export function NotFoundPage({ path }: { path?: string }) {
  const t = useT();
  const location = useLocation();
  return (
    <section className="vc-empty" role="alert">
      <div className="vc-empty__code" aria-hidden>
        404
      </div>
      <h1 className="vc-empty__title">{t('notFound.title')}</h1>
      <p className="vc-empty__text">{t('notFound.message', { path: path ?? location.pathname })}</p>
      <Link className="vc-button vc-button--primary" to="/">
        {t('notFound.home')}
      </Link>
    </section>
  );
}

export default function NotFoundRoute() {
  return <NotFoundPage />;
}

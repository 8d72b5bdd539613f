import { Link } from '../../app/routing.tsx';
import type { ArticleListItem } from '../../../shared/schemas/content.ts';
import { useT } from '../../i18n/i18n.ts';
import { rememberArticleOrigin } from '../article-session-store.ts';
import { articlePath } from './article-card.tsx';

/** The ten most liked articles as a numbered strip that scrolls sideways. */
export function TopStrip({ items }: { items: ArticleListItem[] }) {
  const t = useT();
  if (items.length === 0) return null;
  return (
    <section className="vc-top" aria-labelledby="vc-top-title">
      <h2 className="vc-top__title" id="vc-top-title">
        {t('feed.top10')}
      </h2>
      <ol className="vc-top__list">
        {items.map((a, i) => (
          <li key={a.id} className="vc-top__item">
            <Link to={articlePath(a.id)} className="vc-top__link" onClick={() => rememberArticleOrigin(null)}>
              {a.cover ? (
                <img className="vc-top__img" src={a.cover} alt="" loading="lazy" decoding="async" />
              ) : (
                <span className="vc-top__img vc-top__img--text" />
              )}
              <span className="vc-top__rank" aria-hidden>
                {i + 1}
              </span>
              <span className="vc-top__name">{a.title}</span>
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}

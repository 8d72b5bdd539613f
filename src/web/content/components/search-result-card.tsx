import { Link } from '../../app/routing.tsx';
import type { ArticleListItem } from '../../../shared/schemas/content.ts';

/** One search result: cover, title and excerpt as plain text, and the author. */
export function SearchResultCard({ item }: { item: ArticleListItem }) {
  const initial = item.author.nickName.trim().charAt(0).toUpperCase() || '·';
  return (
    <li className="vc-card vc-result" data-testid="search-result">
      <Link to={`/article/${item.id}`} className="vc-result__link">
        <div className="vc-result__text">
          <h3 className="vc-result__title">{item.title}</h3>
          {item.excerpt ? <p className="vc-result__excerpt">{item.excerpt}</p> : null}
          <p className="vc-result__author">
            {item.author.avatarUrl ? (
              <img className="vc-result__avatar" src={item.author.avatarUrl} alt="" loading="lazy" />
            ) : (
              <span className="vc-result__avatar" aria-hidden>
                {initial}
              </span>
            )}
            <span>{item.author.nickName}</span>
          </p>
        </div>
        {item.cover ? <img className="vc-result__cover" src={item.cover} alt="" loading="lazy" /> : null}
      </Link>
    </li>
  );
}

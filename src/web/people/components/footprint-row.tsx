import { Link } from '../../app/routing.tsx';
import type { FootprintItem } from '../../../shared/schemas/social.ts';
import { Avatar } from '../../content/components/avatar.tsx';
import { useT } from '../../i18n/i18n.ts';

/** One opened article: cover, title, author and when it was opened. */
export function FootprintRow({ item, locale }: { item: FootprintItem; locale: string }) {
  const t = useT();
  const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(new Date(item.viewedAt));
  return (
    <li>
      <Link className="vc-trail" to={`/article/${item.id}`} data-testid="footprint-item">
        {item.cover ? (
          <img className="vc-trail__cover" src={item.cover} alt="" loading="lazy" decoding="async" />
        ) : (
          <span className="vc-trail__cover vc-trail__cover--none" aria-hidden>
            {Array.from(item.title.trim())[0] ?? '·'}
          </span>
        )}
        <span className="vc-trail__text">
          <span className="vc-trail__title">{item.title.trim() || t('people.untitled')}</span>
          <span className="vc-trail__meta">
            <Avatar author={item.author} size={18} />
            <span className="vc-trail__author">{item.author.nickName}</span>
            <time dateTime={item.viewedAt}>{time}</time>
          </span>
        </span>
      </Link>
    </li>
  );
}

import { Link } from '../../app/routing.tsx';
import { useT } from '../../i18n/i18n.ts';
import type { BaseKey } from '../../../shared/i18n.ts';
import type { SocialKey } from '../i18n/social-en-us.ts';

/** An empty "me" list: what will show here, and the way back to the feed. */
export function MyEmpty({ title, text }: { title: BaseKey<SocialKey>; text?: BaseKey<SocialKey> }) {
  const t = useT();
  return (
    <div className="vc-empty" data-testid="my-empty">
      <h2 className="vc-empty__title">{t(title)}</h2>
      {text ? <p className="vc-empty__text">{t(text)}</p> : null}
      <Link className="vc-button vc-button--primary" to="/home">
        {t('social.goHome')}
      </Link>
    </div>
  );
}

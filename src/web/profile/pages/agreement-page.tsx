import { useQuery } from '@tanstack/react-query';
import { useLocation } from '../../app/routing.tsx';
import { LANGUAGE_TAGS } from '../../../shared/i18n.ts';
import { useQueryFallback } from '../../app/query-fallback.tsx';
import { useT } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { protocolQuery } from '../api/profile-api.ts';

/** /agreement/user and /agreement/privacy: structured blocks rendered as elements, never HTML. */
export default function AgreementPage() {
  const t = useT();
  const lang = useLanguage((s) => s.language);
  const type = useLocation().pathname.startsWith('/agreement/privacy') ? 'privacy' : 'user';
  const query = useQuery(protocolQuery(type, lang));
  const fallback = useQueryFallback(query);
  const { data } = query;

  if (fallback || !data) return fallback;
  const updated = new Date(data.updatedAt);
  return (
    <article className="vc-card vc-prose" lang={LANGUAGE_TAGS[lang]}>
      {/* The header already shows the page title; the API's title names the document for screen readers. */}
      <h2 className="vc-visually-hidden">{data.title}</h2>
      {Number.isNaN(updated.getTime()) ? null : (
        <p className="vc-muted">
          {t('agreement.updated', {
            date: new Intl.DateTimeFormat(LANGUAGE_TAGS[lang], { dateStyle: 'long' }).format(updated),
          })}
        </p>
      )}
      {data.blocks.map((b, i) =>
        b.kind === 'heading' ? (
          <h3 key={i}>{b.text}</h3>
        ) : (
          <p key={i} className="vc-prose__p">
            {b.text}
          </p>
        ),
      )}
    </article>
  );
}

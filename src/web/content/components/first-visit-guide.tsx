import { useQuery } from '@tanstack/react-query';
import { FlagOutline, GiftOutline, MessageOutline, ScanningOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { Link } from '../../app/routing.tsx';
import { request } from '../../api/client.ts';
import { useT } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/language-store.ts';

/** Remembered on this device once the guide is closed or a step is followed. */
export const GUIDE_SEEN_KEY = 'guideSeen';
// Icons, not emoji: a phone without a colour emoji font would show empty boxes.
const MARKS = {
  scan: <ScanningOutline />,
  points: <GiftOutline />,
  community: <MessageOutline />,
  draws: <FlagOutline />,
} as const;

const seen = () => {
  try {
    return localStorage.getItem(GUIDE_SEEN_KEY) === '1';
  } catch {
    return true;
  }
};

/** The first-visit guide (`newGuidMsg`): what the club offers, once, above the feed. */
export function FirstVisitGuide() {
  const t = useT();
  const lang = useLanguage((s) => s.language);
  const [hidden, setHidden] = useState(seen);
  const guide = useQuery({
    queryKey: ['guide', lang],
    // The schema (and zod with it) loads only for the guide: /home's first load carries no schema library.
    queryFn: async () => {
      const { GuideSchema } = await import('../../../shared/schemas/guide.ts');
      return request('GET', '/hibackend/h5InitPage/newGuidMsg', undefined, { schema: GuideSchema });
    },
    enabled: !hidden,
    staleTime: Infinity,
  });
  if (hidden || !guide.data) return null;
  const close = () => {
    try {
      localStorage.setItem(GUIDE_SEEN_KEY, '1');
    } catch {
      // storage blocked: the guide shows again next visit
    }
    setHidden(true);
  };
  return (
    <section className="vc-card vc-guide" aria-labelledby="vc-guide-title" data-testid="first-visit-guide">
      <div className="vc-guide__head">
        <h2 id="vc-guide-title">{guide.data.title}</h2>
        <button
          type="button"
          className="vc-button vc-button--ghost"
          onClick={close}
          data-testid="guide-close"
        >
          {t('guide.dismiss')}
        </button>
      </div>
      <ul className="vc-guide__steps">
        {guide.data.steps.map((s) => (
          <li key={s.key}>
            <Link to={s.link} className="vc-guide__step" onClick={close}>
              <span className="vc-guide__mark" aria-hidden>
                {MARKS[s.key]}
              </span>
              <strong>{s.title}</strong>
              <span className="vc-muted">{s.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

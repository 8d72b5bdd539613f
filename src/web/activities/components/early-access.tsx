import { useState } from 'react';
import type { ActivityDetail } from '../../../shared/schemas/activities.ts';
import { LANGUAGE_TAGS } from '../../../shared/i18n.ts';
import { useT } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { formatLondonTime } from '../activity-time.ts';

/**
 * A flash sale's early access for the member's tier (issue 39): whether it is already open for them
 * (as of when the page opened; the countdown reloads the page at the public start).
 */
export function useOpenForMe(a: ActivityDetail): boolean {
  const [now] = useState(() => Date.now());
  return a.state === 'scheduled' && a.opensForYouAt !== null && Date.parse(a.opensForYouAt) <= now;
}

/**
 * While the sale is still scheduled: "Early access: it opens for you on 6 Dec, 10:00, London time",
 * or, once that time has come, that it is open for the member now.
 */
export function EarlyAccessNote({ activity: a, open }: { activity: ActivityDetail; open: boolean }) {
  const t = useT();
  const lang = useLanguage((s) => s.language);
  if (!a.opensForYouAt || a.state !== 'scheduled') return null;
  return (
    <p className="vc-act-note" data-testid="activity-early-access">
      {open
        ? t('tiers.openForYou')
        : t('tiers.opensForYou', { date: formatLondonTime(a.opensForYouAt, LANGUAGE_TAGS[lang]) })}
    </p>
  );
}

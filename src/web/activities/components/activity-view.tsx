import { hasFairDraw } from '../../../shared/activities/terms.ts';
import type { ActivityDetail } from '../../../shared/schemas/activities.ts';
import { useT } from '../../i18n/i18n.ts';
import { STATE_KEYS, TYPE_KEYS } from '../activity-labels.ts';
import { ActivityActions } from './activity-actions.tsx';
import { ActivityCover } from './activity-cover.tsx';
import { ActivityStanding } from './activity-standing.tsx';
import { ActivityTerms } from './activity-terms.tsx';
import { ActivityTimeLine } from './activity-time-line.tsx';
import { Countdown } from './countdown.tsx';
import { SeedHash } from './seed-hash.tsx';

/**
 * An activity as members see it: used by `/activity/{id}` and by the console's preview of a draft,
 * so the preview shows exactly the member's page (with its controls disabled).
 */
export function ActivityView({
  activity: a,
  locale,
  preview = false,
  onTimeUp,
}: {
  activity: ActivityDetail;
  locale: string;
  preview?: boolean;
  onTimeUp?: () => void;
}) {
  const t = useT();
  return (
    <article className="vc-act-detail" data-testid="activity-detail">
      <ActivityCover src={a.coverUrl} type={a.type} large />
      <header className="vc-act-detail__head">
        <span className="vc-act-badges">
          <span className="vc-act-badge">{t(TYPE_KEYS[a.type])}</span>
          <span className={`vc-act-state vc-act-state--${a.state}`} data-testid="activity-state">
            {t(STATE_KEYS[a.state])}
          </span>
        </span>
        <h1 className="vc-act-title">{a.title}</h1>
        {a.description ? <p className="vc-act-text vc-act-description">{a.description}</p> : null}
      </header>

      <div className="vc-act-side">
        <section className="vc-card vc-act-when" aria-label={t('activities.starts')}>
          <Countdown activity={a} {...(onTimeUp ? { onZero: onTimeUp } : {})} />
          <dl className="vc-act-times">
            <div>
              <dt>{t('activities.starts')}</dt>
              <dd>
                <ActivityTimeLine iso={a.startAt} locale={locale} />
              </dd>
            </div>
            <div>
              <dt>{t('activities.ends')}</dt>
              <dd>
                <ActivityTimeLine iso={a.endAt} locale={locale} />
              </dd>
            </div>
          </dl>
        </section>

        <ActivityStanding activity={a} locale={locale} />
        <div className="vc-act-actions">
          <ActivityActions activity={a} preview={preview} />
        </div>
      </div>
      <div className="vc-act-main">
        <ActivityTerms activity={a} locale={locale} />
        {hasFairDraw(a.type) ? <SeedHash activity={a} /> : null}
      </div>
    </article>
  );
}

import { Link } from '../../app/routing.tsx';
import type { ActivityDetail } from '../../../shared/schemas/activities.ts';
import { toast } from '../../app/toast.ts';
import { useT } from '../../i18n/i18n.ts';
import { shortHash } from '../activity-time.ts';

/** The fairness commitment: the seed hash (short, copyable), the seed after the end, the winners link. */
export function SeedHash({ activity: a }: { activity: ActivityDetail }) {
  const t = useT();
  if (!a.seedHash) return null;
  const ended = a.state === 'closed' || a.state === 'drawn';
  async function copy(value: string) {
    try {
      await navigator.clipboard.writeText(value);
      void toast(t('activities.copied'), 'success');
    } catch {
      void toast(t('activities.copyFailed'), 'fail');
    }
  }
  return (
    <section className="vc-card vc-act-fair" aria-labelledby="act-fair-title">
      <h2 id="act-fair-title" className="vc-act-h2">
        {t('activities.fairTitle')}
      </h2>
      <p className="vc-muted vc-act-text">{t('activities.seedNote')}</p>
      <div className="vc-act-hash">
        <span className="vc-act-hash__label">{t('activities.seedHash')}</span>
        <code title={a.seedHash} data-testid="seed-hash">
          {shortHash(a.seedHash)}
        </code>
        <button
          type="button"
          className="vc-button vc-button--ghost vc-act-small"
          aria-label={t('activities.copyHash')}
          onClick={() => void copy(a.seedHash)}
        >
          {t('activities.copy')}
        </button>
      </div>
      {a.seed ? (
        <div className="vc-act-hash">
          <span className="vc-act-hash__label">{t('activities.seed')}</span>
          <code className="vc-act-hash__full" data-testid="seed">
            {a.seed}
          </code>
        </div>
      ) : null}
      {ended ? (
        <Link className="vc-button vc-button--soft" to={`/winner/${a.id}`} data-testid="winners-link">
          {t('activities.viewWinners')}
        </Link>
      ) : null}
    </section>
  );
}

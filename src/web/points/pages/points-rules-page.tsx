import { useQuery } from '@tanstack/react-query';
import { CheckCircleFill } from 'antd-mobile-icons';
import { Link } from '../../app/routing.tsx';
import { LANGUAGE_TAGS } from '../../../shared/i18n.ts';
import { formatPoints } from '../../../shared/numbers.ts';
import { useUserStore } from '../../auth/user-store.ts';
import { useT } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { rulesQuery, tasksQuery } from '../api/points-api.ts';

/** `/pointsHistory/constant`: how points are earned, and for a member how far each task is. */
export default function PointsRulesPage() {
  const t = useT();
  const lang = useLanguage((s) => s.language);
  const token = useUserStore((s) => s.token);
  const locale = LANGUAGE_TAGS[lang];
  const rules = useQuery(rulesQuery(lang));
  const tasks = useQuery(tasksQuery(token, lang));
  const enabled = (rules.data ?? []).filter((r) => r.enabled);

  return (
    <div className="vc-stack">
      {token ? (
        <section aria-labelledby="points-tasks">
          <h2 id="points-tasks" className="vc-section-title">
            {t('points.tasks')}
          </h2>
          <ul className="vc-card vc-tasks" data-testid="points-tasks">
            {(tasks.data ?? []).map((task) => (
              <li key={task.code} className="vc-task">
                <div className="vc-task__text">
                  <span className="vc-task__title">{task.title}</span>
                  <span className="vc-task__meta">
                    {task.period === 'daily' ? t('points.periodDaily') : t('points.periodOnce')} ·{' '}
                    {t('points.perTime', { points: formatPoints(task.points, locale), count: task.points })}
                  </span>
                  <progress
                    className="vc-task__bar"
                    max={task.target}
                    value={task.progress}
                    aria-label={t('points.taskProgress', { progress: task.progress, target: task.target })}
                  />
                </div>
                {task.done ? (
                  <span className="vc-task__done">
                    <CheckCircleFill aria-hidden /> {t('points.taskDone')}
                  </span>
                ) : (
                  <span className="vc-task__count">
                    {t('points.taskProgress', { progress: task.progress, target: task.target })}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <p className="vc-notice">
          {t('points.signInForTasks')} <Link to="/login?needBack=1">{t('my.signIn')}</Link>
        </p>
      )}
      <section aria-labelledby="points-rules">
        <h2 id="points-rules" className="vc-section-title">
          {t('points.rules')}
        </h2>
        <ul className="vc-rules" data-testid="points-rules">
          {enabled.map((r) => (
            <li key={r.code} className="vc-card vc-rule">
              <span className="vc-rule__points">+{formatPoints(r.points, locale)}</span>
              <div>
                <h3 className="vc-rule__title">{r.title}</h3>
                <p className="vc-rule__text">{r.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

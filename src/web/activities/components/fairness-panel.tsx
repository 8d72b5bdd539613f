import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { drawLogQuery } from '../api/draw-api.ts';
import { checkDrawLog, type FairnessReport } from './fairness-check.ts';
import { webFairCrypto } from './fairness-crypto.ts';

/**
 * "Check the draw yourself": the committed seed hash, and once the seed is revealed a check run in
 * this browser over the public draw log: the seed against its hash, then every outcome recomputed.
 */
export function FairnessPanel({
  activityId,
  seedHash,
  revealed,
}: {
  activityId: string;
  seedHash: string;
  revealed: boolean;
}) {
  const t = useT();
  const log = useQuery({ ...drawLogQuery(activityId), enabled: revealed });
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [report, setReport] = useState<FairnessReport | null>(null);
  const [failed, setFailed] = useState(false);

  const run = async () => {
    if (!log.data) return;
    setReport(null);
    setFailed(false);
    setProgress({ done: 0, total: log.data.entries.length });
    try {
      setReport(await checkDrawLog(log.data, webFairCrypto(), (done, total) => setProgress({ done, total })));
    } catch {
      setFailed(true);
    } finally {
      setProgress(null);
    }
  };

  return (
    <section className="vc-card vc-draw-fair" aria-labelledby="vc-draw-fair-title" data-testid="fairness">
      <h2 id="vc-draw-fair-title" className="vc-section-title">
        {t('draw.checkTitle')}
      </h2>
      <p className="vc-draw-text">{t('draw.checkIntro')}</p>
      <dl className="vc-draw-proof">
        <div>
          <dt>{t('draw.seedHash')}</dt>
          <dd className="vc-draw-hash" data-testid="fair-seed-hash">
            {seedHash}
          </dd>
        </div>
        {log.data?.seed ? (
          <div>
            <dt>{t('draw.seed')}</dt>
            <dd className="vc-draw-hash" data-testid="fair-seed">
              {log.data.seed}
            </dd>
          </div>
        ) : null}
      </dl>
      {!revealed ? <p className="vc-muted vc-draw-text">{t('draw.checkBefore')}</p> : null}
      {revealed && log.isPending ? (
        <div className="vc-spinner" role="status" aria-label={t('draw.loading')} />
      ) : null}
      {revealed && log.isError ? (
        <p className="vc-draw-error vc-draw-text">{t('draw.checkLogFailed')}</p>
      ) : null}
      {log.data ? (
        <button
          type="button"
          className="vc-button vc-button--soft vc-button--block"
          onClick={() => void run()}
          disabled={progress !== null}
          data-testid="fair-run"
        >
          {t('draw.checkRun', { n: log.data.entries.length })}
        </button>
      ) : null}
      {progress ? (
        <div className="vc-draw-progress">
          <progress
            max={Math.max(progress.total, 1)}
            value={progress.done}
            aria-label={t('draw.checkProgress')}
          />
          <span className="vc-muted">
            {progress.done} / {progress.total}
          </span>
        </div>
      ) : null}
      <div aria-live="polite" data-testid="fair-result">
        {failed ? <p className="vc-draw-error vc-draw-text">{t('draw.checkLogFailed')}</p> : null}
        {report ? <FairnessResult report={report} /> : null}
      </div>
      <p className="vc-muted vc-draw-small">
        {t('draw.checkScript')}{' '}
        <code>
          node scripts/verify-draws.mjs {window.location.origin} {activityId}
        </code>
      </p>
    </section>
  );
}

function FairnessResult({ report }: { report: FairnessReport }) {
  const t = useT();
  const ok = report.seedMatches && report.mismatches.length === 0;
  return (
    <div className={`vc-draw-verdict${ok ? ' is-ok' : ' is-bad'}`}>
      <p className="vc-draw-text">{report.seedMatches ? t('draw.seedOk') : t('draw.seedBad')}</p>
      <p className="vc-draw-text">
        {report.mismatches.length === 0
          ? t('draw.allMatch', { n: report.checked })
          : t('draw.someMismatch', { n: report.mismatches.length, total: report.checked })}
      </p>
      {report.mismatches.length > 0 ? (
        <ul className="vc-draw-mismatches">
          {report.mismatches.slice(0, 50).map((m) => (
            <li key={m.entryNo}>
              {t('draw.mismatchRow', { entryNo: m.entryNo, logged: m.logged, expected: m.expected })}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

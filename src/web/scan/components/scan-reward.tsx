import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { VerifyResult } from '../../../shared/schemas/scan.ts';
import { formatPoints } from '../../../shared/numbers.ts';
import { LANGUAGE_TAGS } from '../../../shared/i18n.ts';
import { errorMessage } from '../../api/api-error.ts';
import { openLoginDialog } from '../../auth/login-dialog-store.ts';
import { useUserStore } from '../../auth/user-store.ts';
import { useT } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { rulesQuery } from '../../points/api/points-api.ts';
import { claimScan, SCAN_KEY } from '../api/scan-api.ts';
import { claimKey } from '../claim-key.ts';
import { SpinLink } from './spin-link.tsx';

/**
 * The scan's reward. A member claims it at once (one key per scan: a retry claims once, a rescan
 * asks anew and hears "already yours"); a visitor is asked to sign in, comes back here through the
 * sign-in flow, and then it is claimed.
 */
export function ScanReward({ code, result }: { code: string; result: VerifyResult }) {
  const t = useT();
  const token = useUserStore((s) => s.token);
  const lang = useLanguage((s) => s.language);
  const locale = LANGUAGE_TAGS[lang];
  const qc = useQueryClient();
  const claim = useQuery({
    queryKey: [...SCAN_KEY, 'claim', code, result.scanId, token],
    queryFn: () => claimScan(code, claimKey(result.scanId)),
    enabled: token !== '',
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
  });
  const rules = useQuery({ ...rulesQuery(lang), enabled: token === '' });

  // Points and chances changed: whatever shows the balance asks again.
  useEffect(() => {
    if (claim.data?.awarded) void qc.invalidateQueries({ queryKey: ['pointsBalance'] });
  }, [claim.data?.awarded, qc]);

  if (token === '') {
    if (result.claimed) {
      return <p className="vc-card vc-scan-reward vc-scan-text">{t('scan.alreadyCollected')}</p>;
    }
    const rule = rules.data?.find((r) => r.code === 'SCAN' && r.enabled);
    return (
      <section className="vc-card vc-scan-reward" data-testid="scan-reward">
        <button
          type="button"
          className="vc-button vc-button--primary vc-button--block vc-scan-wrap"
          onClick={openLoginDialog}
          data-testid="scan-sign-in"
        >
          {rule && rule.points > 0
            ? t('scan.signInToCollect', { points: formatPoints(rule.points, locale), count: rule.points })
            : t('scan.signInToCollectAny')}
        </button>
      </section>
    );
  }

  if (claim.isPending) {
    return (
      <p className="vc-card vc-scan-reward vc-scan-text" role="status">
        <span className="vc-spinner vc-scan-inline-spinner" aria-hidden /> {t('scan.claiming')}
      </p>
    );
  }
  if (claim.error) {
    return (
      <section className="vc-card vc-scan-reward" role="alert">
        <p className="vc-scan-text">
          {t('scan.claimFailed')} {errorMessage(claim.error, '')}
        </p>
        <button type="button" className="vc-button vc-button--ghost" onClick={() => void claim.refetch()}>
          {t('common.retry')}
        </button>
      </section>
    );
  }

  const c = claim.data;
  return (
    <section className="vc-card vc-scan-reward" data-testid="scan-reward" aria-live="polite">
      {c.awarded ? (
        <>
          <h2 className="vc-scan-reward__title">{t('scan.reward')}</h2>
          <p className="vc-scan-gains">
            {c.points > 0 ? (
              <span className="vc-scan-gain" data-testid="scan-points">
                {t('scan.pointsEarned', { points: formatPoints(c.points, locale), count: c.points })}
              </span>
            ) : null}
            {c.spinChances > 0 ? (
              <span className="vc-scan-gain is-chance" data-testid="scan-chance">
                {t('scan.chanceEarned')}
              </span>
            ) : null}
          </p>
          {c.points === 0 && c.message ? <p className="vc-scan-text vc-muted">{c.message}</p> : null}
        </>
      ) : c.reason === 'CLAIMED_BY_YOU' ? (
        <div className="vc-scan-claimed" data-testid="scan-claimed-by-you">
          <h2 className="vc-scan-reward__title">{t('scan.claimedByYouTitle')}</h2>
          <p className="vc-scan-text vc-muted">{t('scan.claimedByYouText')}</p>
        </div>
      ) : (
        <p className="vc-scan-text" data-testid="scan-refusal">
          {c.message}
        </p>
      )}
      {c.chances > 0 ? (
        <>
          <p className="vc-scan-text vc-scan-chances" data-testid="scan-chances">
            {t('scan.chances', { count: c.chances })}
          </p>
          <SpinLink />
        </>
      ) : null}
    </section>
  );
}

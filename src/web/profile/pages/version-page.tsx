import { useState } from 'react';
import { appConfig } from '../../api/app-config.ts';
import { checkBuild } from '../../app/build-check.ts';
import { Wordmark } from '../../app/wordmark.tsx';
import { useT } from '../../i18n/i18n.ts';

export default function VersionPage() {
  const t = useT();
  const cfg = appConfig();
  const [state, setState] = useState<'idle' | 'checking' | 'latest' | 'newer'>('idle');
  const check = async () => {
    setState('checking');
    setState((await checkBuild(cfg.buildId)) ? 'newer' : 'latest');
  };
  return (
    <section className="vc-card vc-version">
      <Wordmark size="l" />
      <dl>
        <dt>{t('version.app')}</dt>
        <dd data-testid="app-version">{cfg.version}</dd>
        <dt>{t('version.build')}</dt>
        <dd data-testid="build-id">
          <code>{cfg.buildId}</code>
        </dd>
      </dl>
      {state === 'newer' ? (
        <>
          <p>{t('version.newer')}</p>
          <button
            type="button"
            className="vc-button vc-button--primary"
            onClick={() => window.location.reload()}
          >
            {t('version.reload')}
          </button>
        </>
      ) : (
        <>
          {state === 'latest' ? <p className="vc-muted">{t('version.upToDate')}</p> : null}
          <button
            type="button"
            className="vc-button vc-button--ghost"
            disabled={state === 'checking'}
            onClick={() => void check()}
          >
            {t('version.check')}
          </button>
        </>
      )}
    </section>
  );
}

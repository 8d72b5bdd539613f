import { useT } from '../i18n/i18n.ts';

export function Wordmark({ size = 'm' }: { size?: 's' | 'm' | 'l' }) {
  const t = useT();
  // role="img": a name on a plain span is ignored by assistive technology (and flagged by axe).
  return (
    <span className={`vc-wordmark vc-wordmark--${size}`} role="img" aria-label={t('brand.name')}>
      <span className="vc-wordmark__mark" aria-hidden>
        <svg viewBox="0 0 24 24" width="1em" height="1em">
          <path
            d="M7 18c-2.2 0-4-1.6-4-3.7 0-1.8 1.3-3.3 3.1-3.6C6.6 7.9 9 6 11.8 6c2.4 0 4.5 1.4 5.3 3.5 2.1.2 3.9 2 3.9 4.1 0 2.4-2 4.4-4.5 4.4H7z"
            fill="currentColor"
          />
        </svg>
      </span>
      <span className="vc-wordmark__text" aria-hidden>
        <b>Vapour</b> Club
      </span>
    </span>
  );
}

import { CheckCircleFill, ExclamationTriangleOutline } from 'antd-mobile-icons';
import { Link } from '../../app/routing.tsx';
import { LANGUAGE_TAGS } from '../../../shared/i18n.ts';
import type { VerifyResult } from '../../../shared/schemas/scan.ts';
import { useT } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/language-store.ts';

/**
 * The "Genuine product" answer: the product, how often and where the code was checked. A warning
 * (many people, or long ago) replaces the green tick as the headline.
 */
export function GenuineCard({ result }: { result: VerifyResult }) {
  const t = useT();
  const lang = useLanguage((s) => s.language);
  const locale = LANGUAGE_TAGS[lang];
  const product = result.product;
  const first = result.firstScanAt ? new Date(result.firstScanAt) : null;
  const when =
    first && !Number.isNaN(first.getTime())
      ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(first)
      : null;

  return (
    <section
      className={`vc-card vc-scan-genuine${result.warning ? ' is-warned' : ''}`}
      data-testid="scan-genuine"
    >
      {result.warning ? (
        // A code seen too often or too long ago: the doubt is the answer, not the green tick.
        <div className="vc-scan-warning is-headline" role="alert" data-testid="scan-warning">
          <ExclamationTriangleOutline aria-hidden className="vc-scan-warning__icon" />
          <div className="vc-scan-warning__body">
            <h2 className="vc-scan-warning__title">{t('scan.warningTitle')}</h2>
            <p className="vc-scan-text">{result.warning}</p>
            <p className="vc-scan-text vc-muted" data-testid="scan-warned-note">
              {t('scan.warnedCodeNote')}
            </p>
          </div>
        </div>
      ) : (
        <>
          <p className="vc-scan-badge">
            <CheckCircleFill aria-hidden />
            <strong>{t('scan.genuine')}</strong>
          </p>
          <p className="vc-scan-text vc-muted">{t('scan.genuineLead')}</p>
        </>
      )}
      {product ? (
        <Link to={`/product/${product.id}`} className="vc-scan-product" data-testid="scan-product">
          {product.image ? (
            <img className="vc-scan-product__image" src={product.image} alt="" loading="lazy" />
          ) : (
            <span className="vc-scan-product__image is-empty" aria-hidden />
          )}
          <span className="vc-scan-product__text">
            <span className="vc-scan-product__brand">{product.brand}</span>
            <strong className="vc-scan-product__name">{product.name}</strong>
            <span className="vc-scan-product__link">{t('scan.viewProduct')}</span>
          </span>
        </Link>
      ) : null}
      <dl className="vc-scan-facts">
        {result.scanCount !== undefined ? (
          <div>
            <dt>{t('scan.scanCount')}</dt>
            <dd data-testid="scan-count">{new Intl.NumberFormat(locale).format(result.scanCount)}</dd>
          </div>
        ) : null}
        {when ? (
          <div>
            <dt>{t('scan.firstScan')}</dt>
            <dd>
              <time dateTime={result.firstScanAt ?? undefined}>{when}</time>
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{t('scan.firstPlace')}</dt>
          <dd>{result.firstScanPlace || <span className="vc-muted">{t('scan.placeUnknown')}</span>}</dd>
        </div>
      </dl>
    </section>
  );
}

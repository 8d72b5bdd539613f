import { EditSOutline } from 'antd-mobile-icons';
import { Link } from '../../app/routing.tsx';
import { useT } from '../../i18n/i18n.ts';

/** The floating "Write a review" button (a product's page preselects it). */
export function ReviewFab({ productId }: { productId?: string | undefined }) {
  const t = useT();
  const to = productId ? `/evaluate/add?productId=${encodeURIComponent(productId)}` : '/evaluate/add';
  return (
    <div className="vc-fab">
      <Link className="vc-fab__button" to={to} aria-label={t('reviews.write')} data-testid="review-write">
        <EditSOutline aria-hidden />
      </Link>
    </div>
  );
}

import { ATTRIBUTES, type Review } from '../../../shared/schemas/reviews.ts';
import { useT } from '../../i18n/i18n.ts';
import { ATTRIBUTE_KEY, LEVEL_KEY } from '../review-labels.ts';

/** The four taste levels of a review as small chips ("Aroma: perfect"). */
export function LevelChips({
  review,
}: {
  review: Pick<Review, 'aroma' | 'coolness' | 'sweetness' | 'throatHit'>;
}) {
  const t = useT();
  return (
    <ul className="vc-review-levels">
      {ATTRIBUTES.map((a) => (
        <li key={a} className={`vc-review-level is-${review[a]}`}>
          {t(ATTRIBUTE_KEY[a])}: {t(LEVEL_KEY[review[a]])}
        </li>
      ))}
    </ul>
  );
}

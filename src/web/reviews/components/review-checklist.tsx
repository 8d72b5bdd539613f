import { useQuery } from '@tanstack/react-query';
import { CheckCircleFill, ClockCircleOutline } from 'antd-mobile-icons';
import { COMPLETE_TEXT_CHARS } from '../../../shared/schemas/reviews.ts';
import { useT } from '../../i18n/i18n.ts';
import type { UiKey } from '../../i18n/en-us.ts';
import { tipsQuery } from '../api/reviews-api.ts';
import type { Completeness } from '../review-completeness.ts';

/** The points tip (`addTips`) and what a complete review still needs, updated as the member writes. */
export function ReviewChecklist({ state }: { state: Completeness }) {
  const t = useT();
  const tips = useQuery(tipsQuery());
  const min = tips.data?.completeTextChars ?? COMPLETE_TEXT_CHARS;
  const items: [boolean, UiKey][] = [
    [state.flavour, 'reviews.checkFlavour'],
    [state.ratings, 'reviews.checkRatings'],
    [state.pictureOrText, 'reviews.checkPictureOrText'],
  ];
  return (
    <aside
      className="vc-review-checklist"
      aria-labelledby="review-checklist-title"
      data-testid="review-checklist"
    >
      {tips.data && tips.data.points > 0 ? (
        <p className="vc-review-tip" data-testid="review-tip">
          {tips.data.doneToday
            ? t('reviews.tipDone')
            : t('reviews.tipPoints', { points: tips.data.points, count: tips.data.points })}
        </p>
      ) : null}
      <h2 id="review-checklist-title" className="vc-review-checklist__title">
        {state.complete ? t('reviews.checkComplete') : t('reviews.checkTitle')}
      </h2>
      <ul>
        {items.map(([done, key]) => (
          <li key={key} className={done ? 'is-done' : ''}>
            {done ? <CheckCircleFill aria-hidden /> : <ClockCircleOutline aria-hidden />}
            <span>{t(key, { min })}</span>
            <span className="vc-visually-hidden">
              {done ? t('reviews.checkDone') : t('reviews.checkMissing')}
            </span>
          </li>
        ))}
      </ul>
    </aside>
  );
}

import { REVIEW_SORTS, type ReviewSort } from '../../../shared/schemas/reviews.ts';
import { Segment } from '../../app/segment.tsx';
import { useT } from '../../i18n/i18n.ts';
import { SORT_KEY } from '../review-labels.ts';

/** Popular / Latest / Classic (what each means: docs/decisions, issue 10). */
export function SortTabs({ value, onChange }: { value: ReviewSort; onChange: (sort: ReviewSort) => void }) {
  const t = useT();
  return (
    <div className="vc-review-sort">
      <Segment
        label={t('reviews.sortLabel')}
        options={REVIEW_SORTS}
        value={value}
        text={(s) => t(SORT_KEY[s])}
        onSelect={onChange}
        testId="review-sort"
      />
    </div>
  );
}

export const isSort = (v: string | null): v is ReviewSort => REVIEW_SORTS.includes(v as ReviewSort);

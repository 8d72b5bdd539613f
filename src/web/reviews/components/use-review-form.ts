import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { currentLang } from '../../i18n/i18n.ts';
import { productQuery } from '../api/catalogue-api.ts';
import { reviewQuery } from '../api/reviews-api.ts';
import {
  draftKey,
  EMPTY_FORM,
  fromProduct,
  fromReview,
  reviewDrafts,
  type ReviewForm,
} from '../review-draft.ts';

export const drafts = reviewDrafts(typeof sessionStorage === 'undefined' ? undefined : sessionStorage);

/**
 * The form's values: the stored draft when there is one (nothing written is ever lost), else my
 * review (`?id=`) or the preselected product (`?productId=`), else empty. Every change is written
 * to the draft at once.
 */
export function useReviewForm(editId: string, productId: string) {
  const qc = useQueryClient();
  const key = draftKey(editId, productId);
  const [stored] = useState(() => drafts.read(key));
  const [form, setFormState] = useState<ReviewForm>(stored ?? EMPTY_FORM);
  const [ready, setReady] = useState(stored !== null || (!editId && !productId));
  const [loadError, setLoadError] = useState<unknown>(null);

  useEffect(() => {
    if (stored !== null || (!editId && !productId)) return;
    let live = true;
    void (async () => {
      try {
        let next = EMPTY_FORM;
        let pid = productId;
        if (editId) {
          const review = await qc.fetchQuery(reviewQuery(editId));
          next = fromReview(review);
          pid = review.productId ?? '';
        }
        if (pid) next = fromProduct(await qc.fetchQuery(productQuery(pid, currentLang())), next);
        if (live) setFormState(next);
      } catch (err) {
        if (live) setLoadError(err);
      } finally {
        if (live) setReady(true);
      }
    })();
    return () => {
      live = false;
    };
  }, [editId, productId, qc, stored]);

  const setForm = (patch: Partial<ReviewForm>) =>
    setFormState((f) => {
      const next = { ...f, ...patch };
      drafts.write(key, next);
      return next;
    });

  return { form, setForm, ready, loadError, restored: stored !== null, key };
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from '../../app/routing.tsx';
import { ReviewSaveSchema, type ReviewSave } from '../../../shared/schemas/reviews.ts';
import { ApiError, errorMessage } from '../../api/api-error.ts';
import { Field, FormError } from '../../app/field.tsx';
import { toast } from '../../app/toast.ts';
import { useFormErrors } from '../../app/use-form-errors.ts';
import {
  fromSavedBlocks,
  imageBlocks,
  uploadsPending,
  type DraftBlock,
} from '../../content/components/editor-blocks.ts';
import { UploadGrid } from '../../content/components/upload-grid.tsx';
import { useUploads, type UpdateBlocks } from '../../content/components/upload-queue.ts';
import { useMsg, useT } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { productQuery, styleListQuery } from '../api/catalogue-api.ts';
import { myReviews } from '../api/reviews-api.ts';
import { addReview, updateReview } from '../api/review-save-api.ts';
import { LevelFields } from '../components/level-fields.tsx';
import { OpinionField } from '../components/opinion-field.tsx';
import { PickerSelect } from '../components/picker-select.tsx';
import { ProductPickers } from '../components/product-pickers.tsx';
import { ReviewChecklist } from '../components/review-checklist.tsx';
import { StarInput } from '../components/stars.tsx';
import { drafts, useReviewForm } from '../components/use-review-form.ts';
import { reviewsChanged } from '../review-cache.ts';
import { completeness } from '../review-completeness.ts';
import { draftKey, toSave } from '../review-draft.ts';
import '../../content/editor.css';
import '../reviews.css';

const doneUrls = (blocks: readonly DraftBlock[]) =>
  imageBlocks(blocks).flatMap((b) => (b.state === 'done' && b.url ? [b.url] : []));

/** `/evaluate/add`: write a taste review, or edit mine (`?id=`); `?productId=` preselects the product. */
export default function ReviewAddPage() {
  const t = useT();
  const msg = useMsg();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const editId = params.get('id') ?? '';
  const lang = useLanguage((s) => s.language);
  const { form, setForm, ready, loadError, restored, key } = useReviewForm(
    editId,
    params.get('productId') ?? '',
  );
  const { errors, formError, parse, fromError, clear, setFormError } = useFormErrors();
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState(false);
  const styles = useQuery(styleListQuery(lang));
  const product = useQuery(productQuery(form.typed ? '' : form.productId, lang));

  // Pictures: upload blocks (with progress); their finished urls are the form's pictures.
  const [blocks, setBlocks] = useState<DraftBlock[]>([]);
  // Read by the upload queue outside render; written only where the blocks change.
  const blocksRef = useRef<DraftBlock[]>([]);
  const seeded = useRef(false);
  useEffect(() => {
    if (!ready || seeded.current) return;
    seeded.current = true;
    const initial = fromSavedBlocks(
      form.pictures.map((url) => ({ type: 'image', url, width: 0, height: 0 })),
    );
    blocksRef.current = initial;
    setBlocks(initial);
  }, [ready, form.pictures]);
  const updateBlocks: UpdateBlocks = (fn) => {
    const before = doneUrls(blocksRef.current);
    const next = fn(blocksRef.current);
    blocksRef.current = next;
    setBlocks(next);
    const urls = doneUrls(next);
    if (urls.join('\n') !== before.join('\n')) {
      clear('pictures');
      setForm({ pictures: urls });
    }
  };
  const uploads = useUploads(blocksRef, updateBlocks, (text) => void toast(text, 'fail'));

  // A chosen catalogue product brings its style, unless the member already chose one.
  useEffect(() => {
    if (product.data && !form.style) setForm({ style: product.data.style });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the product arrives
  }, [product.data]);

  const state = useMemo(() => completeness({ ...form, pictureCount: form.pictures.length }), [form]);

  const publish = async () => {
    if (busy) return;
    if (uploadsPending(blocks)) {
      void toast(t('reviews.uploadsPending'), 'fail');
      return;
    }
    const body = parse(ReviewSaveSchema, toSave(form));
    if (!body) {
      setFormError(t('reviews.fixFields'));
      return;
    }
    setBusy(true);
    setConflict(false);
    try {
      const payload = toSave(form) as ReviewSave;
      const idem = crypto.randomUUID();
      const done = editId ? await updateReview(editId, payload, idem) : await addReview(payload, idem);
      drafts.clear(key);
      reviewsChanged(qc);
      void qc.invalidateQueries({ queryKey: ['points'] });
      void toast(
        done.pointsAwarded > 0
          ? t('reviews.publishedPoints', { points: done.pointsAwarded, count: done.pointsAwarded })
          : msg(editId ? 'reviews.updated' : 'reviews.published'),
        'success',
      );
      void navigate(`/evaluate/share?id=${encodeURIComponent(done.id)}`, { replace: true });
    } catch (err) {
      if (err instanceof ApiError && err.reason === 'ALREADY_REVIEWED') setConflict(true);
      fromError(err, t('error.request'));
    } finally {
      setBusy(false);
    }
  };

  // "Edit my review": the text written here moves to that review's draft, so nothing is lost.
  const editMine = async () => {
    try {
      const mine = await myReviews();
      const r = mine.list.find((x) => x.productId === form.productId);
      if (!r) throw new Error('not found');
      drafts.write(draftKey(r.id, ''), { ...form });
      drafts.clear(key);
      void navigate(`/evaluate/add?id=${encodeURIComponent(r.id)}`, { replace: true });
    } catch (err) {
      void toast(errorMessage(err, t('error.request')), 'fail');
    }
  };

  if (!ready) {
    return (
      <div className="vc-loading" role="status" aria-busy="true">
        <span className="vc-spinner" />
        <span className="vc-visually-hidden">{t('common.loading')}</span>
      </div>
    );
  }
  if (loadError) {
    return (
      <div className="vc-feed__state" role="alert">
        <p className="vc-muted">{errorMessage(loadError, t('error.request'))}</p>
      </div>
    );
  }

  return (
    <form
      className="vc-review-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void publish();
      }}
      data-testid="review-form"
    >
      <div className="vc-review-form__main">
        {restored ? <p className="vc-notice">{t('reviews.draftRestored')}</p> : null}
        <ProductPickers
          form={form}
          errors={errors}
          onChange={(patch) => {
            for (const k of Object.keys(patch)) clear(k);
            setForm(patch);
          }}
        />
        <fieldset className="vc-review-form__group">
          <legend>{t('reviews.ratingSection')}</legend>
          <PickerSelect
            label={t('reviews.style')}
            value={form.style}
            options={(styles.data ?? []).map((s) => ({ value: s.code, label: s.name }))}
            onChange={(v) => {
              clear('style');
              setForm({ style: v as typeof form.style });
            }}
            disabled={false}
            loading={styles.isLoading}
            error={errors.style}
            testId="review-style"
          />
          <StarInput
            label={t('reviews.overall')}
            value={form.overallScore}
            error={errors.overallScore}
            onChange={(overallScore) => {
              clear('overallScore');
              setForm({ overallScore });
            }}
          />
          <LevelFields
            values={form}
            errors={errors}
            onChange={(a, level) => {
              clear(a);
              setForm({ [a]: level });
            }}
          />
        </fieldset>
        <fieldset className="vc-review-form__group">
          <legend>{t('reviews.opinionSection')}</legend>
          <OpinionField
            label={t('reviews.appearance')}
            value={form.appearanceReason}
            error={errors.appearanceReason}
            onChange={(appearanceReason) => setForm({ appearanceReason })}
            testId="review-appearance"
          />
          <OpinionField
            label={t('reviews.improvement')}
            value={form.improvement}
            error={errors.improvement}
            onChange={(improvement) => setForm({ improvement })}
            testId="review-improvement"
          />
          <UploadGrid blocks={blocks} update={updateBlocks} uploads={uploads} error={errors.pictures} />
        </fieldset>
      </div>
      <div className="vc-review-form__side">
        <ReviewChecklist state={state} />
        {conflict ? (
          <Field label={msg('reviews.alreadyReviewed')} group>
            <button type="button" className="vc-button vc-button--soft" onClick={() => void editMine()}>
              {t('reviews.editMine')}
            </button>
          </Field>
        ) : (
          <FormError message={formError} />
        )}
        <button
          type="submit"
          className="vc-button vc-button--primary vc-button--block"
          disabled={busy}
          aria-busy={busy}
          data-testid="review-publish"
        >
          {editId ? t('reviews.saveChanges') : t('reviews.publish')}
        </button>
      </div>
    </form>
  );
}

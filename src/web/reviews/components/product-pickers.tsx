import { useQuery } from '@tanstack/react-query';
import { DEVICE_TYPES } from '../../../shared/schemas/catalogue.ts';
import { Field, TextField } from '../../app/field.tsx';
import { Segment } from '../../app/segment.tsx';
import { useT } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import {
  brandListQuery,
  modelListQuery,
  productNameListQuery,
  seriesListQuery,
  tasteListQuery,
} from '../api/catalogue-api.ts';
import { choose, stepEnabled, stepQuery, type PickerStep } from '../picker-narrowing.ts';
import type { ReviewForm } from '../review-draft.ts';
import { DEVICE_KEY } from '../review-labels.ts';
import { PickerSelect } from './picker-select.tsx';

type Errors = Record<string, string | undefined>;

/**
 * Brand -> device type -> series -> model -> product -> flavour, each list narrowed by the answers
 * before it; or, when the product is missing from the catalogue, brand and product typed in.
 */
export function ProductPickers({
  form,
  onChange,
  errors,
}: {
  form: ReviewForm;
  onChange: (patch: Partial<ReviewForm>) => void;
  errors: Errors;
}) {
  const t = useT();
  const lang = useLanguage((s) => s.language);
  const on = (step: PickerStep) => stepEnabled(form, step);
  const brands = useQuery(brandListQuery(lang));
  const series = useQuery(seriesListQuery(stepQuery(form, 'seriesId'), lang, on('seriesId') && !form.typed));
  const models = useQuery(modelListQuery(stepQuery(form, 'model'), lang, on('model') && !form.typed));
  const products = useQuery(
    productNameListQuery(stepQuery(form, 'productId'), lang, on('productId') && !form.typed),
  );
  const tastes = useQuery(tasteListQuery(stepQuery(form, 'flavour'), lang, on('flavour') && !form.typed));
  const pick = <K extends PickerStep>(step: K, value: ReviewForm[K]) => onChange(choose(form, step, value));
  const loading = (q: { isLoading: boolean }) => q.isLoading;

  const deviceField = (
    <Field label={t('reviews.deviceType')} error={errors.deviceType} group>
      <Segment
        label={t('reviews.deviceType')}
        options={DEVICE_TYPES}
        value={form.deviceType || null}
        text={(d) => t(DEVICE_KEY[d])}
        onSelect={(d) => (form.typed ? onChange({ deviceType: d }) : pick('deviceType', d))}
        testId="review-device"
      />
    </Field>
  );

  if (form.typed) {
    return (
      <fieldset className="vc-review-form__group">
        <legend>{t('reviews.productSection')}</legend>
        <TextField
          label={t('reviews.brandName')}
          value={form.brandName}
          maxLength={50}
          error={errors.brandName ?? errors.productId}
          onValue={(brandName) => onChange({ brandName })}
          data-testid="review-brand-name"
        />
        <TextField
          label={t('reviews.productName')}
          value={form.productName}
          maxLength={100}
          error={errors.productName}
          onValue={(productName) => onChange({ productName })}
          data-testid="review-product-name"
        />
        {deviceField}
        <TextField
          label={t('reviews.flavour')}
          value={form.flavour}
          maxLength={50}
          error={errors.flavour}
          onValue={(flavour) => onChange({ flavour })}
          data-testid="review-flavour-text"
        />
        <button type="button" className="vc-review-link" onClick={() => onChange({ typed: false })}>
          {t('reviews.pickIt')}
        </button>
      </fieldset>
    );
  }

  return (
    <fieldset className="vc-review-form__group">
      <legend>{t('reviews.productSection')}</legend>
      <PickerSelect
        label={t('reviews.brand')}
        value={form.brandId}
        options={(brands.data ?? []).map((b) => ({ value: b.id, label: b.name }))}
        onChange={(v) => pick('brandId', v)}
        disabled={false}
        loading={loading(brands)}
        error={errors.brandId}
        testId="review-brand"
      />
      {deviceField}
      <PickerSelect
        label={t('reviews.series')}
        value={form.seriesId}
        options={(series.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
        onChange={(v) => pick('seriesId', v)}
        disabled={!on('seriesId')}
        loading={loading(series)}
        emptyLabel={t('reviews.anySeries')}
        testId="review-series"
      />
      <PickerSelect
        label={t('reviews.model')}
        value={form.model}
        options={(models.data ?? []).map((m) => ({ value: m, label: m }))}
        onChange={(v) => pick('model', v)}
        disabled={!on('model')}
        loading={loading(models)}
        testId="review-model"
      />
      <PickerSelect
        label={t('reviews.product')}
        value={form.productId}
        options={(products.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
        onChange={(v) => pick('productId', v)}
        disabled={!on('productId')}
        loading={loading(products)}
        error={errors.productId}
        testId="review-product"
      />
      <PickerSelect
        label={t('reviews.flavour')}
        value={form.flavour}
        options={(tastes.data ?? []).map((f) => ({ value: f, label: f }))}
        onChange={(v) => pick('flavour', v)}
        disabled={!on('flavour')}
        loading={loading(tastes)}
        error={errors.flavour}
        testId="review-flavour"
      />
      <button
        type="button"
        className="vc-review-link"
        onClick={() => onChange({ typed: true, productId: '', flavour: '' })}
        data-testid="review-type-it"
      >
        {t('reviews.typeIt')}
      </button>
    </fieldset>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from '../../app/routing.tsx';
import { countChars } from '../../../shared/content/words.ts';
import { OPINION_MAX } from '../../../shared/schemas/reviews.ts';
import { STORE_NAME_MAX, STORE_TYPES, StoreShareSchema } from '../../../shared/schemas/stores.ts';
import { RegionFields } from '../../address/components/region-fields.tsx';
import { Field, FormError, TextField } from '../../app/field.tsx';
import { Segment } from '../../app/segment.tsx';
import { toast } from '../../app/toast.ts';
import { useFormErrors } from '../../app/use-form-errors.ts';
import { useMsg, useT } from '../../i18n/i18n.ts';
import { shareStore } from '../api/share-api.ts';
import { STORES_KEY } from '../api/stores-key.ts';
import { clearDraft, writeDraft, type ShareDraft } from '../share-draft.ts';
import { LocationStep } from './location-step.tsx';
import { PhotoStep } from './photo-step.tsx';
import { ProductPicker } from './product-picker.tsx';
import { StarInput } from './star-input.tsx';

/**
 * The share form: photo, location, details. Every change is kept in the session draft, so a reload,
 * a sign-in detour or a failed send never loses what was typed. The form parses the shared schema
 * first; the server's 400 puts its messages under the same fields.
 */
export function ShareForm({ initial, knownLocation }: { initial: ShareDraft; knownLocation: boolean }) {
  const t = useT();
  const msg = useMsg();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useFormErrors();
  const [draft, setDraft] = useState(initial);
  const [fromStore, setFromStore] = useState(knownLocation);
  const [busy, setBusy] = useState(false);
  // One key per share: a retry after a lost answer is the same share to the server.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  useEffect(() => writeDraft(draft), [draft]);

  const set = (patch: Partial<ShareDraft>, field: string) => {
    setDraft((d) => ({ ...d, ...patch }));
    form.clear(field);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const body = form.parse(StoreShareSchema, {
      photoUrl: draft.photoUrl,
      name: draft.name,
      type: draft.type,
      lat: draft.lat ?? undefined,
      lng: draft.lng ?? undefined,
      country: draft.country,
      area: draft.area,
      city: draft.city,
      county: draft.county,
      address: draft.address,
      postalCode: draft.postalCode,
      score: draft.score || undefined,
      text: draft.text,
      productIds: draft.products.map((p) => p.id),
    });
    if (!body) {
      form.setFormError(t('stores.fixErrors'));
      return;
    }
    setBusy(true);
    try {
      const shared = await shareStore(body, idempotencyKey);
      clearDraft();
      await queryClient.invalidateQueries({ queryKey: STORES_KEY });
      const extra =
        shared.pointsAwarded > 0
          ? t('stores.pointsAwarded', { points: shared.pointsAwarded, count: shared.pointsAwarded })
          : shared.merged
            ? t('stores.alreadyShared')
            : '';
      void toast(extra ? `${msg('stores.shared')} · ${extra}` : msg('stores.shared'), 'success');
      void navigate(`/store/${encodeURIComponent(shared.storeId)}`, { replace: true });
    } catch (err) {
      form.fromError(err, t('error.request'));
    } finally {
      setBusy(false);
    }
  };

  const { errors } = form;
  const nameCount = t('stores.count', { n: draft.name.length, max: STORE_NAME_MAX });
  const textCount = t('stores.count', { n: countChars(draft.text), max: OPINION_MAX });
  return (
    <form
      className="vc-store-share"
      onSubmit={(e) => void submit(e)}
      noValidate
      data-testid="store-share-form"
    >
      <section className="vc-card vc-store-share__step" aria-labelledby="vc-step-photo">
        <h2 id="vc-step-photo" className="vc-section-title">
          <span className="vc-store-share__num" aria-hidden>
            1
          </span>
          {t('stores.stepPhoto')}
        </h2>
        <PhotoStep
          photoUrl={draft.photoUrl}
          onPhoto={(photoUrl) => set({ photoUrl }, 'photoUrl')}
          error={errors.photoUrl}
        />
      </section>
      <section className="vc-card vc-store-share__step" aria-labelledby="vc-step-location">
        <h2 id="vc-step-location" className="vc-section-title">
          <span className="vc-store-share__num" aria-hidden>
            2
          </span>
          {t('stores.stepLocation')}
        </h2>
        <LocationStep
          lat={draft.lat}
          lng={draft.lng}
          fromStore={fromStore}
          error={errors.lat ?? errors.lng}
          onPosition={(p) => {
            setFromStore(false);
            setDraft((d) => ({ ...d, lat: p.lat, lng: p.lng }));
            form.clear('lat');
            form.clear('lng');
          }}
        />
      </section>
      <section
        className="vc-card vc-store-share__step vc-store-share__details"
        aria-labelledby="vc-step-details"
      >
        <h2 id="vc-step-details" className="vc-section-title">
          <span className="vc-store-share__num" aria-hidden>
            3
          </span>
          {t('stores.stepDetails')}
        </h2>
        <TextField
          label={t('stores.name')}
          name="name"
          value={draft.name}
          maxLength={STORE_NAME_MAX}
          error={errors.name}
          aria-describedby="vc-store-name-count"
          onValue={(name) => set({ name }, 'name')}
        />
        <span id="vc-store-name-count" className="vc-store-count" aria-live="polite">
          {nameCount}
        </span>
        <Field label={t('stores.type')} error={errors.type} group>
          <Segment
            label={t('stores.type')}
            options={STORE_TYPES}
            value={draft.type}
            text={(o) => t(`stores.type.${o}`)}
            onSelect={(type) => set({ type }, 'type')}
            testId="store-share-type"
          />
        </Field>
        <RegionFields
          values={{ country: draft.country, area: draft.area, city: draft.city }}
          errors={errors}
          onChange={(patch, field) => set(patch, field)}
        />
        <div className="vc-two">
          <TextField
            label={t('field.county')}
            name="county"
            value={draft.county}
            error={errors.county}
            onValue={(county) => set({ county }, 'county')}
          />
          <TextField
            label={t('field.postalCode')}
            name="postalCode"
            value={draft.postalCode}
            error={errors.postalCode}
            autoComplete="postal-code"
            onValue={(postalCode) => set({ postalCode }, 'postalCode')}
          />
        </div>
        <TextField
          label={t('field.address')}
          name="address"
          value={draft.address}
          error={errors.address}
          autoComplete="street-address"
          onValue={(address) => set({ address }, 'address')}
        />
        <StarInput value={draft.score} onValue={(score) => set({ score }, 'score')} error={errors.score} />
        <Field label={t('stores.text')} error={errors.text}>
          <textarea
            className="vc-input vc-store-share__text"
            name="text"
            rows={4}
            value={draft.text}
            placeholder={t('stores.textPlaceholder')}
            aria-invalid={errors.text ? true : undefined}
            aria-describedby="vc-store-text-count"
            onChange={(e) => set({ text: e.target.value }, 'text')}
          />
        </Field>
        <span
          id="vc-store-text-count"
          className={`vc-store-count${countChars(draft.text) > OPINION_MAX ? ' is-over' : ''}`}
        >
          {textCount}
        </span>
        <ProductPicker
          value={draft.products}
          onValue={(products) => set({ products }, 'productIds')}
          error={errors.productIds}
        />
        <FormError message={form.formError} />
        <button
          className="vc-button vc-button--primary vc-button--block"
          type="submit"
          disabled={busy}
          data-testid="store-share-submit"
        >
          {busy ? t('stores.sending') : t('stores.submit')}
        </button>
      </section>
    </form>
  );
}

import Toast from 'antd-mobile/es/components/toast';
import { useState, type FormEvent } from 'react';
import { AddressSaveSchema, type Address } from '../../../shared/schemas/address.ts';
import { useBack } from '../../app/back-header.tsx';
import { FormError } from '../../app/field.tsx';
import { useFormValues } from '../../app/use-form-values.tsx';
import { useFormErrors } from '../../app/use-form-errors.ts';
import { useUserStore } from '../../auth/user-store.ts';
import { useMsg, useT } from '../../i18n/i18n.ts';
import { saveAddress, useInvalidateAddresses } from '../api/addresses-api.ts';
import { RegionFields, type RegionValues } from './region-fields.tsx';

/**
 * Add or edit one address. Parsed with the same shared schema as the server; the server's field
 * errors land under the same fields. After saving it goes back where the member came from (the
 * `prevPath` query, e.g. `/address/add?prevPath=/order/add?prizeId=1`, else history).
 */
export function AddressForm({ initial }: { initial?: Address }) {
  const t = useT();
  const msg = useMsg();
  const back = useBack({});
  const form = useFormErrors();
  const invalidate = useInvalidateAddresses();
  const countryCode = useUserStore((s) => s.countryCode);
  const [busy, setBusy] = useState(false);
  const {
    values,
    set,
    textField: text,
  } = useFormValues(
    {
      firstName: initial?.firstName ?? '',
      lastName: initial?.lastName ?? '',
      phone: initial?.phone ?? '',
      country: initial?.country ?? countryCode,
      area: initial?.area ?? '',
      city: initial?.city ?? '',
      county: initial?.county ?? '',
      address: initial?.address ?? '',
      postalCode: initial?.postalCode ?? '',
      isDefault: initial?.isDefault ?? false,
    },
    form,
  );

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const body = form.parse(AddressSaveSchema, { ...values, ...(initial ? { id: initial.id } : {}) });
    if (!body) return;
    setBusy(true);
    try {
      await saveAddress(body);
      await invalidate();
      Toast.show({ icon: 'success', content: msg('address.saved') });
      back();
    } catch (err) {
      form.fromError(err, t('error.request'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="vc-stack" onSubmit={(e) => void onSubmit(e)} noValidate data-testid="address-form">
      <section className="vc-card">
        <h2 className="vc-section-title vc-address-form__title">{t('address.recipient')}</h2>
        <div className="vc-two">
          {text('firstName', t('field.firstName'), { autoComplete: 'given-name' })}
          {text('lastName', t('field.lastName'), { autoComplete: 'family-name' })}
        </div>
        {text('phone', t('field.phone'), { type: 'tel', autoComplete: 'tel', inputMode: 'tel' })}
      </section>
      <section className="vc-card">
        <h2 className="vc-section-title vc-address-form__title">{t('address.where')}</h2>
        <RegionFields
          values={{ country: values.country, area: values.area, city: values.city }}
          errors={form.errors}
          onChange={(patch: Partial<RegionValues>, field) => set(patch, field)}
        />
        {text('county', t('field.county'))}
        {text('address', t('field.address'), { autoComplete: 'street-address' })}
        {text('postalCode', t('field.postalCode'), { autoComplete: 'postal-code' })}
        <label className="vc-check">
          <input
            type="checkbox"
            name="isDefault"
            checked={values.isDefault}
            // The default can only move to another address, not be switched off.
            disabled={initial?.isDefault === true}
            onChange={(e) => set({ isDefault: e.target.checked }, 'isDefault')}
          />
          <span>{t('address.makeDefault')}</span>
        </label>
        <FormError message={form.formError} />
        <button className="vc-button vc-button--primary vc-button--block" type="submit" disabled={busy}>
          {t('common.save')}
        </button>
      </section>
    </form>
  );
}

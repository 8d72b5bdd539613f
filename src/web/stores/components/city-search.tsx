import { useId, useState, type FormEvent } from 'react';
import { STORE_NAME_MAX } from '../../../shared/schemas/stores.ts';
import { useT } from '../../i18n/i18n.ts';

/** The fallback when the position is unknown or refused: stores of a city by name. */
export function CitySearch({ initial, onCity }: { initial: string; onCity: (city: string) => void }) {
  const t = useT();
  const id = useId();
  const [value, setValue] = useState(initial);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const city = value.trim();
    if (city) onCity(city);
  };
  return (
    <form className="vc-store-city" role="search" onSubmit={submit}>
      <label htmlFor={id} className="vc-field__label">
        {t('stores.cityLabel')}
      </label>
      <div className="vc-input-row">
        <input
          id={id}
          className="vc-input"
          type="search"
          name="city"
          value={value}
          maxLength={STORE_NAME_MAX}
          placeholder={t('stores.cityPlaceholder')}
          autoComplete="address-level2"
          onChange={(e) => setValue(e.target.value)}
        />
        <button type="submit" className="vc-button vc-button--soft">
          {t('stores.search')}
        </button>
      </div>
    </form>
  );
}

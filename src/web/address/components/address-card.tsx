import { Link } from '../../app/routing.tsx';
import type { Address } from '../../../shared/schemas/address.ts';
import { useT } from '../../i18n/i18n.ts';

/** One address in the list: recipient, the address itself, and its actions. */
export function AddressCard({
  address,
  countryName,
  onDelete,
  onMakeDefault,
}: {
  address: Address;
  countryName: string;
  onDelete: () => void;
  onMakeDefault: () => void;
}) {
  const t = useT();
  const name = `${address.firstName} ${address.lastName}`;
  const lines = [
    address.address,
    [address.county, address.city].filter(Boolean).join(', '),
    [address.area, address.postalCode, countryName].filter(Boolean).join(', '),
  ];
  return (
    <li
      className="vc-card vc-address"
      data-testid="address-card"
      data-default={address.isDefault || undefined}
    >
      <div className="vc-address__head">
        <h2 className="vc-address__name">{name}</h2>
        {address.isDefault ? <span className="vc-tag vc-tag--ready">{t('address.default')}</span> : null}
      </div>
      <p className="vc-address__phone">{address.phone}</p>
      <p className="vc-address__lines">
        {lines.map((l, i) => (
          <span key={i}>{l}</span>
        ))}
      </p>
      <div className="vc-address__actions">
        {address.isDefault ? null : (
          <button type="button" className="vc-button vc-button--ghost" onClick={onMakeDefault}>
            {t('address.setDefault')}
          </button>
        )}
        <Link
          className="vc-button vc-button--soft"
          to={`/address/edit?id=${address.id}`}
          aria-label={`${t('address.edit')}: ${name}`}
        >
          {t('address.edit')}
        </Link>
        <button
          type="button"
          className="vc-button vc-button--ghost vc-address__delete"
          aria-label={`${t('address.delete')}: ${name}`}
          onClick={onDelete}
        >
          {t('address.delete')}
        </button>
      </div>
    </li>
  );
}

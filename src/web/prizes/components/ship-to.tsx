import { countryName } from '../../../shared/countries.ts';
import type { ShipTo } from '../../../shared/schemas/prizes.ts';
import { useLanguage } from '../../i18n/language-store.ts';

/** A delivery address as lines: recipient, phone, street, town, region. */
export function ShipToLines({ to }: { to: ShipTo }) {
  const lang = useLanguage((s) => s.language);
  const lines = [
    `${to.firstName} ${to.lastName}`,
    to.phone,
    to.address,
    [to.county, to.city].filter(Boolean).join(', '),
    [to.area, to.postalCode, countryName(to.country, lang)].filter(Boolean).join(', '),
  ];
  return (
    <address className="vc-ship-to">
      {lines.map((l, i) => (
        <span key={i}>{l}</span>
      ))}
    </address>
  );
}

/** A choice of delivery addresses as radio buttons (the order form and an award's shipping). */
export function ShipToChoice<A extends ShipTo & { id: string }>({
  list,
  chosen,
  onChoose,
  legend,
  name,
  className,
  itemClassName,
  testId,
}: {
  list: readonly A[];
  chosen: string | null;
  onChoose: (id: string) => void;
  legend: string;
  name: string;
  className: string;
  itemClassName: string;
  testId: string;
}) {
  return (
    <fieldset className={className}>
      <legend className="vc-visually-hidden">{legend}</legend>
      {list.map((a) => (
        <label key={a.id} className={itemClassName} data-testid={testId}>
          <input
            type="radio"
            name={name}
            value={a.id}
            checked={chosen === a.id}
            onChange={() => onChoose(a.id)}
          />
          <ShipToLines to={a} />
        </label>
      ))}
    </fieldset>
  );
}

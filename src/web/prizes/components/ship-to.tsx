import type { ShipTo } from '../../../shared/schemas/prizes.ts';

/** A delivery address as lines: recipient, phone, street, town, region. */
export function ShipToLines({ to }: { to: ShipTo }) {
  const lines = [
    `${to.firstName} ${to.lastName}`,
    to.phone,
    to.address,
    [to.county, to.city].filter(Boolean).join(', '),
    [to.area, to.postalCode, to.country].filter(Boolean).join(', '),
  ];
  return (
    <address className="vc-ship-to">
      {lines.map((l, i) => (
        <span key={i}>{l}</span>
      ))}
    </address>
  );
}

import { randomBytes } from 'node:crypto';
import type { Redeem, ShipTo } from '../../shared/schemas/prizes.ts';
import type { redeems } from '../db/schema.ts';
import type { AddressRow } from '../address/address.service.ts';

// A loyalty order's address snapshot and number: redeems (prizes.service.ts) and activity awards
// shipped as 0-point orders (activities/awards.service.ts) make them the same way.

/** The address as it is now: later edits or deletion of the address do not move the parcel. */
export const shipToOf = (a: AddressRow): ShipTo => ({
  firstName: a.firstName,
  lastName: a.lastName,
  phone: a.phone,
  country: a.country,
  area: a.area,
  city: a.city,
  county: a.county,
  address: a.address,
  postalCode: a.postalCode,
});

/** Unguessable and short enough to read out on the phone: R + date + 8 hex digits. */
export const newOrderNo = () =>
  `R${new Date().toISOString().slice(0, 10).replaceAll('-', '')}${randomBytes(4).toString('hex').toUpperCase()}`;

/** An order row as the API shows it, before the prize's name and picture are added. */
export const orderFields = (
  r: typeof redeems.$inferSelect,
): Omit<Redeem, 'prizeName' | 'image' | 'supportDue' | 'workOrderId' | 'wonIn'> => ({
  id: String(r.id),
  orderNo: r.orderNo,
  prizeId: String(r.prizeId),
  quantity: r.quantity,
  points: r.points,
  status: r.status,
  addressId: r.addressId === null ? null : String(r.addressId),
  shipTo: r.shipTo as ShipTo,
  carrier: r.carrier,
  trackingNo: r.trackingNo,
  createdAt: r.createdAt.toISOString(),
  shippedAt: r.shippedAt?.toISOString() ?? null,
});

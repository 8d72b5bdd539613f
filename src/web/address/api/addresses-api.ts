import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  AddressPageSchema,
  AddressSchema,
  type Address,
  type AddressSaveParsed,
} from '../../../shared/schemas/address.ts';
import { request } from '../../api/client.ts';

const BASE = '/hibackend/user/address';
/** Every address query starts with this key, so one invalidation refreshes lists and details. */
export const ADDRESS_KEY = ['address'] as const;

/** The member's addresses, the default first. A member keeps at most 50, so one full page is all. */
export const addressListQuery = () =>
  queryOptions({
    queryKey: [...ADDRESS_KEY, 'list'],
    queryFn: () => request('GET', `${BASE}/listPage`, { pageSize: 50 }, { schema: AddressPageSchema }),
  });

export const addressQuery = (id: string) =>
  queryOptions({
    queryKey: [...ADDRESS_KEY, 'detail', id],
    queryFn: () => request('GET', `${BASE}/${encodeURIComponent(id)}`, undefined, { schema: AddressSchema }),
    enabled: id !== '',
  });

export const saveAddress = (body: AddressSaveParsed): Promise<Address> =>
  request('POST', `${BASE}/saveOrUpdate`, body as Record<string, unknown>, { schema: AddressSchema });

export const deleteAddress = (id: string) =>
  request('DELETE', `${BASE}/${encodeURIComponent(id)}`, undefined, { schema: z.null() });

/** After a write: every address query is stale. */
export function useInvalidateAddresses() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ADDRESS_KEY });
}

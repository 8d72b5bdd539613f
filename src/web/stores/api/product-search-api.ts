import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ProductPageSchema } from '../../../shared/schemas/catalogue.ts';
import { request } from '../../api/client.ts';

/** Catalogue products matching what the member typed, for the "products seen here" chips. */
export const productSearchQuery = (keyword: string) =>
  queryOptions({
    queryKey: ['catalogue', 'search', keyword],
    queryFn: () =>
      request('GET', '/hibackend/brandTaste/list', { keyword, pageSize: 8 }, { schema: ProductPageSchema }),
    enabled: keyword !== '',
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

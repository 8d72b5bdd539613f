import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { BrandSchema, SeriesSchema } from '../../../shared/schemas/catalogue.ts';
import { request } from '../../api/client.ts';

const BrandsSchema = z.object({ list: z.array(BrandSchema) });
const SeriesListSchema = z.object({ list: z.array(SeriesSchema) });

/** The catalogue's brands as choices (a short list: every brand). */
export function useBrandOptions() {
  const brands = useQuery({
    queryKey: ['console', 'catalogue', 'brands'],
    queryFn: () => request('GET', '/console/catalogue/brands', undefined, { schema: BrandsSchema }),
  });
  const list = brands.data?.list ?? [];
  return {
    list,
    options: list.map((b) => ({ value: b.id, label: b.name })),
    nameOf: (id: string | null) => list.find((b) => b.id === id)?.name ?? '—',
  };
}

/** One brand's series as choices (none until a brand is chosen). */
export function useSeriesOptions(brandId: string | null | undefined) {
  const series = useQuery({
    queryKey: ['console', 'catalogue', 'series', brandId],
    enabled: Boolean(brandId),
    queryFn: () =>
      request('GET', '/console/catalogue/series', { brandId: String(brandId) }, { schema: SeriesListSchema }),
  });
  return (series.data?.list ?? []).map((s) => ({ value: s.id, label: s.name }));
}

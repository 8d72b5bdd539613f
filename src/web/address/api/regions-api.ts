import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { Lang } from '../../../shared/i18n.ts';
import { RegionSchema } from '../../../shared/schemas/address.ts';
import { request } from '../../api/client.ts';

const RegionsSchema = z.array(RegionSchema);
// Region data changes only with a server upgrade.
const staleTime = 24 * 60 * 60_000;

export const countriesQuery = (lang: Lang) =>
  queryOptions({
    queryKey: ['region', 'country', lang],
    queryFn: () => request('GET', '/hibackend/address/country', undefined, { schema: RegionsSchema }),
    staleTime,
  });

export const areasQuery = (country: string, lang: Lang) =>
  queryOptions({
    queryKey: ['region', 'area', country, lang],
    queryFn: () => request('GET', '/hibackend/address/area', { country }, { schema: RegionsSchema }),
    enabled: country !== '',
    staleTime,
  });

export const citiesQuery = (country: string, area: string, lang: Lang) =>
  queryOptions({
    queryKey: ['region', 'city', country, area, lang],
    queryFn: () => request('GET', '/hibackend/address/city', { country, area }, { schema: RegionsSchema }),
    enabled: country !== '' && area !== '',
    staleTime,
  });

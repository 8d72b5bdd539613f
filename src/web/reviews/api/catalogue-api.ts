import { queryOptions } from '@tanstack/react-query';
import type { Lang } from '../../../shared/i18n.ts';
import type {
  Brand,
  ProductDetail,
  ProductListItem,
  Series,
  StyleItem,
} from '../../../shared/schemas/catalogue.ts';
import { request } from '../../api/client.ts';
import { CATALOGUE_KEY } from './reviews-keys.ts';

const BASE = '/hibackend/brandTaste';
// The catalogue changes rarely (the brand edits it in the console): a few minutes of cache is fine.
const STALE = 5 * 60 * 1000;

type Listed<T> = { list: T[] };

const list = <T>(path: string, query: Record<string, string>, lang: Lang, enabled = true) =>
  queryOptions({
    queryKey: [...CATALOGUE_KEY, path, query, lang],
    queryFn: () => request<Listed<T>>('GET', `${BASE}/${path}`, query).then((r) => r.list),
    staleTime: STALE,
    enabled,
  });

export const brandListQuery = (lang: Lang) => list<Brand>('brandList', {}, lang);
export const styleListQuery = (lang: Lang) => list<StyleItem>('styleList', {}, lang);
export const seriesListQuery = (q: Record<string, string>, lang: Lang, enabled: boolean) =>
  list<Series>('seriesList', q, lang, enabled);
export const modelListQuery = (q: Record<string, string>, lang: Lang, enabled: boolean) =>
  list<string>('modelList', q, lang, enabled);
export const productNameListQuery = (q: Record<string, string>, lang: Lang, enabled: boolean) =>
  list<{ id: string; name: string; model: string }>('productNameList', q, lang, enabled);
export const tasteListQuery = (q: Record<string, string>, lang: Lang, enabled: boolean) =>
  list<string>('tasteList', q, lang, enabled);

export const productQuery = (id: string, lang: Lang) =>
  queryOptions({
    queryKey: [...CATALOGUE_KEY, 'detail', id, lang],
    queryFn: () => request<ProductDetail>('GET', `${BASE}/detail/${encodeURIComponent(id)}`),
    enabled: id !== '',
    staleTime: STALE,
    retry: false,
  });

/** `listWithBrandSpecial`: the products of the catalogue brands linked to a brand page, with their ratings. */
export const brandProductsQuery = (brandSpecialId: string, lang: Lang) =>
  list<ProductListItem>('listWithBrandSpecial', { brandSpecialId }, lang, brandSpecialId !== '');

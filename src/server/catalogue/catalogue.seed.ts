import { BrandSaveSchema, ProductSaveSchema, SeriesSaveSchema } from '../../shared/schemas/catalogue.ts';
import { drawScene, hash } from '../content/seed-pictures.ts';
import type { Localised } from '../db/schema.ts';
import type { Services } from '../services.ts';
import catalogueData from './demo/catalogue.json' with { type: 'json' };

// The texts are content, not code (STYLE §14): a translator edits demo/catalogue.json. It is
// imported (not read from disk) so that the server build carries it into dist/.
interface Picture {
  scene: string;
  palette: number;
}
interface DemoBrand {
  slug: string;
  name: string;
  /** The slug of the brand page (content demo) this brand is linked to. */
  brandSpecial?: string;
  logo: Picture;
  series: { slug: string; name: string }[];
}
interface DemoProduct {
  slug: string;
  brand: string;
  series: string;
  model: string;
  name: string;
  deviceType: string;
  style: string;
  flavours: string[];
  pictures: Picture[];
  description: Localised & { en_US: string };
}
interface DemoCatalogue {
  brands: DemoBrand[];
  products: DemoProduct[];
}

const CATALOGUE = catalogueData as DemoCatalogue;
/** Pictures drawn and encoded at once: enough to keep two cores busy. */
const PARALLEL = 4;

type SeedServices = Pick<Services, 'catalogue' | 'uploads'>;

export interface SeededCatalogue {
  brands: Map<string, bigint>;
  products: Map<string, bigint>;
}

const need = <T>(map: Map<string, T>, key: string): T => {
  const value = map.get(key);
  if (value === undefined) throw new Error(`demo catalogue names an unknown "${key}"`);
  return value;
};

/**
 * The demo catalogue (issue 10): four brands (two linked to the content demo's brand pages by slug,
 * through `brandSpecialIds`), their series, and products over every device type and style, with
 * real uploaded pictures. Everything goes through the console service (actor null) after the
 * console's own schemas, so every rule of a console write holds.
 */
export async function seedCatalogue(
  services: SeedServices,
  brandSpecialIds: Map<string, string>,
): Promise<SeededCatalogue> {
  const { catalogue, uploads } = services;
  const image = async (p: Picture, ratio: 'icon' | '1:1', seed: string) =>
    (await uploads.image(null, await drawScene(p.scene, ratio, p.palette, hash(seed)), 'file')).url;

  const wanted = [
    ...CATALOGUE.brands.map((b) => ({ key: `${b.slug}-logo`, picture: b.logo, ratio: 'icon' as const })),
    ...CATALOGUE.products.flatMap((p) =>
      p.pictures.map((picture, i) => ({ key: `${p.slug}-${i}`, picture, ratio: '1:1' as const })),
    ),
  ];
  const pictures = new Map<string, string>();
  for (let i = 0; i < wanted.length; i += PARALLEL) {
    await Promise.all(
      wanted.slice(i, i + PARALLEL).map(async (w) => {
        pictures.set(w.key, await image(w.picture, w.ratio, w.key));
      }),
    );
  }

  const brands = new Map<string, bigint>();
  const series = new Map<string, string>();
  for (const [i, b] of CATALOGUE.brands.entries()) {
    const brand = await catalogue.console.createBrand(
      null,
      BrandSaveSchema.parse({
        name: b.name,
        logoUrl: need(pictures, `${b.slug}-logo`),
        brandSpecialId: b.brandSpecial ? need(brandSpecialIds, b.brandSpecial) : null,
        sort: i + 1,
      }),
    );
    brands.set(b.slug, BigInt(brand.id));
    for (const [j, s] of b.series.entries()) {
      const input = SeriesSaveSchema.parse({ brandId: brand.id, name: s.name, sort: j + 1 });
      const made = await catalogue.console.createSeries(null, input);
      series.set(s.slug, made.id);
    }
  }

  const products = new Map<string, bigint>();
  for (const p of CATALOGUE.products) {
    const made = await catalogue.console.createProduct(
      null,
      ProductSaveSchema.parse({
        brandId: String(need(brands, p.brand)),
        seriesId: need(series, p.series),
        model: p.model,
        name: p.name,
        deviceType: p.deviceType,
        style: p.style,
        flavours: p.flavours,
        images: p.pictures.map((_, i) => need(pictures, `${p.slug}-${i}`)),
        description: p.description,
      }),
    );
    products.set(p.slug, BigInt(made.id));
  }
  return { brands, products };
}

import { sql } from 'drizzle-orm';
import { LANGUAGES as LANGS, type Lang } from '../../shared/i18n.ts';
import { ArticleSaveSchema, type Block } from '../../shared/schemas/content.ts';
import type { Localised } from '../db/schema.ts';
import type { Services } from '../services.ts';
import type { StoredImage } from '../uploads/uploads.service.ts';
import articlesEn from './demo/articles.en_US.json' with { type: 'json' };
import articlesKo from './demo/articles.ko_KR.json' with { type: 'json' };
import articlesRu from './demo/articles.ru_RU.json' with { type: 'json' };
import articlesZh from './demo/articles.zh_CN.json' with { type: 'json' };
import demoMembers from './demo/members.json' with { type: 'json' };
import statuteTexts from './demo/statute.json' with { type: 'json' };
import taxonomyData from './demo/taxonomy.json' with { type: 'json' };
import { drawScene, hash, type Ratio } from './seed-pictures.ts';

// The texts are content, not code (STYLE §14): a translator edits the JSON files in demo/. They are
// imported (not read from disk) so that the server build carries them into dist/.
type Text = Localised & { en_US: string };
/** A paragraph, `{h}` a heading, `{img, ratio}` a generated picture. */
type DemoBlock = string | { h: string } | { img: string; ratio: string };
interface DemoArticle {
  slug: string;
  author: string;
  type: 'article' | 'story';
  title: string;
  subheadings?: string;
  category: string;
  topics: string[];
  citedFrom?: string;
  brand?: string;
  hoursAgo: number;
  blocks: DemoBlock[];
}
interface DemoStatute {
  slug: string;
  category: string;
  hoursAgo: number;
  title: Record<Lang, string>;
  blocks: Record<Lang, DemoBlock[]>;
}
interface Picture {
  scene: string;
  palette: number;
}
interface DemoTaxonomy {
  categories: { slug: string; name: Text }[];
  topics: { slug: string; name: Text }[];
  brandSpecials: { slug: string; logo: Picture; cover: Picture; name: Text; description: Text }[];
  banners: (Picture & { link: { brand?: string; article?: string; path?: string }; title: Text })[];
}
interface DemoMember {
  slug: string;
  email: string;
  nickName: string;
  lang: Lang;
  countryCode: string;
  palette: number;
  kol: boolean;
}

const ARTICLES: Record<Lang, DemoArticle[]> = {
  en_US: articlesEn as DemoArticle[],
  ru_RU: articlesRu as DemoArticle[],
  ko_KR: articlesKo as DemoArticle[],
  zh_CN: articlesZh as DemoArticle[],
};
const STATUTES = statuteTexts as DemoStatute[];
const TAXONOMY = taxonomyData as DemoTaxonomy;
const MEMBERS = demoMembers as DemoMember[];
/** Pictures drawn and encoded at once: enough to keep two cores busy. */
const PARALLEL = 4;

type SeedServices = Pick<Services, 'database' | 'auth' | 'profile' | 'uploads' | 'taxonomy' | 'articles'>;

const need = <T>(map: Map<string, T>, key: string): T => {
  const value = map.get(key);
  if (value === undefined) throw new Error(`demo data names an unknown "${key}"`);
  return value;
};

/**
 * Content demo data (issue 8): categories, topics, brand specials, members (two of them KOL),
 * articles and stories in the four languages, the statute pages and banners. Everything goes through
 * the services, so every rule of a real write holds; pictures are real uploads.
 */
/** What later demo data (conversations, follows) builds on: members and articles by their slug. */
export interface SeededContent {
  articles: number;
  members: Map<string, bigint>;
  articleIds: Map<string, string>;
  /** Brand pages by slug (the catalogue links its brands to them). */
  brandSpecials: Map<string, string>;
}

export async function seedContent(services: SeedServices): Promise<SeededContent> {
  const { taxonomy, uploads } = services;
  const image = async (scene: string, ratio: Ratio, palette: number, seed: string) =>
    uploads.image(null, await drawScene(scene, ratio, palette, hash(seed)), 'file');

  const members = new Map<string, { userId: bigint; lang: Lang }>();
  for (const m of MEMBERS) {
    const user = await services.database.db.transaction((tx) =>
      services.auth.createUser(tx, {
        email: m.email,
        nickName: m.nickName,
        birthday: '1990-05-14',
        countryCode: m.countryCode,
      }),
    );
    await services.profile.setAvatar(user.id, await drawScene('avatar', 'icon', m.palette, hash(m.slug)));
    if (m.kol) await taxonomy.console.setKol(null, String(user.id), true);
    members.set(m.slug, { userId: user.id, lang: m.lang });
  }

  const categories = new Map<string, string>();
  for (const [i, c] of TAXONOMY.categories.entries()) {
    categories.set(c.slug, (await taxonomy.console.createCategory(null, { name: c.name, sort: i + 1 })).id);
  }
  const topics = new Map<string, string>();
  for (const t of TAXONOMY.topics)
    topics.set(t.slug, (await taxonomy.console.createTopic(null, { name: t.name })).id);
  const brands = new Map<string, string>();
  for (const [i, b] of TAXONOMY.brandSpecials.entries()) {
    const [logo, cover] = await Promise.all([
      image(b.logo.scene, 'icon', b.logo.palette, `${b.slug}-logo`),
      image(b.cover.scene, 'cover', b.cover.palette, `${b.slug}-cover`),
    ]);
    const made = await taxonomy.console.createBrandSpecial(null, {
      name: b.name,
      description: b.description,
      logoUrl: logo.url,
      coverUrl: cover.url,
      sort: i + 1,
    });
    brands.set(b.slug, made.id);
  }

  // Pictures first, a few at a time (sharp works on other threads), then the articles in order.
  const posts = [
    ...Object.values(ARTICLES)
      .flat()
      .map((a) => ({ slug: a.slug, blocks: a.blocks })),
    ...STATUTES.flatMap((s) => LANGS.map((lang) => ({ slug: `${s.slug}-${lang}`, blocks: s.blocks[lang] }))),
  ];
  const wanted = posts.flatMap(({ slug, blocks }) =>
    blocks.flatMap((b, i) => (typeof b === 'object' && 'img' in b ? [{ key: `${slug}-${i}`, ...b }] : [])),
  );
  const pictures = new Map<string, StoredImage>();
  for (let i = 0; i < wanted.length; i += PARALLEL) {
    await Promise.all(
      wanted.slice(i, i + PARALLEL).map(async (w) => {
        pictures.set(w.key, await image(w.img, w.ratio as Ratio, hash(w.key), w.key));
      }),
    );
  }
  const blocksOf = (slug: string, blocks: DemoBlock[]): Block[] =>
    blocks.map((b, i): Block => {
      if (typeof b === 'string') return { type: 'paragraph', text: b };
      if ('h' in b) return { type: 'heading', text: b.h };
      const pic = need(pictures, `${slug}-${i}`);
      return { type: 'image', url: pic.url, width: pic.width, height: pic.height };
    });

  const articles = new Map<string, string>();
  const ages: { id: string; hours: number }[] = [];
  for (const a of Object.values(ARTICLES).flat()) {
    const author = need(members, a.author);
    const input = ArticleSaveSchema.parse({
      type: a.type,
      title: a.title,
      subheadings: a.subheadings ?? null,
      blocks: blocksOf(a.slug, a.blocks),
      categoryId: need(categories, a.category),
      topicIds: a.topics.map((t) => need(topics, t)),
      source: a.citedFrom ? 'cited' : 'original',
      citedFrom: a.citedFrom ?? null,
      draft: false,
    });
    const saved = await services.articles.save(author, input);
    if (a.brand) await services.articles.setBrandSpecial(BigInt(saved.id), BigInt(need(brands, a.brand)));
    articles.set(a.slug, saved.id);
    ages.push({ id: saved.id, hours: a.hoursAgo });
  }

  const team = need(members, 'team');
  for (const s of STATUTES) {
    for (const lang of LANGS) {
      const input = ArticleSaveSchema.parse({
        type: 'article',
        title: s.title[lang],
        blocks: blocksOf(`${s.slug}-${lang}`, s.blocks[lang]),
        categoryId: need(categories, s.category),
        source: 'original',
        draft: false,
      });
      const saved = await services.articles.save({ userId: team.userId, lang }, input, { statute: true });
      ages.push({ id: saved.id, hours: s.hoursAgo });
    }
  }

  for (const [i, b] of TAXONOMY.banners.entries()) {
    const pic = await image(b.scene, 'banner', b.palette, `banner-${i}`);
    const link = b.link.brand
      ? `/brand/${need(brands, b.link.brand)}`
      : b.link.article
        ? `/article/${need(articles, b.link.article)}`
        : (b.link.path ?? null);
    await taxonomy.console.createBanner(null, { title: b.title, imageUrl: pic.url, link, sort: i + 1 });
  }

  // The articles service stamps every publication "now" (as it must for members); a demo feed
  // published in one second looks dead, so the demo spreads its dates over the past weeks here, in
  // one statement, after every rule of the save has run.
  const rows = sql.join(
    ages.map((a) => sql`(${BigInt(a.id)}::bigint, ${a.hours}::int)`),
    sql`, `,
  );
  await services.database.db.execute(sql`
    update articles set
      published_at = now() - make_interval(hours => v.hours),
      created_at = now() - make_interval(hours => v.hours) - interval '20 minutes',
      updated_at = now() - make_interval(hours => v.hours)
    from (values ${rows}) as v(id, hours)
    where articles.id = v.id`);
  const memberIds = new Map([...members].map(([slug, m]) => [slug, m.userId]));
  return { articles: ages.length, members: memberIds, articleIds: articles, brandSpecials: brands };
}

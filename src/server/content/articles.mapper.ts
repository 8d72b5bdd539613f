import { indexTerms } from '../../shared/content/search-tokens.ts';
import type { Lang } from '../../shared/i18n.ts';
import {
  EXCERPT_CHARS,
  imageCount,
  type ArticleDetail,
  type ArticleSaveParsed,
  type ArticleListItem,
  type ArticleType,
  type Author,
  type Category,
  type Topic,
} from '../../shared/schemas/content.ts';
import type { ArticleBlock, articles, Localised } from '../db/schema.ts';
import type { StoredImage } from '../uploads/uploads.service.ts';

export type ArticleRow = typeof articles.$inferSelect;

/** The author columns every article query joins (users and kol_members). */
export interface AuthorColumns {
  authorId: bigint;
  nickName: string | null;
  userName: string;
  avatarUrl: string | null;
  kol: boolean;
  /** Their tier's code, where the query reads it (`tierCodeOf`). */
  tierCode?: string | null;
}

export type ListRow = Pick<
  ArticleRow,
  | 'id'
  | 'type'
  | 'title'
  | 'coverUrl'
  | 'coverWidth'
  | 'coverHeight'
  | 'imageCount'
  | 'video'
  | 'excerpt'
  | 'likeCount'
  | 'commentCount'
  | 'status'
  | 'createdAt'
  | 'updatedAt'
> &
  AuthorColumns;

/** Reads a localised text in `lang`, falling back to English, then to any language. */
export const pickLang = (text: Localised, lang: Lang): string =>
  text[lang] ?? text.en_US ?? Object.values(text)[0] ?? '';

/** Public name as the profile shows it: the nickname, else the generated user name (never the email). */
export const toAuthor = (r: AuthorColumns): Author => ({
  userId: String(r.authorId),
  nickName: r.nickName || r.userName,
  avatarUrl: r.avatarUrl,
  kol: Boolean(r.kol),
  ...(r.tierCode ? { tierCode: r.tierCode } : {}),
});

const typeOf = (t: ArticleRow['type']): ArticleType => t;

export const toListItem = (r: ListRow): ArticleListItem => ({
  id: String(r.id),
  type: typeOf(r.type),
  title: r.title,
  cover: r.coverUrl,
  coverWidth: r.coverWidth,
  coverHeight: r.coverHeight,
  imageCount: r.imageCount,
  excerpt: r.excerpt,
  author: toAuthor(r),
  likeCount: r.likeCount,
  commentCount: r.commentCount,
  video: r.video ?? null,
  status: r.status,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/** The article's topics in the order the author chose, named in `lang` (removed topics dropped). */
export function topicsInOrder(
  ids: readonly bigint[],
  rows: readonly { id: bigint; name: Localised; articleCount: number }[],
  lang: Lang,
): Topic[] {
  const byId = new Map(rows.map((t) => [t.id, t]));
  return ids.flatMap((id) => {
    const t = byId.get(id);
    return t ? [{ id: String(t.id), name: pickLang(t.name, lang), articleCount: t.articleCount }] : [];
  });
}

export function toDetail(
  r: ArticleRow & AuthorColumns,
  extra: { category: Category | null; topics: Topic[]; viewerId: bigint | null },
): ArticleDetail {
  return {
    id: String(r.id),
    type: typeOf(r.type),
    status: r.status,
    title: r.title,
    subheadings: r.subheadings,
    blocks: r.blocks,
    category: extra.category,
    topics: extra.topics,
    source: r.source,
    citedFrom: r.citedFrom,
    author: toAuthor(r),
    statute: r.statute,
    brandSpecialId: r.brandSpecialId === null ? null : String(r.brandSpecialId),
    likeCount: r.likeCount,
    commentCount: r.commentCount,
    saveCount: r.saveCount,
    viewCount: r.viewCount,
    video: r.video ?? null,
    videoId: r.videoId === null ? null : String(r.videoId),
    waitingForVideo: r.publishWhenReady,
    mine: extra.viewerId !== null && extra.viewerId === r.authorId,
    // The viewer's own relation is added after the shared read (ArticleReads.detail).
    liked: false,
    saved: false,
    followed: false,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    publishedAt: r.publishedAt?.toISOString() ?? null,
  };
}

/** The columns a save derives from the input, so that a feed card reads one row. */
export function deriveArticle(
  input: ArticleSaveParsed,
  images: ReadonlyMap<string, StoredImage>,
  titleTermPrefix: string,
) {
  // Sizes come from the upload record, never from the client.
  const blocks: ArticleBlock[] = input.blocks.map((b) => {
    if (b.type !== 'image') return { type: b.type, text: b.text };
    const img = images.get(b.url);
    return { type: 'image', url: b.url, width: img?.width ?? b.width, height: img?.height ?? b.height };
  });
  const first = blocks.find((b) => b.type === 'image');
  const cover = first ? images.get(first.url) : undefined;
  const paragraphs = blocks
    .flatMap((b) => (b.type === 'paragraph' ? [b.text] : []))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  const subheadings = input.subheadings ? input.subheadings : null;
  const texts = blocks.flatMap((b) => (b.type === 'image' ? [] : [b.text]));
  const titleTerms = indexTerms(input.title).map((t) => titleTermPrefix + t);
  return {
    type: input.type,
    title: input.title,
    subheadings,
    blocks,
    source: input.source,
    citedFrom: input.source === 'cited' ? (input.citedFrom ?? null) : null,
    coverUrl: cover?.feedUrl ?? null,
    coverWidth: cover?.width ?? null,
    coverHeight: cover?.height ?? null,
    imageCount: imageCount(blocks),
    // Code points, so that an emoji is never cut in half.
    excerpt: [...paragraphs].slice(0, EXCERPT_CHARS).join(''),
    searchTerms: [...indexTerms([input.title, subheadings ?? '', ...texts].join('\n')), ...titleTerms],
  };
}

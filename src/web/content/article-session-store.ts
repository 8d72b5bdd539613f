import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Category } from '../../shared/schemas/content.ts';

/** Article session state (spec §3), in session storage: it survives a reload, not a new tab. */
export interface ArticleSession {
  /** The home tabs last shown (the category list). */
  articleCategoryList: Category[];
  /** The chosen home tab; null is "All". */
  articleCategoryItem: Category | null;
  /** The list an article was opened from: the article back header returns there (spec §2). */
  articlePrev: string;
  /** The feed position of the article last opened, so a fresh home can bring it back into view. */
  articleIndex: number | null;
  setCategoryList: (list: Category[]) => void;
  /** The spec sets the item from a JSON string; an object is accepted as well. */
  setCategoryItem: (item: Category | string | null) => void;
  setArticlePrev: (path: string) => void;
  setArticleIndex: (index: number | null) => void;
}

function parseItem(item: Category | string | null): Category | null {
  if (typeof item !== 'string') return item;
  try {
    const v = JSON.parse(item) as Partial<Category> | null;
    return v && typeof v.id === 'string' && typeof v.name === 'string' ? { id: v.id, name: v.name } : null;
  } catch {
    return null;
  }
}

export const useArticleSession = create<ArticleSession>()(
  persist(
    (set) => ({
      articleCategoryList: [],
      articleCategoryItem: null,
      articlePrev: '',
      articleIndex: null,
      setCategoryList: (articleCategoryList) => set({ articleCategoryList }),
      setCategoryItem: (item) => set({ articleCategoryItem: parseItem(item) }),
      setArticlePrev: (articlePrev) => set({ articlePrev }),
      setArticleIndex: (articleIndex) => set({ articleIndex }),
    }),
    {
      name: 'article',
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ articleCategoryList, articleCategoryItem, articlePrev, articleIndex }) => ({
        articleCategoryList,
        articleCategoryItem,
        articlePrev,
        articleIndex,
      }),
    },
  ),
);

/** Called when a list opens an article: remember where back should lead, and which card it was. */
export function rememberArticleOrigin(index: number | null): void {
  const { pathname, search } = window.location;
  useArticleSession.setState({ articlePrev: pathname + search, articleIndex: index });
}

import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { ArticleDetail } from '../../../shared/schemas/content.ts';
import { errorMessage } from '../../api/api-error.ts';
import { toast } from '../../app/toast.ts';
import { CONTENT_KEY } from '../../content/api/categories-api.ts';
import { useT } from '../../i18n/i18n.ts';
import { likeArticle, saveArticle } from '../api/reactions-api.ts';
import { mineKey } from '../api/social-keys.ts';
import { toggleLike } from '../patch-comments.ts';
import { useNeedLogin } from './use-need-login.ts';

type Patch = Partial<Pick<ArticleDetail, 'liked' | 'likeCount' | 'saved' | 'saveCount'>>;

const toggleSave = (a: ArticleDetail, on: boolean): Patch =>
  a.saved === on ? {} : { saved: on, saveCount: Math.max(0, a.saveCount + (on ? 1 : -1)) };

/**
 * Like and save of an article or a reel, on its detail query (the same cache the article page patches): the heart
 * moves at once, settles on the server's answer and goes back on failure; visitors get the login
 * dialog. One request per kind at a time, so a double tap cannot race two opposite answers.
 */
export function useArticleReactions(article: ArticleDetail | undefined) {
  const t = useT();
  const qc = useQueryClient();
  const needLogin = useNeedLogin();
  const busy = useRef({ like: false, save: false });

  const patch = (id: string, fn: (a: ArticleDetail) => Patch) =>
    qc.setQueriesData<ArticleDetail>({ queryKey: [...CONTENT_KEY, 'detail', id] }, (a) =>
      a ? { ...a, ...fn(a) } : a,
    );

  return async (kind: 'like' | 'save') => {
    if (needLogin() || !article || busy.current[kind]) return;
    busy.current[kind] = true;
    const { id } = article;
    try {
      if (kind === 'like') {
        const on = !article.liked;
        patch(id, (a) => toggleLike(a, on));
        try {
          const r = await likeArticle(id, on);
          patch(id, () => ({ liked: r.liked, likeCount: r.likeCount }));
        } catch (err) {
          patch(id, (a) => toggleLike(a, !on));
          throw err;
        }
      } else {
        const on = !article.saved;
        patch(id, (a) => toggleSave(a, on));
        try {
          const r = await saveArticle(id, on);
          patch(id, () => ({ saved: r.saved, saveCount: r.saveCount }));
        } catch (err) {
          patch(id, (a) => toggleSave(a, !on));
          throw err;
        }
      }
      void qc.invalidateQueries({ queryKey: mineKey(kind === 'like' ? 'likes' : 'saved') });
    } catch (err) {
      void toast(errorMessage(err, t('error.request')), 'fail');
    } finally {
      busy.current[kind] = false;
    }
  };
}
